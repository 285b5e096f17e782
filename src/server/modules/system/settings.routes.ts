import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import {
  type Config,
  configSchema,
  configsBulkSchema,
  decryptRequestSchema,
  encryptRequestSchema,
  encryptsRequestSchema,
  voucherLockSchema,
} from '../../../contract/api/system.settings.api.ts';
import { checkBranches } from '../../../contract/auth/rules.ts';
import type { Db } from '../../db/client.ts';
import { branches } from '../../db/entity-tables.ts';
import { voucherLocks } from '../../db/schema.ts';
import type { ServerSecrets } from '../../db/secrets.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { requireAccess, requireAdmin } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { fillBranchOfBody } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';
import { decryptForTenant, encryptForTenant } from '../../lib/tenant-crypto.ts';
import { auditedConfig, checkConfigWrites, writeConfigs } from './setting-store.ts';
import { checkConfigWriteRight, checkTableLayouts } from './table-layouts.ts';

/**
 * POST (one) and PUT (several) system/configs: every value checked against the settings
 * declaration before anything is written, then all of them and the audit row in one transaction.
 */
async function saveConfigs(c: Context<AppEnv>, db: Db, items: Config[], recordId?: string) {
  const user = c.get('user');
  checkConfigWriteRight(user, items);
  checkConfigWrites(items, c.get('locale') ?? 'vi', user.is_admin === 1);
  checkTableLayouts(items, c.get('locale') ?? 'vi');
  const tenantId = c.get('tenantId');
  await withTenant(db, tenantId, async (tx) => {
    await writeConfigs(tx, tenantId, user.user_name, items);
    const detail = recordId ? auditedConfig(items[0] as Config) : { items: items.map(auditedConfig) };
    await c.get('request').audit(tx, {
      action: 'update',
      object: 'system/configs',
      record_id: recordId ?? null,
      detail,
    });
  });
}

/** Writes of settings and period locks, and the administrators' encryption tools. */
export function settingsRoutes(db: Db, secrets: ServerSecrets) {
  return (
    new Hono<AppEnv>()
      // Rights per item (checkConfigWriteRight): table layouts need only the list's read right.
      .post('/configs', async (c) => {
        const item = parseBody(c, configSchema);
        await saveConfigs(c, db, [item], item.name);
        return c.json(item);
      })
      .put('/configs', async (c) => {
        const items = parseBody(c, configsBulkSchema);
        await saveConfigs(c, db, items);
        return c.json({ items, total: items.length });
      })
      .post('/voucher-locks', requireAccess('accounting.voucher-locks', 'edit'), async (c) => {
        const { user, tenantId } = c.get('request');
        fillBranchOfBody(c, 'ma_dvcs');
        const lock = parseBody(c, voucherLockSchema);
        await withTenant(db, tenantId, async (tx) => {
          const all = (await tx.select({ code: branches.ma_dvcs }).from(branches)).map((b) => b.code);
          const scope = checkBranches(user, [lock.ma_dvcs.toUpperCase()], all);
          if (!scope.ok) throw new ApiError(403, scope.code, { values: { branches: lock.ma_dvcs } });
          await tx
            .insert(voucherLocks)
            .values({
              tenant_id: tenantId,
              id: uuidv7(),
              ...lock,
              created_by: user.user_name,
              updated_by: user.user_name,
            })
            .onConflictDoUpdate({
              target: [voucherLocks.tenant_id, voucherLocks.ma_dvcs, voucherLocks.ma_ct],
              set: {
                ngay_ks: lock.ngay_ks,
                updated_by: user.user_name,
                updated_at: new Date(),
                version: sql`${voucherLocks.version} + 1`,
              },
            });
          await c.get('request').audit(tx, {
            action: 'update',
            object: 'system/voucher-locks',
            record_id: `${lock.ma_dvcs}/${lock.ma_ct}`,
            detail: lock,
          });
        });
        return c.json(lock);
      })
      .delete(
        '/voucher-locks/:ma_dvcs/:ma_ct',
        requireAccess('accounting.voucher-locks', 'del'),
        async (c) => {
          const { ma_dvcs, ma_ct } = c.req.param();
          const deleted = await withTenant(db, c.get('tenantId'), async (tx) => {
            const rows = await tx
              .delete(voucherLocks)
              .where(and(eq(voucherLocks.ma_dvcs, ma_dvcs), eq(voucherLocks.ma_ct, ma_ct)))
              .returning({ id: voucherLocks.id });
            await c.get('request').audit(tx, {
              action: 'delete',
              object: 'system/voucher-locks',
              record_id: `${ma_dvcs}/${ma_ct}`,
            });
            return rows.length;
          });
          return c.json({ deleted });
        },
      )
      .post('/encrypt', requireAdmin(), (c) => {
        const { text } = parseBody(c, encryptRequestSchema);
        return c.json({ data: encryptForTenant(secrets.encrypt, c.get('tenantId'), text) });
      })
      .post('/encrypts', requireAdmin(), (c) => {
        const { items } = parseBody(c, encryptsRequestSchema);
        return c.json({
          items: items.map((text) => encryptForTenant(secrets.encrypt, c.get('tenantId'), text)),
        });
      })
      .post('/decrypt', requireAdmin(), (c) => {
        const { data } = parseBody(c, decryptRequestSchema);
        const text = decryptForTenant(secrets.encrypt, c.get('tenantId'), data);
        if (text === null) throw new ApiError(400, 'DECRYPT_FAILED');
        return c.json({ text });
      })
  );
}
