import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import {
  type NotificationContent,
  notificationContentSchema,
} from '../../../contract/api/notifications.api.ts';
import { writeAudit } from '../../db/audit.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { scheduledNotifications } from '../../db/schema.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import { activeUserNames } from './notifications.store.ts';
import { type Notifier, type SendOptions, SYSTEM_CLIENT } from './notifier.ts';

/** What a scheduled job sends: to these users (null: every active user) at its time. */
export interface ScheduledPayload extends NotificationContent {
  users: string[] | null;
}

/** Stores a job inside the caller's transaction, with its audit entry; answers its id. */
export async function scheduleIn(
  tx: Tx,
  tenantId: string,
  at: Date,
  payload: ScheduledPayload,
  options: SendOptions = {},
) {
  const content = notificationContentSchema.parse(payload);
  const id = uuidv7();
  const by = options.by ?? null;
  await tx.insert(scheduledNotifications).values({
    tenant_id: tenantId,
    id,
    run_at: at,
    payload: { ...content, users: payload.users },
    created_by: by,
    updated_by: by,
  });
  const entry = {
    user_name: by,
    action: 'create',
    object: 'notifications/schedule',
    record_id: id,
    detail: { at: at.toISOString(), title: content.title },
  };
  await writeAudit(tx, tenantId, entry, options.client ?? SYSTEM_CLIENT);
  return id;
}

/** scheduleNotification() for other modules: one transaction of its own. */
export function scheduleNotification(
  db: Db,
  tenantId: string,
  at: Date,
  payload: ScheduledPayload,
  options: SendOptions = {},
) {
  return withTenant(db, tenantId, (tx) => scheduleIn(tx, tenantId, at, payload, options));
}

export interface SchedulerOptions {
  /** How often due jobs are looked for (default 5 s). */
  pollIntervalMs?: number;
  /** Jobs claimed per poll (default 20). */
  batchSize?: number;
  /** A job claimed this long ago by a process that never finished it is claimed again (default 300 s). */
  staleSeconds?: number;
}

interface ClaimedJob {
  tenant_id: string;
  id: string;
  payload: ScheduledPayload;
}

/**
 * Runs due jobs of every tenant. Several processes may poll the same database: a job is claimed
 * by one (claim_scheduled_notifications: FOR UPDATE SKIP LOCKED) and marked done in the same
 * transaction that stores its notifications, so it runs once. Jobs are rows, so a restart loses
 * none: the first poll, at start, runs whatever fell due meanwhile.
 */
export class NotificationScheduler {
  readonly workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
    private readonly options: SchedulerOptions = {},
  ) {}

  start(): void {
    this.poll();
    this.timer = setInterval(() => this.poll(), this.options.pollIntervalMs ?? 5000);
    this.timer.unref();
  }

  /** One poll, unless the previous one still runs; answers how many jobs it ran. */
  poll(): Promise<number> {
    this.running = this.running
      .then(() => this.runDue())
      .catch((error) => {
        console.error('[scheduler] poll failed', error);
        return 0;
      });
    return this.running;
  }

  /** Stops polling and waits for the jobs in hand (shutdown). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async runDue(): Promise<number> {
    const result = await this.db.execute(
      sql`SELECT * FROM claim_scheduled_notifications(${this.workerId}, ${this.options.batchSize ?? 20}, ${this.options.staleSeconds ?? 300})`,
    );
    const jobs = rowsOf<ClaimedJob>(result);
    let ran = 0;
    for (const job of jobs) if (await this.run(job)) ran++;
    return ran;
  }

  private async run(job: ClaimedJob): Promise<boolean> {
    try {
      const stored = await withTenant(this.db, job.tenant_id, async (tx) => {
        const done = await tx
          .update(scheduledNotifications)
          .set({
            done_at: new Date(),
            updated_at: new Date(),
            version: sql`${scheduledNotifications.version} + 1`,
          })
          .where(
            and(eq(scheduledNotifications.id, job.id), eq(scheduledNotifications.claimed_by, this.workerId)),
          )
          .returning({ id: scheduledNotifications.id });
        // Claimed again by another process meanwhile (this one was too slow): leave it to that one.
        if (done.length === 0) return null;
        const recipients = await activeUserNames(tx, job.payload.users);
        return this.notifier.storeIn(tx, job.tenant_id, recipients, job.payload);
      });
      if (stored) await this.notifier.deliver(job.tenant_id, stored);
      return stored !== null;
    } catch (error) {
      console.error(`[scheduler] job ${job.id} of ${job.tenant_id} failed`, error);
      await this.recordFailure(job, error as Error);
      return false;
    }
  }

  private async recordFailure(job: ClaimedJob, error: Error): Promise<void> {
    await withTenant(this.db, job.tenant_id, (tx) =>
      tx
        .update(scheduledNotifications)
        .set({ error: error.message.slice(0, 1000) })
        .where(eq(scheduledNotifications.id, job.id)),
    ).catch(() => {});
  }
}
