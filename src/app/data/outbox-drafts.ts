/**
 * "Sửa lại" on the outbox screen: the refused write's values, handed to the entity form that the
 * screen opens next (the record's form, or the new-record form of a refused create). The form
 * starts from the server's latest version with these values over it, and saving it removes the
 * refused item from the queue.
 */
export interface OutboxDraft {
  /** Entity name and the record written (the client-made id of a create). */
  entity: string;
  recordId: string;
  create: boolean;
  values: Record<string, unknown>;
  /** The queued item the draft replaces. */
  itemId: string;
}

let waiting: OutboxDraft | null = null;

export function openDraft(draft: OutboxDraft): void {
  waiting = draft;
}

/** The draft for the form of `recordId` (undefined: a new record), if one waits for it. */
export function draftFor(entity: string, recordId: string | undefined): OutboxDraft | null {
  if (!waiting || waiting.entity !== entity) return null;
  const matches = waiting.create ? recordId === undefined : waiting.recordId === recordId;
  return matches ? waiting : null;
}

/** The form that took it closed or saved: it is not offered again. */
export function dropDraft(draft: OutboxDraft | null): void {
  if (draft && waiting === draft) waiting = null;
}
