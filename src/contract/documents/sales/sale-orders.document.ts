import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';
import { voucherType } from '../define.ts';
import { postDeposit } from './posting.ts';
import { saleDocument } from './sale-document.ts';

/** Đơn hàng (orders and quotes): nothing moves until it is delivered; a deposit is an advance on 131. */
export const saleOrders = saleDocument({
  path: 'sale-orders',
  table: 'sales_orders',
  title: msg`Đơn hàng`,
  one: msg`đơn hàng`,
  voucher: voucherType('DHB', ['Đơn hàng bán', 'Sales order'], 'SO', 'DH', [null, '131']),
  extraHeader: { ngay_giao: f.date(msg`Ngày giao dự kiến`) },
  post: postDeposit,
});
