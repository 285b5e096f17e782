import pg from 'pg';
import { createClient } from 'redis';
import type { HubDelivery } from './hub.ts';

/**
 * Fan-out of hub deliveries to every server process: each process publishes, and each delivers
 * what it receives to its own connections (its own publications included).
 */
export interface FanoutBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  publish(batch: HubDelivery[]): Promise<void>;
  close(): Promise<void>;
}

export type Deliver = (batch: HubDelivery[]) => void;

export const CHANNEL = 'sen_realtime';

/** One process (PGlite opens its data folder from a single process): deliver directly. */
export function localBus(deliver: Deliver): FanoutBus {
  return {
    kind: 'local',
    publish: async (batch) => void deliver(batch),
    close: async () => {},
  };
}

function receive(deliver: Deliver, text: string): void {
  try {
    deliver(JSON.parse(text) as HubDelivery[]);
  } catch (error) {
    console.error('[realtime] bad fan-out message', error);
  }
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection listens; publishing is a pg_notify on a
 * short-lived pool connection. A NOTIFY payload must stay under 8000 bytes: deliveries are kept
 * small by the sender (notification texts are bounded, user lists chunked).
 */
export async function postgresBus(databaseUrl: string, deliver: Deliver): Promise<FanoutBus> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let listener: pg.Client | undefined;
  let closing = false;
  // Deliveries published while the listener is down are lost to this process's sockets; the
  // notifications stay stored, and a reconnecting client reloads its list.
  const retry = () => {
    if (!closing) setTimeout(() => void listen().catch(retry), 1000).unref();
  };
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => message.payload && receive(deliver, message.payload));
    client.on('error', (error) => {
      console.error('[realtime] LISTEN connection lost, reconnecting', error.message);
      void client.end().catch(() => {});
      retry();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  };
  await listen();
  return {
    kind: 'postgres',
    publish: async (batch) => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(batch)]);
    },
    close: async () => {
      closing = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Redis pub/sub (REDIS_URL): a subscriber connection and a publisher connection. */
export async function redisBus(redisUrl: string, deliver: Deliver): Promise<FanoutBus> {
  const publisher = createClient({ url: redisUrl });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => console.error('[realtime] redis', error.message));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL, (message) => receive(deliver, message));
  return {
    kind: 'redis',
    publish: async (batch) => {
      await publisher.publish(CHANNEL, JSON.stringify(batch));
    },
    close: async () => {
      await subscriber.unsubscribe(CHANNEL).catch(() => {});
      await Promise.all([subscriber.close(), publisher.close()]);
    },
  };
}

/** Redis when configured, else PostgreSQL LISTEN/NOTIFY on a server database, else in-process. */
export function openBus(
  config: { redisUrl?: string | undefined; databaseUrl?: string | undefined },
  deliver: Deliver,
): Promise<FanoutBus> {
  if (config.redisUrl) return redisBus(config.redisUrl, deliver);
  if (config.databaseUrl) return postgresBus(config.databaseUrl, deliver);
  return Promise.resolve(localBus(deliver));
}
