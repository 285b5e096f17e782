import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/**
 * accounting/voucher-infos — what each status of a voucher type means (spec §3: "Voucher info is
 * keyed by ma_ct and status"): its name, whether a voucher in it is posted to the ledgers, whether
 * it may still be edited, and its colour. List and create; get, put and delete by
 * `/{ma_ct}/{status}` (spec §7). The key pair is the identity, so it is a bespoke API rather than
 * an entity of the generic engine (whose records have one key).
 */
const code = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9]+$/)
  .transform((value) => value.toUpperCase());

export const voucherInfoSchema = z.strictObject({
  ma_ct: code,
  status: z
    .string()
    .trim()
    .min(1)
    .max(8)
    .regex(/^[A-Za-z0-9]+$/),
  ten_tt: z.string().trim().min(1).max(128),
  ten_tt2: z.string().trim().max(128).optional(),
  /** A voucher in this status is posted to the ledgers (ghi sổ). */
  ghi_so: z.boolean().default(false),
  /** A voucher in this status may still be edited or deleted. */
  cho_sua: z.boolean().default(true),
  mau: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .optional(),
  stt: z.number().int().min(0).max(9999).default(0),
});

/** PUT `/{ma_ct}/{status}`: everything but the key, with the version read. */
export const voucherInfoUpdateSchema = voucherInfoSchema
  .omit({ ma_ct: true, status: true })
  .extend({ version: z.number().int().positive() });

export type VoucherInfoInput = z.infer<typeof voucherInfoSchema>;

export interface VoucherInfo extends VoucherInfoInput {
  version: number;
}

export const voucherInfoListQuery = z.object({ ma_ct: z.string().trim().optional() });

/** Name of the status field in messages ('Trạng thái đã tồn tại'). */
export const statusLabel = msg`Trạng thái`;
