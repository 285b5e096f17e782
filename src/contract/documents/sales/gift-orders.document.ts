import { msg } from '@lingui/core/macro';
import { voucherType } from '../define.ts';
import { postGift } from './posting.ts';
import { saleDocument } from './sale-document.ts';

/** Đơn quà tặng: goods or services given away; goods leave stock at cost to selling expenses (6418). */
export const giftOrders = saleDocument({
  path: 'gift-orders',
  title: msg`Đơn quà tặng`,
  one: msg`đơn quà tặng`,
  voucher: voucherType('PQT', ['Phiếu xuất quà tặng', 'Gift order'], 'SO', 'QT', ['6418', '1561']),
  post: postGift,
});
