import { msg } from '@lingui/core/macro';
import { f } from '../../entity/fields.ts';
import { voucherType } from '../define.ts';
import { postReturn } from './posting.ts';
import { saleDocument } from './sale-document.ts';

/**
 * Trả hàng: goods and services a customer brings back against a bill (`stt_rec_hd`) within
 * `sale_return_days`; restocked, revenue reversed on 5212, refunded through its payments or left
 * as a credit on 131.
 */
export const returns = saleDocument({
  batches: 'in',
  path: 'returns',
  title: msg`Trả hàng`,
  one: msg`phiếu trả hàng`,
  voucher: voucherType('TLH', ['Phiếu nhập hàng bán trả lại', 'Sales return'], 'SO', 'TL', ['5212', '131']),
  approval: true,
  extraHeader: {
    stt_rec_hd: f.text(msg`Hóa đơn gốc`, { required: true, max: 40 }),
    so_ct_hd: { ...f.text(msg`Số hóa đơn gốc`, { max: 32 }), readOnly: true },
  },
  post: postReturn,
});
