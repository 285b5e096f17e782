import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';
import { defineDocument, voucherType } from '../define.ts';
import {
  headerCore,
  headerTotals,
  lineItem,
  lineNotes,
  linePricing,
  lineStock,
  supplierField,
} from '../fields.ts';
import { entry, type GlRow, type StockRow } from '../ledger.ts';
import { POSTED, standardStatuses } from '../statuses.ts';
import { baseQuantity, isStocked, lineCost, move, stockAccount, text } from './posting.ts';

/**
 * Phiếu nhập kho: goods and materials received at cost, from a supplier (PN1: Dr 1561/152,
 * Cr 331, input VAT Dr 1331 Cr 331) or as opening stock (PN2: Cr 4111 owners' capital).
 */
export const receiptOrders = defineDocument({
  name: 'stock.receipt-orders',
  table: 'stock_receipts',
  title: msg`Phiếu nhập kho`,
  one: msg`phiếu nhập kho`,
  header: { ...headerCore, ma_ncc: supplierField, ...headerTotals },
  lines: {
    details: {
      fields: {
        ...lineItem,
        ...linePricing,
        ...lineStock,
        // The purchase order line this receipt line receives (purchases/domestic-orders).
        stt_rec_dh: f.text(msg`Đơn mua hàng`, { max: 40 }),
        line_dh: f.number('int4', msg`Dòng đơn mua hàng`, { min: 0, max: 100_000 }),
        ghi_chu: lineNotes.ghi_chu,
      },
    },
  },
  voucherTypes: [
    voucherType('PN1', ['Phiếu nhập kho', 'Goods receipt'], 'IN', 'PN', ['1561', '331']),
    voucherType('PN2', ['Phiếu nhập tồn đầu kỳ', 'Opening stock'], 'IN', 'TD', ['1561', '4111']),
  ],
  statuses: standardStatuses(),
  initialStatus: POSTED,
  batches: 'in',
  list: {
    columns: ['so_ct', 'ngay_ct', 'ma_ct', 'ma_ncc', 'dien_giai', 't_so_luong', 't_tt', 'status', 'ma_dvcs'],
  },
  filters: ['ma_ct', 'status', 'ma_ncc', 'ma_dvcs'],
  post(doc, ctx) {
    const stock: StockRow[] = [];
    const gl: GlRow[] = [];
    const credit = ctx.voucher.tk_co ?? '331';
    doc.details.forEach((line, i) => {
      const maVt = text(line.ma_vt);
      const cost = lineCost(line);
      const base = { line: i, ma_dvcs: text(doc.ma_dvcs), ma_ncc: text(doc.ma_ncc) || null };
      if (isStocked(ctx, maVt))
        stock.push(
          move(line, i, { ma_dvcs: base.ma_dvcs, ma_kho: text(line.ma_kho) }, baseQuantity(line), cost),
        );
      gl.push(...entry(base, stockAccount(ctx, maVt, ctx.voucher.tk_no), credit, cost, { co: true }));
      const tax = text(line.tien_thue) || '0';
      if (line.ma_thue)
        gl.push(...entry(base, ctx.inputTaxAccount(text(line.ma_thue)), credit, tax, { co: true }));
    });
    return { stock, gl };
  },
});
