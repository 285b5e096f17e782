import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { logEntryShape } from './sessions.api.ts';

/**
 * Bespoke CRM endpoints (src/server/modules/crm): the spec §7 duplicate checks, the transfer of
 * customers between salespeople and the front desk's search across salespeople.
 */

export const crmMessages = {
  /** unique-partner-phone-employee / unique-partner-website-employee (spec §5). */
  handledBy: msg`{field} đã được {ma_nvbh} {ten_nvbh} phụ trách`,
  notFound: msg`{field} không tồn tại`,
  wardOutsideCity: msg`{field} không thuộc tỉnh / thành phố đã chọn`,
  districtOnlyLegacy: msg`{field} chỉ dùng với đơn vị hành chính cũ`,
  sameSalesperson: msg`Nhân viên nhận phải khác nhân viên đang phụ trách`,
  nothingToTransfer: msg`Không có khách hàng nào để chuyển`,
  transferTooMany: msg`Mỗi lần chuyển tối đa {max} khách hàng`,
  reasonLabel: msg`Lý do`,
  salespersonLabel: msg`Nhân viên nhận`,
  customersLabel: msg`Khách hàng`,
} as const;

/** The `/employee` variants: who already handles the value (the link only when the user may see them). */
export const employeeExistsSchema = z.object({
  exists: z.boolean(),
  ma_nvbh: z.nullable(z.string()),
  ten_nvbh: z.nullable(z.string()),
  /** The customer's record id, only when the user may see its salesperson. */
  stt_rec: z.nullable(z.string()),
});
export type EmployeeExists = z.infer<typeof employeeExistsSchema>;

/** Most customers one transfer moves (a filter matching more is refused, not cut). */
export const MAX_TRANSFER = 5000;

/**
 * POST /api/crm/partners-transfer: the chosen customers (`ids`), or every customer of
 * `ma_nvbh_cu` the user may see (`all`), move to `ma_nvbh_moi` with a reason.
 */
export const transferRequestSchema = z.object({
  ids: z.optional(z.array(z.string().min(1).max(64)).max(MAX_TRANSFER)),
  all: z.optional(z.boolean()),
  ma_nvbh_cu: z.optional(z.string().trim().max(32)),
  ma_nvbh_moi: z.string().trim().min(1).max(32),
  ly_do: z.string().trim().min(1).max(500),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferResultSchema = z.object({ ma_lo: z.string(), moved: z.int() });

/** One row of /crm/partners-search: who handles the customer, the phone masked when not theirs to see. */
export const partnerSearchRowSchema = z.object({
  stt_rec: z.nullable(z.string()),
  ma_kh: z.string(),
  ten_kh: z.string(),
  dien_thoai: z.nullable(z.string()),
  masked: z.boolean(),
  ma_nvbh: z.nullable(z.string()),
  ten_nvbh: z.nullable(z.string()),
  ma_dvcs: z.string(),
  ten_dvcs: z.nullable(z.string()),
  ten_cap: z.nullable(z.string()),
});
export type PartnerSearchRow = z.infer<typeof partnerSearchRowSchema>;
export const partnerSearchSchema = z.object({ items: z.array(partnerSearchRowSchema), total: z.int() });

/** The profile's audit trail: the writes logged on one customer. */
export const partnerAuditSchema = z.object({
  items: z.array(z.object({ ...logEntryShape, detail: z.unknown() })),
});

/** GET crm/partners-vip: the VIP ranking over a period (a /sales/vip-periods row's dates). */
export const vipQuerySchema = z
  .object({
    fromDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    toDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .refine((query) => query.fromDate <= query.toDate, {
    path: ['toDate'],
    message: 'Đến ngày không được trước Từ ngày',
  });

/**
 * A customer whose net sales in the period (revenue less returns, without VAT) reach a VIP level's `doanh_so_tu`: the highest such level, beside the level they hold now.
 */
export const vipRowSchema = z.object({
  stt_rec: z.string(),
  ma_kh: z.string(),
  ten_kh: z.string(),
  ma_nvbh: z.nullable(z.string()),
  ten_nvbh: z.nullable(z.string()),
  ma_dvcs: z.string(),
  doanh_so: z.string(),
  ma_cap_dat: z.string(),
  ten_cap_dat: z.string(),
  ma_cap: z.nullable(z.string()),
  ten_cap: z.nullable(z.string()),
});
export type VipRow = z.infer<typeof vipRowSchema>;
export const vipRankingSchema = z.object({ items: z.array(vipRowSchema), total: z.int() });
