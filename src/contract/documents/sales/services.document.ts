import { msg } from '@lingui/core/macro';
import { voucherType } from '../define.ts';
import { postServiceSlip } from './consumption.ts';
import { saleDocument } from './sale-document.ts';

/**
 * Phiếu dịch vụ (bán dịch vụ): services performed for a customer, each line with the employee who
 * performed it (`ma_nv`, required on service lines by the sales rules), revenue on 5113.
 */
export const services = saleDocument({
  path: 'services',
  title: msg`Bán dịch vụ`,
  one: msg`phiếu dịch vụ`,
  voucher: voucherType('PDV', ['Phiếu dịch vụ', 'Service slip'], 'SO', 'DV', ['131', '5113']),
  approval: true,
  consumesMaterials: true,
  post: postServiceSlip,
});
