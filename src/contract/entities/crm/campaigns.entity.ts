import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { type EnumField, f } from '../../entity/fields.ts';
import { branchField, notesField } from '../common.ts';

/** How a campaign reaches its audience: a message (SMS or e-mail) or telesales calls. */
export const CAMPAIGN_CHANNELS: EnumField['options'] = [
  ['sms', msg`Tin nhắn SMS`],
  ['email', msg`Thông báo qua email`],
  ['call', msg`Gọi điện (telesale)`],
];

/** draft → running → done, or cancelled (from draft or running); done and cancelled are final. */
export const CAMPAIGN_STATUSES: EnumField['options'] = [
  ['draft', msg`Nháp`],
  ['running', msg`Đang chạy`],
  ['done', msg`Hoàn thành`],
  ['cancelled', msg`Đã hủy`],
];

/**
 * Campaigns (chiến dịch): a named push to a customer segment over a period. The audience is
 * `loc_kh`, the customers' list query (`ma_nvbh=NV001&tags=VIP&fromDate=…`, the very parameters of
 * GET /api/crm/partners, read by the list protocol), so the campaign's audience is what the
 * customers' list shows with those filters for the user who looks. Results are computed from the
 * broadcasts, calls, appointments and the general ledger of the period (modules/crm/campaign-*).
 */
export const campaigns = defineEntity({
  name: 'crm.campaigns',
  title: msg`Chiến dịch`,
  one: msg`chiến dịch`,
  fields: {
    ma_cd: f.code(msg`Mã chiến dịch`, {
      max: 32,
      numbered: { prefix: 'CD', digits: 6 },
      hint: msg`Để trống để hệ thống tự đánh số`,
    }),
    ten_cd: f.text(msg`Tên chiến dịch`, { required: true, max: 300, wide: true }),
    kenh: f.enum(msg`Kênh`, CAMPAIGN_CHANNELS, { required: true, default: 'sms' }),
    ngay_bd: f.date(msg`Ngày bắt đầu`, { required: true, today: true }),
    ngay_kt: f.date(msg`Ngày kết thúc`, { required: true }),
    trang_thai: f.enum(msg`Trạng thái`, CAMPAIGN_STATUSES, { required: true, default: 'draft' }),
    loc_kh: f.text(msg`Bộ lọc khách hàng`, {
      max: 2000,
      wide: true,
      hint: msg`Các bộ lọc của danh sách khách hàng`,
    }),
    noi_dung: f.text(msg`Nội dung tin nhắn`, { max: 1000, multiline: true, wide: true }),
    ma_dvcs: branchField({ required: true }),
    ghi_chu: notesField(),
  },
  key: 'ma_cd',
  list: {
    columns: ['ma_cd', 'ten_cd', 'kenh', 'ngay_bd', 'ngay_kt', 'trang_thai', 'ma_dvcs'],
  },
  filters: ['trang_thai', 'kenh', 'ma_dvcs'],
  dateField: 'ngay_bd',
  scope: { branch: 'ma_dvcs' },
  rules: [{ rule: 'notBefore', field: 'ngay_kt', other: 'ngay_bd' }],
  noImport: true,
});
