import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, scheduledNotifications } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import {
  NotificationScheduler,
  scheduleNotification,
} from '../../src/server/modules/notifications/scheduler.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { waitFor } from './realtime-helpers.ts';

describe(`scheduled notifications (${backend})`, () => {
  let t: TestApp;
  /** A second server process on the same database (PostgreSQL); on PGlite the same app. */
  let other: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
    other = backend === 'postgres' ? await openTestApp({ sameDatabaseAs: t }) : t;
  });
  afterAll(async () => {
    if (other !== t) await other.close();
    await t.close();
  });

  const schedulerOf = (app: TestApp, staleSeconds = 300) =>
    new NotificationScheduler(app.database.db, app.notifications.notifier, {
      pollIntervalMs: 60_000,
      staleSeconds,
    });
  const copies = (title: string) =>
    withTenant(
      t.database.db,
      'demo',
      async (tx) =>
        (
          await tx
            .select()
            .from(notifications)
            .where(and(eq(notifications.title, title), eq(notifications.user_name, 'letan')))
        ).length,
    );
  const past = () => new Date(Date.now() - 1000);

  it('runs each due job once across two schedulers polling at the same time, and no job before its time', async () => {
    const titles = Array.from({ length: 12 }, (_, i) => `Nhắc lịch ${i}`);
    for (const title of titles)
      await scheduleNotification(t.database.db, 'demo', past(), { users: ['letan'], title });
    await scheduleNotification(t.database.db, 'demo', new Date(Date.now() + 3_600_000), {
      users: ['letan'],
      title: 'Ngày mai',
    });
    const a = schedulerOf(t);
    const b = schedulerOf(other);
    const runs = await Promise.all([a.poll(), b.poll(), a.poll(), b.poll()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(12);
    for (const title of titles) expect(await copies(title)).toBe(1);
    expect(await copies('Ngày mai')).toBe(0);
    const pending = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(scheduledNotifications).where(sql`${scheduledNotifications.done_at} IS NULL`),
    );
    expect(pending.map((job) => (job.payload as { title: string }).title)).toEqual(['Ngày mai']);
  });

  it('a job survives a restart: a scheduler started later runs what fell due meanwhile', async () => {
    const stopped = schedulerOf(t);
    stopped.start();
    await stopped.stop();
    await scheduleNotification(t.database.db, 'demo', past(), {
      users: ['letan'],
      title: 'Trong lúc tắt máy',
      target: '/crm/tasks/3',
    });
    expect(await copies('Trong lúc tắt máy')).toBe(0);
    const restarted = schedulerOf(other);
    restarted.start();
    try {
      await waitFor(async () => (await copies('Trong lúc tắt máy')) === 1, 5000, 'the job at start');
    } finally {
      await restarted.stop();
    }
  });

  it('a job claimed by a process that died runs again once the claim is stale', async () => {
    await scheduleNotification(t.database.db, 'demo', past(), { users: ['letan'], title: 'Bị bỏ dở' });
    await t.database.db.execute(sql`SELECT * FROM claim_scheduled_notifications('dead-worker', 10, 300)`);
    const survivor = schedulerOf(other, 1);
    expect(await survivor.poll()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await survivor.poll()).toBe(1);
    expect(await copies('Bị bỏ dở')).toBe(1);
  });
});
