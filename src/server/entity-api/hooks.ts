import type { Tx } from '../db/with-tenant.ts';
import type { RequestScope } from './model.ts';
import type { Row } from './records.ts';

/** What a write hook knows of the request besides the rows. */
export interface HookRequest {
  readonly scope: RequestScope;
  /** The request's query parameters (a confirmation flag such as `?confirm=1`). */
  readonly query: Readonly<Record<string, string>>;
}

/**
 * Business rules of one entity that the generic writes run inside their transaction (overlap
 * checks of appointments, their reminders). `before` is null on create; `next` is the row as it
 * will be written.
 */
export interface WriteHooks {
  /** After the scope checks, before uniqueness and the write: may refuse (throw) or fill values. */
  readonly beforeWrite?: (tx: Tx, request: HookRequest, next: Row, before: Row | null) => Promise<Row>;
  /** After the write, in the same transaction (the record as read back; null once deleted). */
  readonly afterWrite?: (
    tx: Tx,
    request: HookRequest,
    record: Row | null,
    before: Row | null,
  ) => Promise<void>;
}

/** Hooks by entity registry name. */
export type WriteHookMap = Readonly<Record<string, WriteHooks>>;
