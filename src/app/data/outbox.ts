import { proxy } from 'valtio';
import { z } from 'zod/mini';
import { branchState, branchsHeader } from '../state/branch.ts';
import { session } from '../state/session.ts';
import { ApiRequestError, apiRequest, SessionLostError } from './api.ts';
import {
  afterOutcome,
  byQueueOrder,
  nextToSend,
  type OutboxItem,
  type SendOutcome,
  stopsReplay,
} from './outbox-queue.ts';
import { type OutboxStore, openOutboxStore } from './outbox-store.ts';
import { fillBranch } from './request-params.ts';

/**
 * The outbox (DESIGN.md §7): every entity write is first kept in IndexedDB — one database per
 * tenant and user, `<tenant>.outbox.<user>` — with its Idempotency-Key (the item's UUIDv7 id),
 * then sent in queue order. It leaves the queue only once the server answered it, so a write cut
 * off mid-flight, a reload or a closed browser loses nothing, and the key makes a repeat apply
 * once. A Web Lock keeps two tabs from sending the same queue at the same time.
 */

export const outbox = proxy({
  /** The signed-in user's items in queue order (a mirror of IndexedDB). */
  items: [] as OutboxItem[],
  replaying: false,
});

let cached: { owner: string; store: OutboxStore } | null = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('outbox');
const sentListeners = new Set<(item: OutboxItem, body: unknown) => void>();

/** `<tenant>.<user>` of the signed-in user, '' when nobody is. */
function owner(): string {
  const user = session.user?.user_name;
  return session.tenant && user && session.signedIn ? `${session.tenant}.${user}` : '';
}

function currentStore(): OutboxStore | null {
  const who = owner();
  if (!who) return null;
  if (cached?.owner !== who) {
    const user = session.user?.user_name ?? '';
    cached = { owner: who, store: openOutboxStore(`${session.tenant}.outbox.${user}`) };
  }
  return cached.store;
}

async function readAll(store: OutboxStore): Promise<OutboxItem[]> {
  return (await store.all()).sort(byQueueOrder);
}

/** Reads the queue again into `outbox.items` (after a change here or in another tab). */
export async function refreshOutbox(): Promise<void> {
  const store = currentStore();
  outbox.items = store ? await readAll(store) : [];
}

function changed(): Promise<void> {
  channel?.postMessage('changed');
  return refreshOutbox();
}

channel?.addEventListener('message', () => void refreshOutbox());

/** Told when an item was applied on the server (lists and records are then refreshed). */
export function onOutboxSent(listener: (item: OutboxItem, body: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export type NewWrite = Pick<
  OutboxItem,
  'entity' | 'entityPath' | 'path' | 'method' | 'op' | 'recordId' | 'label'
> & {
  body?: Record<string, unknown> | undefined;
};

/** A queued item for `write`, the branch filled as a POST would fill it (spec §7). */
export function outboxItem(id: string, write: NewWrite): OutboxItem {
  const single = branchState.branchs.length === 1 ? (branchState.branchs[0] ?? null) : null;
  const body = write.method === 'POST' ? (fillBranch(write.body, single) as OutboxItem['body']) : write.body;
  return {
    ...write,
    id,
    body,
    branchs: branchsHeader(),
    createdAt: new Date().toISOString(),
    state: 'pending',
    attempts: 0,
  };
}

async function send(item: OutboxItem): Promise<SendOutcome> {
  const headers: Record<string, string> = { 'Idempotency-Key': item.id };
  if (item.branchs) headers.Branchs = item.branchs;
  try {
    const body = await apiRequest(item.method, item.path, z.unknown(), {
      body: item.body,
      headers,
      keepBody: true,
    });
    return { kind: 'sent', body };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const { code, fields } = error.body;
      return { kind: 'refused', status: error.status, code, message: error.message, fields };
    }
    if (error instanceof SessionLostError)
      return { kind: 'refused', status: 401, code: 'UNAUTHORIZED', message: error.message };
    return { kind: 'no-answer', message: error instanceof Error ? error.message : String(error) };
  }
}

function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, work) : work();
}

/** Sends the pending items in order until the queue is done or the network is gone. */
export function replayOutbox(): Promise<Map<string, SendOutcome>> {
  const store = currentStore();
  if (!store) return Promise.resolve(new Map());
  return withLock(`${owner()}.outbox`, async () => {
    const results = new Map<string, SendOutcome>();
    outbox.replaying = true;
    try {
      for (let item = nextToSend(await readAll(store)); item; item = nextToSend(await readAll(store))) {
        const outcome = await send(item);
        results.set(item.id, outcome);
        const next = afterOutcome(item, outcome);
        if (next) await store.put(next);
        else await store.remove(item.id);
        if (outcome.kind === 'sent') for (const listener of sentListeners) listener(item, outcome.body);
        if (stopsReplay(outcome)) break;
      }
    } finally {
      outbox.replaying = false;
      await changed();
    }
    return results;
  });
}

export type SubmitResult = { sent: true; body: unknown } | { sent: false };

/**
 * A write made in a form or a dialog: queued, then sent at once behind anything queued before it.
 * A refusal comes back as the ApiRequestError the form shows (and leaves the queue: the user fixes
 * it there); with no answer it stays queued and `{ sent: false }` says so.
 */
export async function submitWrite(write: NewWrite, id: string): Promise<SubmitResult> {
  const store = currentStore();
  if (!store) throw new SessionLostError();
  await store.put(outboxItem(id, write));
  await changed();
  const outcome = (await replayOutbox()).get(id);
  if (outcome?.kind === 'sent') return { sent: true, body: outcome.body };
  if (outcome?.kind === 'refused' && !stopsReplay(outcome)) {
    await discardItem(id);
    const { status, code, message, fields } = outcome;
    throw new ApiRequestError(status, fields ? { code, message, fields } : { code, message }, true);
  }
  // Sent by another tab's replay meanwhile: gone from the queue, answered there.
  if (!outcome && !(await store.get(id))) return { sent: true, body: null };
  return { sent: false };
}

export async function discardItem(id: string): Promise<void> {
  const store = currentStore();
  if (!store) return;
  await store.remove(id);
  await changed();
}

/** "Gửi lại": back to pending, then a replay. */
export async function retryItem(id: string): Promise<void> {
  const store = currentStore();
  const item = await store?.get(id);
  if (!store || !item) return;
  await store.put({ ...item, state: 'pending' });
  await changed();
  await replayOutbox();
}
