import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import type { Entity } from './define.ts';

/**
 * A data table's saved layout (the settings popup: visible columns, order, widths), stored as the
 * config setting named by its settings key (spec §7 "config update by name", value JSON text).
 * The server checks it too, because anyone who may read a list may save its layout.
 */
export const tableLayoutSchema = z.object({
  columns: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(100)),
        visible: z.boolean(),
        width: z.optional(z.int().check(z.positive(), z.maximum(4000))),
      }),
    )
    .check(z.maxLength(300)),
});
export type TableLayout = z.infer<typeof tableLayoutSchema>;

export const INVALID_TABLE_LAYOUT = msg`Bố cục bảng không hợp lệ`;

/** The settings key of an entity's list (a config name: lower case, digits, '_'). */
export function tableLayoutKey(entity: Pick<Entity, 'table'>): string {
  return `table_${entity.table}`;
}

/** The layout stored as `value`, or null when it is missing or not a layout. */
export function parseTableLayout(value: string | null | undefined): TableLayout | null {
  if (!value) return null;
  try {
    const parsed = tableLayoutSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
