import { z } from 'zod';

/**
 * A configuration setting (spec §3): JSON text value, booleans stored as 't' / 'f'. A declared
 * setting (contract/settings) must hold a value of its kind; other names (data-table layouts) are
 * free-form. A null value removes the setting, so it reads as its default again; an absent value
 * means the same, because the client's api layer drops null properties from every body.
 */
export const configSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_]+$/),
  group: z.literal('settings').default('settings'),
  value: z
    .string()
    .max(100_000)
    .nullish()
    .transform((value) => value ?? null),
});
export type Config = z.infer<typeof configSchema>;

/** PUT system/configs: several settings at once, applied together or not at all. */
export const configsBulkSchema = z.array(configSchema).min(1).max(500);

/** Period closing for one branch and voucher type (spec §3 voucher lock). */
export const voucherLockSchema = z.object({
  ma_dvcs: z.string().trim().min(1).max(20),
  ma_ct: z.string().trim().min(1).max(20),
  ngay_ks: z.iso.date(),
});

export const encryptRequestSchema = z.object({ text: z.string().max(100_000) });
export const encryptsRequestSchema = z.object({ items: z.array(z.string().max(100_000)).min(1).max(1000) });
export const decryptRequestSchema = z.object({ data: z.string().min(1).max(200_000) });
