/**
 * The rules of the outbox (DESIGN.md §7), pure: what a queued write is, which one goes next and
 * what an answer does to it. outbox.ts keeps the items in IndexedDB and sends them.
 */

export type OutboxOp = 'create' | 'update' | 'patch' | 'delete';

/**
 * pending: waiting to be sent (or sent without an answer: sent again with the same key).
 * conflict: the server refused what it holds (409 stale version, 400 validation): the user decides.
 * failed: refused for another reason (403, 404…): shown with the server's message.
 */
export type OutboxState = 'pending' | 'conflict' | 'failed';

export interface OutboxProblem {
  status: number | null;
  code: string;
  message: string;
  fields?: { field: string; message: string }[] | undefined;
}

export interface OutboxItem {
  /** UUIDv7, time-ordered: the queue's order and the Idempotency-Key the server keeps. */
  id: string;
  entity: string;
  /** API path of the entity (`stock/units`) and of the call (`stock/units/<id>`). */
  entityPath: string;
  path: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  op: OutboxOp;
  /** The record written: the client-made UUIDv7 of a create. */
  recordId: string;
  body?: Record<string, unknown> | undefined;
  /** The Branchs header when it was queued: the write means the branches chosen then. */
  branchs: string;
  /** What the user saw it as (display name or key), for the outbox screen. */
  label: string;
  createdAt: string;
  state: OutboxState;
  attempts: number;
  problem?: OutboxProblem | undefined;
}

/** What a send came back with. */
export type SendOutcome =
  | { kind: 'sent'; body: unknown }
  | { kind: 'refused'; status: number; code: string; message: string; fields?: OutboxProblem['fields'] }
  | { kind: 'no-answer'; message: string };

export function byQueueOrder(a: OutboxItem, b: OutboxItem): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const recordOf = (item: OutboxItem) => `${item.entityPath}#${item.recordId}`;

/**
 * The next item to send: the oldest pending one whose record has no earlier item still waiting
 * for the user (a conflict or failure), so an edit never overtakes the create it depends on.
 */
export function nextToSend(items: readonly OutboxItem[]): OutboxItem | undefined {
  const blocked = new Set<string>();
  for (const item of [...items].sort(byQueueOrder)) {
    if (item.state !== 'pending') blocked.add(recordOf(item));
    else if (!blocked.has(recordOf(item))) return item;
  }
  return undefined;
}

/**
 * The item after an answer: null once sent (it leaves the queue). A stale version or a validation
 * refusal is a conflict; other 4xx a failure; 5xx, 401 (signing in again) and no answer leave it
 * pending, to be sent again with the same key.
 */
export function afterOutcome(item: OutboxItem, outcome: SendOutcome): OutboxItem | null {
  if (outcome.kind === 'sent') return null;
  const attempts = item.attempts + 1;
  if (outcome.kind === 'no-answer') {
    return {
      ...item,
      attempts,
      state: 'pending',
      problem: { status: null, code: 'NETWORK', message: outcome.message },
    };
  }
  const { status, code, message, fields } = outcome;
  const problem: OutboxProblem = { status, code, message, fields };
  if (isTransient(outcome)) return { ...item, attempts, state: 'pending', problem };
  const conflict = (status === 409 && code === 'STALE_VERSION') || (status === 400 && code === 'VALIDATION');
  return { ...item, attempts, state: conflict ? 'conflict' : 'failed', problem };
}

/**
 * A refusal that may pass later as it is: the server failing, a session to renew, throttling, or
 * the same key still being written by an earlier try (IDEMPOTENCY_IN_PROGRESS).
 */
function isTransient(outcome: Extract<SendOutcome, { kind: 'refused' }>): boolean {
  const { status, code } = outcome;
  return status >= 500 || [401, 408, 429].includes(status) || code === 'IDEMPOTENCY_IN_PROGRESS';
}

/** Whether a replay pass stops after this answer: nothing more gets through for now. */
export function stopsReplay(outcome: SendOutcome): boolean {
  return outcome.kind === 'no-answer' || (outcome.kind === 'refused' && isTransient(outcome));
}

/** Pending and waiting-for-the-user counts, for the navbar badge. */
export function countByState(items: readonly Pick<OutboxItem, 'state'>[]): {
  pending: number;
  attention: number;
} {
  const pending = items.filter((item) => item.state === 'pending').length;
  return { pending, attention: items.length - pending };
}
