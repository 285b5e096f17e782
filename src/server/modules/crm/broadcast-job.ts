import { sql } from 'drizzle-orm';
import type { BroadcastState, RecipientStatus } from '../../../contract/api/campaigns.api.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { crmBroadcastRecipients, crmBroadcasts } from '../../db/crm-tables.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { ApiError } from '../../http/errors.ts';
import { deliver, logMessage, type MessageSender } from '../messaging/sender.ts';

/** Recipients claimed per round: small enough that progress moves, large enough to keep sending. */
export const BROADCAST_BATCH = 20;

interface Claimed {
  id: string;
  recipient: string;
}

interface Job {
  id: string;
  kenh: 'sms' | 'email';
  noi_dung: string;
}

/**
 * Claims the next pending recipients: they become `sending` in a transaction that commits before
 * any message goes out, so another run (a retry, a second server process) skips them — a claimed
 * row is never claimed again, and no customer of a broadcast is sent twice.
 */
async function claim(db: Db, tenantId: string, broadcastId: string): Promise<Claimed[]> {
  return withTenant(db, tenantId, async (tx) =>
    rowsOf<Claimed>(
      await tx.execute(sql`
        UPDATE ${crmBroadcastRecipients} r SET status = 'sending', attempts = r.attempts + 1, updated_at = now()
        WHERE r.tenant_id = ${tenantId} AND r.status = 'pending' AND r.id IN (
          SELECT id FROM ${crmBroadcastRecipients}
          WHERE tenant_id = ${tenantId} AND broadcast_id = ${broadcastId} AND status = 'pending'
          ORDER BY id LIMIT ${BROADCAST_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING r.id, r.recipient`),
    ),
  );
}

/** Sends one claimed message (no transaction held over the gateway), then logs it and its outcome. */
async function send(db: Db, tenantId: string, sender: MessageSender, job: Job, row: Claimed) {
  const message = {
    channel: job.kenh,
    to: row.recipient,
    body: job.noi_dung,
    redactedBody: job.noi_dung,
    purpose: 'broadcast',
  };
  const result = await deliver(sender, message);
  const failed = result.status === 'failed';
  await withTenant(db, tenantId, async (tx) => {
    await logMessage(tx, tenantId, sender, message, result);
    await tx.execute(sql`UPDATE ${crmBroadcastRecipients}
      SET status = ${failed ? 'failed' : 'sent'}, reason = ${failed ? (result.error ?? 'failed') : null},
          sent_at = ${failed ? null : sql`now()`}, updated_at = now()
      WHERE tenant_id = ${tenantId} AND id = ${row.id}`);
  });
}

async function loadJob(db: Db, tenantId: string, broadcastId: string): Promise<Job> {
  const [job] = await withTenant(db, tenantId, async (tx) =>
    rowsOf<Job>(
      await tx.execute(sql`SELECT id, kenh, noi_dung FROM ${crmBroadcasts}
        WHERE tenant_id = ${tenantId} AND id = ${broadcastId}`),
    ),
  );
  if (!job) throw new ApiError(404, 'RECORD_NOT_FOUND');
  return job;
}

/** Done once nothing is pending or being sent. */
async function finishIfDone(db: Db, tenantId: string, broadcastId: string): Promise<void> {
  await withTenant(db, tenantId, (tx) =>
    tx.execute(sql`UPDATE ${crmBroadcasts} SET trang_thai = 'done', finished_at = now(), updated_at = now()
      WHERE tenant_id = ${tenantId} AND id = ${broadcastId} AND trang_thai = 'running'
        AND NOT EXISTS (SELECT 1 FROM ${crmBroadcastRecipients} WHERE tenant_id = ${tenantId}
          AND broadcast_id = ${broadcastId} AND status IN ('pending', 'sending'))`),
  );
}

/**
 * The broadcast's job, in the server process: claim a batch, send it, repeat until nothing is
 * pending. Several runs of one broadcast may overlap (a retry while it runs, two processes): the
 * claim keeps them apart. A message whose process died while sending stays `sending` (it may have
 * left), and is not sent again.
 */
export async function runBroadcast(db: Db, tenantId: string, broadcastId: string, sender: MessageSender) {
  const job = await loadJob(db, tenantId, broadcastId);
  for (let batch = await claim(db, tenantId, broadcastId); batch.length > 0; ) {
    for (const row of batch) await send(db, tenantId, sender, job, row);
    batch = await claim(db, tenantId, broadcastId);
  }
  await finishIfDone(db, tenantId, broadcastId);
}

/** A retry puts the failed recipients back to pending (sent ones stay sent) and runs again. */
export async function requeueFailed(db: Db, tenantId: string, broadcastId: string): Promise<void> {
  await loadJob(db, tenantId, broadcastId);
  await withTenant(db, tenantId, async (tx) => {
    await tx.execute(sql`UPDATE ${crmBroadcastRecipients} SET status = 'pending', updated_at = now()
      WHERE tenant_id = ${tenantId} AND broadcast_id = ${broadcastId} AND status = 'failed'`);
    await tx.execute(sql`UPDATE ${crmBroadcasts} SET trang_thai = 'running', finished_at = NULL
      WHERE tenant_id = ${tenantId} AND id = ${broadcastId}`);
  });
}

const STATUSES: readonly RecipientStatus[] = ['pending', 'sending', 'sent', 'failed', 'skipped'];

/** The broadcast and its progress (recipients per status). */
export async function broadcastState(db: Db, tenantId: string, broadcastId: string): Promise<BroadcastState> {
  return withTenant(db, tenantId, async (tx) => {
    const [row] = rowsOf<Omit<BroadcastState, 'counts' | 'total'>>(
      await tx.execute(sql`SELECT id, campaign_id, kenh, loc_kh, noi_dung, trang_thai,
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
          to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS finished_at
        FROM ${crmBroadcasts} WHERE tenant_id = ${tenantId} AND id = ${broadcastId}`),
    );
    if (!row) throw new ApiError(404, 'RECORD_NOT_FOUND');
    const counted = rowsOf<{ status: RecipientStatus; n: number }>(
      await tx.execute(sql`SELECT status, count(*)::int AS n FROM ${crmBroadcastRecipients}
        WHERE tenant_id = ${tenantId} AND broadcast_id = ${broadcastId} GROUP BY status`),
    );
    const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<RecipientStatus, number>;
    for (const { status, n } of counted) counts[status] = Number(n);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return { ...row, total, counts };
  });
}
