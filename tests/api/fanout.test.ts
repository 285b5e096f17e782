import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../src/contract/api/notifications.api.ts';
import { signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { hubClient, waitFor } from './realtime-helpers.ts';

/**
 * Two server processes on one database: a client connected to the second receives what the
 * first sends, through PostgreSQL LISTEN/NOTIFY or Redis pub/sub. Needs a PostgreSQL server
 * (PGlite is one process); the Redis case runs when TEST_REDIS_URL names a Redis server (.ci/run
 * starts one and sets it).
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** Ends the LISTEN connections of the database, as a network cut or a server restart would. */
async function terminateListeners(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
  } finally {
    await client.end();
  }
}

for (const via of ['postgres', 'redis'] as const) {
  const runs = backend === 'postgres' && (via === 'postgres' || redisUrl !== undefined);
  describe.skipIf(!runs)(`hub fan-out between two servers through ${via}`, () => {
    let first: TestApp;
    let second: TestApp;
    const bus = via === 'redis' ? { redisUrl: redisUrl ?? '' } : { postgres: true };
    beforeAll(async () => {
      first = await openTestApp({ bus });
      second = await openTestApp({ bus, sameDatabaseAs: first });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('delivers a notification sent on one server to a client of the other', async () => {
      expect(first.notifications.realtime.busKind).toBe(via);
      const token = (await signIn(first, 'letan')).session.access_token;
      const connection = hubClient(await second.listen(), () => token);
      const received: NotificationItem[] = [];
      connection.on('ReceiveNotification', (item: NotificationItem) => {
        received.push(item);
      });
      await connection.start();
      try {
        await first.notifications.notifier.sendNotification('demo', ['letan'], {
          title: `Qua ${via}`,
          target: '/crm/tasks/7',
        });
        await waitFor(() => received.length === 1, 5000, `delivery through ${via}`);
        expect(received[0]).toMatchObject({ title: `Qua ${via}`, target: '/crm/tasks/7' });
        // A user connected nowhere gets nothing, and the first server has no socket of its own.
        expect(first.notifications.realtime.hub.connectionsOf('demo', 'letan')).toBe(0);
        if (via === 'postgres') {
          // The second server's LISTEN connection dies; it listens again and deliveries resume.
          await terminateListeners(second.databaseUrl ?? '');
          await waitFor(
            async () => {
              await first.notifications.notifier.sendNotification('demo', ['letan'], {
                title: 'Sau khi mất kết nối',
              });
              await new Promise((resolve) => setTimeout(resolve, 300));
              return received.some((n) => n.title === 'Sau khi mất kết nối');
            },
            10_000,
            'delivery after the listener reconnected',
          );
        }
      } finally {
        await connection.stop();
      }
    }, 30_000);
  });
}
