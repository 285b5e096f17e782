import { z } from 'zod';

/*
 * Response shapes of the startup reference lists. They belong in src/contract/api once the server
 * side publishes them there; until then the client checks what it reads against these.
 */

const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });

export const branchSchema = z.looseObject({ ma_dvcs: z.string(), ten_dvcs: z.string() });
export type Branch = z.infer<typeof branchSchema>;
export const branchListSchema = listOf(branchSchema);

export const commandSchema = z.object({
  menu_id: z.string(),
  menu_id0: z.string().nullable(),
  command: z.string().nullable(),
  title: z.string(),
  order: z.number(),
  icon: z.string().nullable(),
});
export type Command = z.infer<typeof commandSchema>;
export const commandListSchema = listOf(commandSchema);

export const voucherLockSchema = z.object({ ma_dvcs: z.string(), ma_ct: z.string(), ngay_ks: z.string() });
export const voucherLockListSchema = listOf(voucherLockSchema);

export const configSchema = z.object({ name: z.string(), group: z.string(), value: z.string().nullable() });
export const configListSchema = listOf(configSchema);
