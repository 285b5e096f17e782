import { asc, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type Stt, type SttChange, sttBulkSchema, sttUpsertSchema } from '../../../contract/api/stt.api.ts';
import type { Db } from '../../db/client.ts';
import { sttValues } from '../../db/schema.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import { requireAdmin } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseBody } from '../../http/validate.ts';

/** The whole status record; Object.fromEntries makes own properties whatever the names are. */
async function readStt(tx: Tx): Promise<Stt> {
  const rows = await tx
    .select({ name: sttValues.id, value: sttValues.value })
    .from(sttValues)
    .orderBy(asc(sttValues.id));
  return Object.fromEntries(rows.map((row) => [row.name, row.value as Stt[string]]));
}

/**
 * Applies the changes in order (a repeated name: the last one wins): one INSERT … ON CONFLICT for
 * the values set and one DELETE for the names removed (null).
 */
async function applyStt(tx: Tx, tenantId: string, userName: string, changes: SttChange[]) {
  const last = new Map(changes.map((change) => [change.name, change.value]));
  const set = [...last].filter(([, value]) => value !== null);
  const removed = [...last].filter(([, value]) => value === null).map(([name]) => name);
  if (set.length > 0) {
    await tx
      .insert(sttValues)
      .values(
        set.map(([name, value]) => ({
          tenant_id: tenantId,
          id: name,
          value,
          created_by: userName,
          updated_by: userName,
        })),
      )
      .onConflictDoUpdate({
        target: [sttValues.tenant_id, sttValues.id],
        set: {
          value: sql`excluded.value`,
          updated_by: userName,
          updated_at: new Date(),
          version: sql`${sttValues.version} + 1`,
        },
      });
  }
  if (removed.length > 0) await tx.delete(sttValues).where(inArray(sttValues.id, removed));
  return { set: set.map(([name]) => name), removed };
}

/** Applies one write and logs it in the same transaction; answers the whole record after it. */
async function saveStt(db: Db, c: Context<AppEnv>, method: 'POST' | 'PUT', changes: SttChange[]) {
  const tenantId = c.get('tenantId');
  const user = c.get('user');
  const stt = await withTenant(db, tenantId, async (tx) => {
    const names = await applyStt(tx, tenantId, user.user_name, changes);
    await c
      .get('request')
      .audit(tx, { action: 'update', object: 'system/stt', detail: { method, ...names } });
    return readStt(tx);
  });
  return c.json(stt);
}

/**
 * system/stt: the tenant's status record (contract/api/stt.api.ts says what it is). Any signed-in
 * user reads it at startup; only administrators change it, and every change is in system/logs.
 */
export function sttRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/stt', async (c) => c.json(await withTenant(db, c.get('tenantId'), readStt)))
    .post('/stt', requireAdmin(), (c) => saveStt(db, c, 'POST', parseBody(c, sttUpsertSchema)))
    .put('/stt', requireAdmin(), (c) => saveStt(db, c, 'PUT', parseBody(c, sttBulkSchema)));
}
