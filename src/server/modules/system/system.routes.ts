import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { BUSINESS_TIME_ZONE, type Health, type ServerTime } from '../../../contract/api/system.api.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/context.ts';

export interface SystemDeps {
  database: Database;
  version: string;
  startedAt: number;
  now?: () => number;
}

/** GET /api/system/server-time: the clock the client advances (spec §4, "Other states"). */
export function systemRoutes({ now = Date.now }: SystemDeps) {
  return new Hono<AppEnv>().get('/server-time', (c) => {
    const timestamp = now();
    const body: ServerTime = {
      server_time: new Date(timestamp).toISOString(),
      timestamp,
      time_zone: BUSINESS_TIME_ZONE,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}

/** GET /api/health: for load balancers and operators; 503 when the database does not answer. */
export function healthRoutes({ database, version, startedAt, now = Date.now }: SystemDeps) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const reachable = await database.db.execute(sql`SELECT 1`).then(
      () => true,
      () => false,
    );
    const body: Health = {
      status: reachable ? 'ok' : 'unavailable',
      version,
      uptime_s: Math.floor((now() - startedAt) / 1000),
      database: { reachable, driver: database.driver, schema_version: database.schemaVersion },
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body, reachable ? 200 : 503);
  });
}
