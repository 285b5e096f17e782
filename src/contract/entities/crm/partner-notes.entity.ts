import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField } from '../common.ts';

/** Notes on a customer (the profile's timeline): who wrote what, when. */
export const partnerNotes = defineEntity({
  name: 'crm.partner-notes',
  // Written and read on the customer's profile, under the customers' right.
  partOf: 'crm.partners',
  menuId: 'crm.partners',
  title: msg`Ghi chú khách hàng`,
  one: msg`ghi chú`,
  fields: {
    so_gc: f.code(msg`Số ghi chú`, { max: 32, numbered: { prefix: 'GC', digits: 8 } }),
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners', { required: true }),
    noi_dung: f.text(msg`Nội dung`, { required: true, max: 4000, multiline: true, wide: true }),
    ma_dvcs: branchField({ required: true }),
  },
  key: 'so_gc',
  display: 'noi_dung',
  list: { columns: ['created_at', 'ma_kh', 'noi_dung', 'created_by'] },
  search: ['noi_dung'],
  filters: ['ma_kh'],
  dateField: 'created_at',
  scope: { branch: 'ma_dvcs' },
});
