import { msg } from '@lingui/core/macro';
import { neg } from '../../domain/decimal.ts';
import { type DocumentProblem, defineDocument, voucherType } from '../define.ts';
import {
  headerCore,
  headerTotals,
  lineItem,
  lineNotes,
  lineReceivingWarehouse,
  lineStock,
} from '../fields.ts';
import { entry, type GlRow, type StockRow } from '../ledger.ts';
import { IN_TRANSIT, POSTED, standardStatuses } from '../statuses.ts';
import { baseQuantity, isStocked, move, stockAccount, text } from './posting.ts';

const GOODS_IN_TRANSIT = '151';

/**
 * Phiếu chuyển kho: out of one warehouse and into another on one document, at the moving average
 * cost of the source. Between branches the goods may be "in transit" (out of the source, on 151)
 * until the receiving branch sets the document to posted (received).
 */
export const transferOrders = defineDocument({
  name: 'stock.transfer-orders',
  table: 'stock_transfers',
  title: msg`Phiếu chuyển kho`,
  one: msg`phiếu chuyển kho`,
  header: { ...headerCore, ...headerTotals },
  lines: {
    details: { fields: { ...lineItem, ...lineStock, ...lineReceivingWarehouse, ghi_chu: lineNotes.ghi_chu } },
  },
  // No default accounts: the stock account stays the item's own (1561 goods, 152 materials) on both sides.
  voucherTypes: [voucherType('PD1', ['Phiếu chuyển kho', 'Stock transfer'], 'IN', 'PD')],
  statuses: standardStatuses({ transit: true }),
  initialStatus: POSTED,
  batches: 'out',
  list: {
    columns: ['so_ct', 'ngay_ct', 'ma_ct', 'dien_giai', 't_so_luong', 'status', 'ma_dvcs'],
  },
  checks(doc) {
    const problems: DocumentProblem[] = [];
    doc.details.forEach((line, i) => {
      if (line.ma_kho && line.ma_kho === line.ma_kho_nhap)
        problems.push({
          field: `details[${i}].ma_kho_nhap`,
          message: msg`Kho nhập phải khác kho xuất`,
        });
    });
    return problems;
  },
  post(doc, ctx) {
    const stock: StockRow[] = [];
    const gl: GlRow[] = [];
    const received = doc.status !== IN_TRANSIT;
    doc.details.forEach((line, i) => {
      const maVt = text(line.ma_vt);
      if (!isStocked(ctx, maVt)) return;
      const quantity = baseQuantity(line);
      const from = { ma_kho: text(line.ma_kho), ma_dvcs: ctx.warehouseBranch(text(line.ma_kho)) };
      const to = { ma_kho: text(line.ma_kho_nhap), ma_dvcs: ctx.warehouseBranch(text(line.ma_kho_nhap)) };
      const cost = ctx.issueCost(from.ma_kho, maVt, quantity);
      stock.push(move(line, i, from, neg(quantity), neg(cost)));
      const account = stockAccount(ctx, maVt, ctx.voucher.tk_co);
      if (!received) {
        gl.push(...entry({ line: i, ma_dvcs: from.ma_dvcs }, GOODS_IN_TRANSIT, account, cost));
        return;
      }
      stock.push(move(line, i, to, quantity, cost));
      // Within one branch the value stays on the same account: no general-ledger entry.
      if (from.ma_dvcs === to.ma_dvcs) return;
      gl.push({ line: i, ma_dvcs: to.ma_dvcs, tk: account, tk_du: account, ps_no: cost, ps_co: '0' });
      gl.push({ line: i, ma_dvcs: from.ma_dvcs, tk: account, tk_du: account, ps_no: '0', ps_co: cost });
    });
    return { stock, gl };
  },
});
