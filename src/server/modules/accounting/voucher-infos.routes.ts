import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import {
  statusLabel,
  type VoucherInfo,
  voucherInfoListQuery,
  voucherInfoSchema,
  voucherInfoUpdateSchema,
} from '../../../contract/api/voucher-infos.api.ts';
import { entityMessages } from '../../../contract/entity/messages.ts';
import type { Db } from '../../db/client.ts';
import { voucherInfos } from '../../db/schema.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import { statusColumns } from '../../documents/voucher-setup.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { translate } from '../../i18n.ts';

const MENU = 'accounting.voucher-infos';
const OBJECT = 'accounting/voucher-infos';

const columns = {
  ma_ct: voucherInfos.ma_ct,
  ...statusColumns,
  version: voucherInfos.version,
};

function keyOf(c: Context<AppEnv>): SQL {
  const maCt = c.req.param('ma_ct')?.toUpperCase() ?? '';
  return and(eq(voucherInfos.ma_ct, maCt), eq(voucherInfos.status, c.req.param('status') ?? '')) as SQL;
}

async function findOne(tx: Tx, key: SQL): Promise<VoucherInfo> {
  const [row] = await tx.select(columns).from(voucherInfos).where(key);
  if (!row) throw new ApiError(404, 'RECORD_NOT_FOUND');
  return row as VoucherInfo;
}

function audit(tx: Tx, c: Context<AppEnv>, action: string, row: { ma_ct: string; status: string }) {
  return c.get('request').audit(tx, {
    action,
    object: OBJECT,
    record_id: `${row.ma_ct}/${row.status}`,
    detail: row,
  });
}

function duplicate(c: Context<AppEnv>): ApiError {
  const message = translate(c.get('locale'), entityMessages.exists, {
    field: translate(c.get('locale'), statusLabel),
  });
  return new ApiError(400, 'VALIDATION', { fields: [{ field: 'status', message }] });
}

/** accounting/voucher-infos: list (?ma_ct=), create; get, put, delete by /{ma_ct}/{status}. */
export function voucherInfoRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/', requireAccess(MENU, 'read'), async (c) => {
      const { ma_ct } = parseQuery(c, voucherInfoListQuery);
      const where = ma_ct ? eq(voucherInfos.ma_ct, ma_ct.toUpperCase()) : undefined;
      const items = await withTenant(db, c.get('tenantId'), (tx) =>
        tx
          .select(columns)
          .from(voucherInfos)
          .where(where)
          .orderBy(asc(voucherInfos.ma_ct), asc(voucherInfos.stt), asc(voucherInfos.status)),
      );
      return c.json({ items, total: items.length });
    })
    .post('/', requireAccess(MENU, 'add'), async (c) => {
      const input = parseBody(c, voucherInfoSchema);
      const userName = c.get('user').user_name;
      const tenantId = c.get('tenantId');
      const row = await withTenant(db, tenantId, async (tx) => {
        const values = {
          ...input,
          tenant_id: tenantId,
          id: uuidv7(),
          created_by: userName,
          updated_by: userName,
        };
        const [inserted] = await tx
          .insert(voucherInfos)
          .values(values)
          .onConflictDoNothing()
          .returning(columns);
        if (!inserted) throw duplicate(c);
        await audit(tx, c, 'create', input);
        return inserted;
      });
      return c.json(row, 201);
    })
    .get('/:ma_ct/:status', requireAccess(MENU, 'read'), async (c) =>
      c.json(await withTenant(db, c.get('tenantId'), (tx) => findOne(tx, keyOf(c)))),
    )
    .put('/:ma_ct/:status', requireAccess(MENU, 'edit'), async (c) => {
      const { version, ...changes } = parseBody(c, voucherInfoUpdateSchema);
      const userName = c.get('user').user_name;
      const row = await withTenant(db, c.get('tenantId'), async (tx) => {
        const current = await findOne(tx, keyOf(c));
        if (current.version !== version) throw new ApiError(409, 'STALE_VERSION');
        const bump = {
          updated_by: userName,
          updated_at: new Date(),
          version: sql`${voucherInfos.version} + 1`,
        };
        const [updated] = await tx
          .update(voucherInfos)
          .set({ ten_tt2: null, mau: null, ...changes, ...bump })
          .where(keyOf(c))
          .returning(columns);
        await audit(tx, c, 'update', { ...current, ...changes });
        return updated;
      });
      return c.json(row);
    })
    .delete('/:ma_ct/:status', requireAccess(MENU, 'del'), async (c) => {
      const row = await withTenant(db, c.get('tenantId'), async (tx) => {
        const current = await findOne(tx, keyOf(c));
        await tx.delete(voucherInfos).where(keyOf(c));
        await audit(tx, c, 'delete', current);
        return current;
      });
      return c.json({ ma_ct: row.ma_ct, status: row.status });
    });
}
