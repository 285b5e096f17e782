import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { branchField } from '../common.ts';

/**
 * One customer moved from one salesperson to another (/crm/partners-transfer-histories): written
 * by the transfer in the same transaction as the move, never edited afterwards.
 */
export const partnerTransfers = defineEntity({
  name: 'crm.partners-transfer-histories',
  table: 'crm_partner_transfers',
  title: msg`Lịch sử chuyển khách hàng`,
  one: msg`lần chuyển khách hàng`,
  fields: {
    ma_kh: f.lookup(msg`Khách hàng`, 'crm.partners'),
    ma_nvbh_cu: f.lookup(msg`Từ nhân viên`, 'hr.employees', { nameAs: 'ten_nvbh_cu' }),
    ma_nvbh_moi: f.lookup(msg`Sang nhân viên`, 'hr.employees', { nameAs: 'ten_nvbh_moi' }),
    ly_do: f.text(msg`Lý do`, { max: 500, wide: true }),
    ma_lo: f.text(msg`Mã lượt chuyển`, { max: 40 }),
    ma_chuyen: f.text(msg`Mã dòng chuyển`, { max: 60 }),
    ma_dvcs: branchField(),
  },
  key: 'ma_chuyen',
  display: 'ma_kh',
  readOnly: true,
  list: {
    columns: ['created_at', 'ma_kh', 'ma_nvbh_cu', 'ma_nvbh_moi', 'ly_do', 'created_by', 'ma_dvcs'],
  },
  search: ['ma_kh', 'ly_do'],
  filters: ['ma_kh', 'ma_lo', 'ma_nvbh_cu', 'ma_nvbh_moi', 'ma_dvcs'],
  dateField: 'created_at',
  scope: { branch: 'ma_dvcs' },
});
