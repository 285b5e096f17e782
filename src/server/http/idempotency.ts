import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { type Tx, withTenant } from '../db/with-tenant.ts';
import type { AppEnv } from './context.ts';
import { ApiError, errorResponse } from './errors.ts';

/**
 * `Idempotency-Key` on writes the client may retry (DESIGN.md §4; the outbox of the app sends one
 * with every entity write). Per tenant and user, a key remembers the first successful answer
 * (status + JSON body) and a fingerprint of the request: a repeat answers the same without
 * writing again (`Idempotent-Replayed: true`), the same key on another request answers 422.
 *
 * Exactly once: entity writes claim the key inside their own transaction (claimIdempotencyKey,
 * an insert on the unique (tenant, user, key) index) and store their answer there too
 * (recordIdempotentAnswer), so the key and the write commit together or not at all. A concurrent
 * repeat waits on the unique index until the first commits, then replays its answer. Other /api
 * writes without such a claim store their successful answer after it is given (a repeat after
 * that replays; two truly simultaneous first tries of such a route may both run).
 *
 * Only successes are kept: a refused or failed write rolls its claim back, so the same key may
 * be tried again (a 409 or 400 answers the same again anyway). Keys live KEY_TTL_HOURS.
 */

export const KEY_TTL_HOURS = 48;
const VALID_KEY = /^[A-Za-z0-9\-_.:]{1,200}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Expired keys of a tenant are removed at most this often per process. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

interface PendingKey {
  tenantId: string;
  userName: string;
  key: string;
  fingerprint: string;
  /** Set when a write claimed the key in its transaction (and will record its answer there). */
  claimed: boolean;
  /** Set when the claim found the key already taken by a committed write. */
  taken: boolean;
}

const requestKey = new AsyncLocalStorage<PendingKey>();
const lastCleanup = new Map<string, number>();

/** Key order of objects does not change what was asked. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

function fingerprintOf(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  const text = `${c.req.method}\n${url.pathname}${url.search}\n${canonical(c.get('body'))}`;
  return createHash('sha256').update(text).digest('hex');
}

function expiry(): Date {
  return new Date(Date.now() + KEY_TTL_HOURS * 3600_000);
}

async function findKey(db: Db, pending: PendingKey) {
  const t = idempotencyKeys;
  const rows = await withTenant(db, pending.tenantId, (tx) =>
    tx
      .select({ fingerprint: t.fingerprint, status: t.status, response: t.response })
      .from(t)
      .where(
        and(
          eq(t.tenant_id, pending.tenantId),
          eq(t.user_name, pending.userName),
          eq(t.idem_key, pending.key),
          gt(t.expires_at, sql`now()`),
        ),
      ),
  );
  return rows[0];
}

type Earlier = NonNullable<Awaited<ReturnType<typeof findKey>>>;

function answerEarlier(c: Context<AppEnv>, pending: PendingKey, earlier: Earlier): Response {
  if (earlier.fingerprint !== pending.fingerprint) return errorResponse(c, 422, 'IDEMPOTENCY_KEY_REUSED');
  if (earlier.status === null) {
    c.header('Retry-After', '1');
    return errorResponse(c, 409, 'IDEMPOTENCY_IN_PROGRESS');
  }
  c.header('Idempotent-Replayed', 'true');
  return c.json(earlier.response as never, earlier.status as ContentfulStatusCode);
}

async function cleanupExpired(tx: Tx, tenantId: string): Promise<void> {
  const last = lastCleanup.get(tenantId) ?? 0;
  if (Date.now() - last < CLEANUP_EVERY_MS) return;
  lastCleanup.set(tenantId, Date.now());
  const t = idempotencyKeys;
  await tx.delete(t).where(and(eq(t.tenant_id, tenantId), sql`${t.expires_at} < now()`));
}

/** Inserts the key, or takes over an expired row of it; false when a live row holds it. */
async function insertKey(tx: Tx, pending: PendingKey, answer?: { status: number; body: unknown }) {
  const t = idempotencyKeys;
  const row = {
    tenant_id: pending.tenantId,
    id: uuidv7(),
    user_name: pending.userName,
    idem_key: pending.key,
    fingerprint: pending.fingerprint,
    status: answer?.status ?? null,
    response: answer?.body ?? null,
    expires_at: expiry(),
    created_by: pending.userName,
    updated_by: pending.userName,
  };
  const inserted = await tx
    .insert(t)
    .values(row)
    .onConflictDoUpdate({
      target: [t.tenant_id, t.user_name, t.idem_key],
      set: {
        fingerprint: row.fingerprint,
        status: row.status,
        response: row.response,
        expires_at: row.expires_at,
        updated_at: sql`now()`,
      },
      setWhere: sql`${t.expires_at} < now()`,
    })
    .returning({ id: t.id });
  await cleanupExpired(tx, pending.tenantId);
  return inserted.length > 0;
}

/**
 * First statement of an entity write's transaction: claims the request's key (no-op without
 * one). A key a committed write holds stops this one (the middleware answers that write's result).
 */
export async function claimIdempotencyKey(tx: Tx): Promise<void> {
  const pending = requestKey.getStore();
  if (!pending || pending.claimed) return;
  if (!(await insertKey(tx, pending))) {
    pending.taken = true;
    throw new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS');
  }
  pending.claimed = true;
}

/** Last statement of the claiming transaction: the answer a repeat will get. */
export async function recordIdempotentAnswer(tx: Tx, status: number, body: unknown): Promise<void> {
  const pending = requestKey.getStore();
  if (!pending?.claimed) return;
  const t = idempotencyKeys;
  await tx
    .update(t)
    .set({ status, response: JSON.parse(JSON.stringify(body)) })
    .where(
      and(eq(t.tenant_id, pending.tenantId), eq(t.user_name, pending.userName), eq(t.idem_key, pending.key)),
    );
}

/**
 * The key of a JSON (or bodiless) write; null when none applies. Multipart uploads are left
 * out: their files are not in the fingerprint, so a key could not tell two uploads apart.
 */
function readKey(c: Context<AppEnv>): string | null {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined || !WRITE_METHODS.has(c.req.method)) return null;
  const type = c.req.header('content-type');
  if (type && !type.toLowerCase().startsWith('application/json')) return null;
  const key = raw.trim();
  if (!VALID_KEY.test(key)) throw new ApiError(400, 'IDEMPOTENCY_KEY_INVALID');
  return key;
}

/** After authenticate(): answers repeats, and lets the write claim the key (see above). */
export function idempotentWrites(db: Db): (c: Context<AppEnv>, next: () => Promise<void>) => Promise<void> {
  return async (c, next) => {
    const key = readKey(c);
    if (key === null) return next();
    const pending: PendingKey = {
      tenantId: c.get('tenantId'),
      userName: c.get('user').user_name,
      key,
      fingerprint: fingerprintOf(c),
      claimed: false,
      taken: false,
    };
    const earlier = await findKey(db, pending);
    // Set, not returned: app.ts calls this from inside authenticate()'s next().
    if (earlier) {
      c.res = answerEarlier(c, pending, earlier);
      return;
    }
    await requestKey.run(pending, () => next());
    if (pending.taken) {
      const winner = await findKey(db, pending);
      if (winner) c.res = answerEarlier(c, pending, winner);
      return;
    }
    const { res } = c;
    const json = res.headers.get('content-type')?.includes('application/json');
    if (pending.claimed || res.status < 200 || res.status >= 300 || !json) return;
    const body: unknown = await res.clone().json();
    await withTenant(db, pending.tenantId, (tx) => insertKey(tx, pending, { status: res.status, body }));
  };
}
