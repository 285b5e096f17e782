import { msg } from '@lingui/core/macro';
import { neg } from '../../domain/decimal.ts';
import { f } from '../../entity/fields.ts';
import { defineDocument, voucherType } from '../define.ts';
import { headerCore, headerTotals, lineItem, lineNotes, lineStock } from '../fields.ts';
import { entry, type GlRow, type StockRow } from '../ledger.ts';
import { POSTED, standardStatuses } from '../statuses.ts';
import { baseQuantity, isStocked, move, stockAccount, text } from './posting.ts';

/**
 * Phiếu xuất kho: goods and materials issued at their moving average cost, to a customer (PX1:
 * Dr 632 cost of goods sold) or for internal use and consumption (PX2: Dr 6422), Cr 1561/152.
 */
export const deliveryOrders = defineDocument({
  name: 'stock.delivery-orders',
  table: 'stock_deliveries',
  title: msg`Phiếu xuất kho`,
  one: msg`phiếu xuất kho`,
  header: {
    ...headerCore,
    ma_kh: f.code(msg`Mã khách hàng`, { max: 32 }),
    nguoi_nhan: f.text(msg`Người nhận`, { max: 200 }),
    ...headerTotals,
  },
  lines: { details: { fields: { ...lineItem, ...lineStock, ghi_chu: lineNotes.ghi_chu } } },
  voucherTypes: [
    voucherType('PX1', ['Phiếu xuất kho', 'Goods issue'], 'IN', 'PX', ['632', '1561']),
    voucherType('PX2', ['Phiếu xuất dùng nội bộ', 'Issue for internal use'], 'IN', 'XD', ['6422', '1561']),
  ],
  statuses: standardStatuses(),
  initialStatus: POSTED,
  batches: 'out',
  list: {
    columns: [
      'so_ct',
      'ngay_ct',
      'ma_ct',
      'ma_kh',
      'nguoi_nhan',
      'dien_giai',
      't_so_luong',
      'status',
      'ma_dvcs',
    ],
  },
  search: ['so_ct', 'dien_giai', 'nguoi_nhan', 'ma_kh'],
  post(doc, ctx) {
    const stock: StockRow[] = [];
    const gl: GlRow[] = [];
    doc.details.forEach((line, i) => {
      const maVt = text(line.ma_vt);
      if (!isStocked(ctx, maVt)) return;
      const quantity = baseQuantity(line);
      const where = { ma_dvcs: text(doc.ma_dvcs), ma_kho: text(line.ma_kho) };
      const cost = ctx.issueCost(where.ma_kho, maVt, quantity);
      stock.push(move(line, i, where, neg(quantity), neg(cost)));
      const base = { line: i, ma_dvcs: where.ma_dvcs, ma_kh: text(doc.ma_kh) || null };
      gl.push(...entry(base, ctx.voucher.tk_no ?? '632', stockAccount(ctx, maVt, ctx.voucher.tk_co), cost));
    });
    return { stock, gl };
  },
});
