import { z } from 'zod/mini';

/** Response shapes of the reference lists every client loads at startup (spec §4). */

const listOf = <T extends z.ZodMiniType>(item: T) => z.object({ items: z.array(item), total: z.number() });

/** GET system/branchs, sorted by ma_dvcs. */
export const branchSchema = z.looseObject({ ma_dvcs: z.string(), ten_dvcs: z.string() });
export type Branch = z.infer<typeof branchSchema>;
export const branchListSchema = listOf(branchSchema);

/** GET system/command: the menu tree, titles in the request's language. */
export const commandSchema = z.object({
  menu_id: z.string(),
  menu_id0: z.nullable(z.string()),
  command: z.nullable(z.string()),
  title: z.string(),
  order: z.number(),
  icon: z.nullable(z.string()),
});
export type Command = z.infer<typeof commandSchema>;
export const commandListSchema = listOf(commandSchema);

/** GET system/voucher-locks. */
export const voucherLockRowSchema = z.object({ ma_dvcs: z.string(), ma_ct: z.string(), ngay_ks: z.string() });
export const voucherLockListSchema = listOf(voucherLockRowSchema);

/** GET system/configs. */
export const configRowSchema = z.object({
  name: z.string(),
  group: z.string(),
  value: z.nullable(z.string()),
});
export const configListSchema = listOf(configRowSchema);

/** GET system/dictionaries/lookup: every entry in use, with its group (`loai`). */
export const dictionaryEntrySchema = z.object({ value: z.string(), label: z.string(), loai: z.string() });
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
export const dictionaryListSchema = listOf(dictionaryEntrySchema);

/** A code or a name the server may answer as a number: read as text. */
const asText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** GET <entity>/lookup (and the kept catalogues): the options of a select, as text. */
export const lookupListSchema = z.object({
  items: z.array(z.object({ value: asText, label: asText })),
  total: z.number(),
});
export type LookupList = z.infer<typeof lookupListSchema>;

/** GET call-center/providers: what the softphone connects with (secrets never come back). */
export const callCenterProviderSchema = z.looseObject({
  ma_tong_dai: z.string(),
  ten_tong_dai: z.string(),
  provider: z.string(),
  enable: z.boolean(),
});
export const callCenterProviderListSchema = listOf(callCenterProviderSchema);
