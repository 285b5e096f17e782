import { z } from 'zod/mini';

/**
 * A configuration setting (spec §3): JSON text value, booleans stored as 't' / 'f'. A declared
 * setting (contract/settings) must hold a value of its kind; other names (data-table layouts) are
 * free-form. A null value removes the setting, so it reads as its default again; an absent value
 * means the same, because the client's api layer drops null properties from every body.
 */
export const configSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[a-z0-9_]+$/)),
  group: z._default(z.literal('settings'), 'settings'),
  value: z.pipe(
    z.nullish(z.string().check(z.maxLength(100_000))),
    z.transform((value: string | null | undefined) => value ?? null),
  ),
});
export type Config = z.infer<typeof configSchema>;

/** PUT system/configs: several settings at once, applied together or not at all. */
export const configsBulkSchema = z.array(configSchema).check(z.minLength(1), z.maxLength(500));

/** Period closing for one branch and voucher type (spec §3 voucher lock). */
export const voucherLockSchema = z.object({
  ma_dvcs: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  ma_ct: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  ngay_ks: z.iso.date(),
});

export const encryptRequestSchema = z.object({ text: z.string().check(z.maxLength(100_000)) });
export const encryptsRequestSchema = z.object({
  items: z.array(z.string().check(z.maxLength(100_000))).check(z.minLength(1), z.maxLength(1000)),
});
export const decryptRequestSchema = z.object({
  data: z.string().check(z.minLength(1), z.maxLength(200_000)),
});
