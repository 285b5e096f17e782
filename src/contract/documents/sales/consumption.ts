import { add, mul, neg } from '../../domain/decimal.ts';
import type { DocumentValues, PostContext } from '../define.ts';
import { entry, type LedgerRows } from '../ledger.ts';
import { baseQuantity, move, stockAccount, text } from '../stock/posting.ts';
import { COST_OF_SALES, postSale } from './posting.ts';

/**
 * A service slip (issue 29): a sale whose services use up materials (stock/product-consumes). Each
 * service line takes, from its warehouse, its quantity × the material's quantity per service, at
 * the moving average cost of the moment: stock ledger −quantity, Dr 632 / Cr 152 (materials) or
 * the goods account 1561 — the same cost-of-sales path as a line of goods. A material tracked by
 * batch is taken from its batches, the first to expire first (ctx.consumedBatches).
 */
export function postServiceSlip(doc: DocumentValues, ctx: PostContext): LedgerRows {
  const sale = postSale(doc, ctx);
  const stock = [...sale.stock];
  const gl = [...sale.gl];
  doc.details.forEach((line, i) => {
    const uses = ctx.consumes(text(line.ma_vt));
    if (uses.length === 0 || !line.ma_kho) return;
    const where = { ma_dvcs: text(doc.ma_dvcs), ma_kho: text(line.ma_kho) };
    const base = { line: i, ma_dvcs: where.ma_dvcs, ma_kh: text(doc.ma_kh) || null };
    const services = baseQuantity(line);
    for (const use of uses) {
      const quantity = mul(services, use.so_luong);
      const pieces = ctx.consumedBatches?.(where.ma_kho, use.ma_vt, quantity) ?? [
        { ma_lo: '', so_luong: quantity },
      ];
      let cost = '0';
      for (const piece of pieces) {
        const pieceCost = ctx.issueCost(where.ma_kho, use.ma_vt, piece.so_luong);
        stock.push(
          move({ ma_vt: use.ma_vt, ma_lo: piece.ma_lo }, i, where, neg(piece.so_luong), neg(pieceCost)),
        );
        cost = add(cost, pieceCost);
      }
      gl.push(...entry(base, COST_OF_SALES, stockAccount(ctx, use.ma_vt, '1561'), cost));
    }
  });
  return { stock, gl };
}
