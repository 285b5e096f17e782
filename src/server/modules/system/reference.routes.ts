import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { z } from 'zod';
import type {
  commandListSchema,
  configListSchema,
  voucherLockListSchema,
} from '../../../contract/api/reference.api.ts';
import { can } from '../../../contract/auth/rules.ts';
import type { Db } from '../../db/client.ts';
import { branches } from '../../db/entity-tables.ts';
import { commands, configs, voucherLocks } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { AppEnv } from '../../http/context.ts';
import type { ActiveBranch, ServerCaches } from '../../lib/server-caches.ts';
import { SECRET_SETTINGS, SETTINGS_MENU } from './setting-store.ts';

/**
 * The tenant's active branches, sorted by ma_dvcs: read by every client at startup and on every
 * branch switch, so kept for a short while (caches.branches; GET system/clear-cache drops it).
 */
export function activeBranches(db: Db, caches: ServerCaches, tenantId: string): Promise<ActiveBranch[]> {
  return caches.branches.get(tenantId, () =>
    withTenant(db, tenantId, (tx) =>
      tx
        .select({
          ma_dvcs: branches.ma_dvcs,
          ten_dvcs: branches.ten_dvcs,
          dia_chi: branches.dia_chi,
          dien_thoai: branches.dien_thoai,
        })
        .from(branches)
        .where(eq(branches.status, 1))
        .orderBy(asc(branches.ma_dvcs)),
    ),
  );
}

/**
 * The reference lists every signed-in client loads at startup (spec §4): menu commands, voucher
 * locks and settings. The branches are the branch catalogue's open list (system/branchs.entity.ts
 * `openList`, served by the entity router). Editing them comes with the entity engine.
 */
export function referenceRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/command', async (c) => {
      const english = c.get('locale') === 'en';
      const rows = await withTenant(db, c.get('tenantId'), (tx) =>
        tx.select().from(commands).orderBy(asc(commands.order)),
      );
      const items = rows.map((row) => ({
        menu_id: row.id,
        menu_id0: row.menu_id0,
        command: row.command,
        title: english ? row.title_en : row.title,
        order: row.order,
        icon: row.icon,
      }));
      return c.json({ items, total: items.length } satisfies z.infer<typeof commandListSchema>);
    })
    .get('/command/lookup', async (c) => {
      const english = c.get('locale') === 'en';
      const rows = await withTenant(db, c.get('tenantId'), (tx) =>
        tx.select().from(commands).orderBy(asc(commands.order)),
      );
      const items = rows.map((row) => ({ value: row.id, label: english ? row.title_en : row.title }));
      return c.json({ items, total: items.length });
    })
    .get('/voucher-locks', async (c) => {
      const filters: SQL[] = [];
      const maDvcs = c.req.query('ma_dvcs');
      const maCt = c.req.query('ma_ct');
      if (maDvcs) filters.push(inArray(voucherLocks.ma_dvcs, maDvcs.split(',')));
      if (maCt) filters.push(inArray(voucherLocks.ma_ct, maCt.split(',')));
      const items = await withTenant(db, c.get('tenantId'), (tx) =>
        tx
          .select({ ma_dvcs: voucherLocks.ma_dvcs, ma_ct: voucherLocks.ma_ct, ngay_ks: voucherLocks.ngay_ks })
          .from(voucherLocks)
          .where(and(...filters))
          .orderBy(asc(voucherLocks.ma_dvcs), asc(voucherLocks.ma_ct)),
      );
      return c.json({ items, total: items.length } satisfies z.infer<typeof voucherLockListSchema>);
    })
    .get('/configs', async (c) => {
      const rows = await withTenant(db, c.get('tenantId'), (tx) =>
        tx
          .select({ name: configs.name, group: configs.group, value: configs.value })
          .from(configs)
          .orderBy(asc(configs.name)),
      );
      // Every signed-in client loads the settings; credentials only reach those who may change them.
      const mayReadSecrets = can(c.get('user'), SETTINGS_MENU, 'edit');
      const items = mayReadSecrets ? rows : rows.filter((row) => !SECRET_SETTINGS.has(row.name));
      return c.json({ items, total: items.length } satisfies z.infer<typeof configListSchema>);
    });
}
