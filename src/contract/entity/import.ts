import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/**
 * `POST /api/<entity path>/import`: many creates in one call, as an Excel sheet gives them.
 * Every row is validated as a create; any error means nothing is written; `dry_run` only
 * validates. Shared by the server (request, answer) and the client (chunking, error table).
 */

/** Rows one call may carry; a longer sheet is sent in chunks of this size. */
export const IMPORT_MAX_ROWS = 5000;

/** Body limit of the import path only (every other write keeps BODY_LIMIT_BYTES). */
export const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export const importMessages = {
  tooMany: msg`Tối đa {max} dòng mỗi lần nhập`,
  items: msg`Danh sách dòng (items) phải là một mảng các bản ghi`,
  row: msg`Mỗi dòng phải là một bản ghi (đối tượng JSON)`,
  notFound: msg`{field}: không tìm thấy "{value}"`,
  ambiguous: msg`{field}: có nhiều bản ghi tên "{value}", hãy nhập mã`,
  sameAsRow: msg`{field} trùng với dòng {row}`,
  failed: msg`Tệp có {count} lỗi, chưa nhập dòng nào`,
} satisfies Record<string, MessageDescriptor>;

/** One problem of one row: `row` counts sheet rows from 1 (`first_row` + index in `items`). */
export const importErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** `ok`: rows written (or, in a dry run, rows that would be); `errors`: every problem found. */
export const importResultSchema = z.object({
  ok: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export interface ImportRequest {
  items: Record<string, unknown>[];
  dry_run?: boolean;
  /** Sheet row of `items[0]` (default 1), so errors name the rows the user sees. */
  first_row?: number;
}
