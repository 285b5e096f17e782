import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema, serverTimeSchema } from '../../src/contract/api/system.api.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const migrationCount = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')).entries.length;

describe(`system endpoints (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/system/server-time answers the current server clock, never cached', async () => {
    const before = Date.now();
    const response = await t.request('/api/system/server-time');
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = serverTimeSchema.parse(await response.json());
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.timestamp).toBeLessThanOrEqual(after);
    expect(Date.parse(body.server_time)).toBe(body.timestamp);
    expect(body.time_zone).toBe('Asia/Ho_Chi_Minh');
  });

  it('GET /api/health reports the database, the applied migrations, uptime and version', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    const body = healthSchema.parse(await response.json());
    expect(body).toMatchObject({
      status: 'ok',
      version: 'test',
      database: { reachable: true, driver: backend, schema_version: migrationCount },
    });
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('GET /api/health answers 503 when the database is gone', async () => {
    const broken = await openTestApp({ seed: false });
    await broken.database.close();
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });
    await broken.close().catch(() => {});
  });
});
