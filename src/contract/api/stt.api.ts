import { z } from 'zod/mini';

/**
 * system/stt — the tenant's status record (spec §3 "Status record (stt): single object").
 *
 * Sen reads it as one JSON object of named, tenant-wide operational values (setup progress,
 * numbering counters…) that every signed-in client loads at startup (spec §4 step 3). Reading
 * needs a signed-in user; writing needs an administrator.
 *
 * - GET  system/stt → the object (`{}` when nothing is stored).
 * - POST system/stt `{ name: value, … }` → merges those names into the object (upsert).
 * - PUT  system/stt `[{ name, value }, …]` → sets several names in one transaction.
 *
 * In both writes a null value removes the name. A missing `value` in PUT removes it too, because
 * the client strips null properties from every body (spec §7) and would otherwise have no way
 * to ask for a removal. Both writes answer the whole object as it is after the write.
 */

/** Letters first (so no `__proto__`), then letters, digits, `_`, `.`, `-`; at most 100 characters. */
export const sttNameSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/));

/** Names per write: a bound on one transaction, far above what a screen sends at once. */
export const STT_MAX_PER_WRITE = 500;

const jsonValue = z.json();
export type SttValue = z.infer<typeof jsonValue>;

/** GET system/stt and the answer of both writes. */
export const sttSchema = z.record(z.string(), jsonValue);
export type Stt = z.infer<typeof sttSchema>;

/** One named value to write; `null` removes the name. */
export interface SttChange {
  name: string;
  value: SttValue;
}

// Counted as a list so an empty or oversized write gets zod's own (translated) message.
const changeList = z
  .array(z.object({ name: z.string(), value: jsonValue }))
  .check(z.minLength(1), z.maxLength(STT_MAX_PER_WRITE));

/** POST system/stt: the names to merge, as a list of changes; a null value removes its name. */
export const sttUpsertSchema = z.pipe(
  z.pipe(
    z.record(sttNameSchema, jsonValue),
    z.transform((values): SttChange[] => Object.entries(values).map(([name, value]) => ({ name, value }))),
  ),
  changeList,
);

/** PUT system/stt: applied in order, so when a name repeats its last entry wins. */
export const sttBulkSchema = z.pipe(
  z
    .array(z.object({ name: sttNameSchema, value: z.optional(jsonValue) }))
    .check(z.minLength(1), z.maxLength(STT_MAX_PER_WRITE)),
  z.transform((items): SttChange[] => items.map(({ name, value }) => ({ name, value: value ?? null }))),
);
