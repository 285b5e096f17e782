import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';
import { voucherType } from '../define.ts';
import { postSale } from './posting.ts';
import { saleDocument } from './sale-document.ts';

/**
 * Đơn bán lẻ: the cashier's sale (/sales/retail-orders/cashier), paid at the till and posted at
 * once. A sale the till made with no network may take stock below zero when the setting
 * `sale_offline_negative_stock` allows it, flagged `am_kho` for the storekeeper
 * (server/modules/sales/offline-stock.ts).
 */
export const retailOrders = saleDocument({
  path: 'retail-orders',
  title: msg`Đơn bán lẻ`,
  one: msg`đơn bán lẻ`,
  voucher: voucherType('HDL', ['Hóa đơn bán lẻ', 'Retail sale'], 'SO', 'BL', ['131', '5111']),
  extraHeader: {
    ban_offline: f.bool(msg`Lập khi mất mạng`),
    am_kho: { ...f.bool(msg`Bán âm kho`), readOnly: true },
  },
  extraColumns: ['am_kho'],
  extraFilters: ['am_kho'],
  post: postSale,
});
