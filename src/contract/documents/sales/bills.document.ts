import { msg } from '@lingui/core/macro';
import { voucherType } from '../define.ts';
import { postSale } from './posting.ts';
import { saleDocument } from './sale-document.ts';

/**
 * Phiếu thu bán hàng (bills, receipts): goods and services sold and the payments taken, posted on
 * save; one saved as awaiting approval (a discount beyond the limit) is posted by /sales/bills/approve.
 */
export const bills = saleDocument({
  path: 'bills',
  title: msg`Phiếu thu bán hàng`,
  one: msg`phiếu thu bán hàng`,
  voucher: voucherType('HDB', ['Hóa đơn bán hàng', 'Sales bill'], 'SO', 'HD', ['131', '5111']),
  approval: true,
  post: postSale,
});
