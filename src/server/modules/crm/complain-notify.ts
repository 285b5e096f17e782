import { msg } from '@lingui/core/macro';
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { complains } from '../../../contract/entities/crm/complains.entity.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { AppEnv } from '../../http/context.ts';
import { translate } from '../../i18n.ts';
import type { Notifier } from '../notifications/notifier.ts';

const TITLE = msg`Khiếu nại {so_kn} được giao cho bạn`;
const BODY = msg`Mở danh sách khiếu nại để xử lý.`;

/**
 * A complaint's assignee (`ma_nv_xl`, an employee) is told through the notification centre when the
 * complaint is created for them or handed to them: every active user whose employee (`saler`) it
 * is. Runs around the engine's write, after it has committed; a failed notice never fails the write.
 */

async function assigneeOf(db: Db, tenantId: string, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const rows = await withTenant(db, tenantId, async (tx) =>
    rowsOf<{ ma_nv_xl: string | null }>(
      await tx.execute(
        sql`SELECT ma_nv_xl FROM ${sql.identifier(complains.table)} WHERE tenant_id = ${tenantId} AND id = ${id}`,
      ),
    ),
  );
  return rows[0]?.ma_nv_xl ?? null;
}

async function usersOfEmployee(db: Db, tenantId: string, code: string): Promise<string[]> {
  const rows = await withTenant(db, tenantId, (tx) =>
    tx
      .select({ user_name: users.user_name })
      .from(users)
      .where(and(eq(users.saler, code), eq(users.status, 1))),
  );
  return rows.map((row) => row.user_name);
}

export function notifyAssignee(db: Db, notifier: Notifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenantId = c.get('tenantId');
    const before = await assigneeOf(db, tenantId, c.req.param('id'));
    await next();
    if (c.res.status >= 300) return;
    const saved = (await c.res.clone().json()) as { id?: string; so_kn?: string; ma_nv_xl?: string | null };
    const assignee = saved.ma_nv_xl;
    if (!assignee || assignee === before) return;
    try {
      const recipients = await usersOfEmployee(db, tenantId, assignee);
      if (recipients.length === 0) return;
      await notifier.sendNotification(
        tenantId,
        recipients,
        {
          // Stored once for the recipients: in the language of the tenant's screens, Vietnamese.
          title: translate('vi', TITLE, { so_kn: saved.so_kn ?? '' }),
          body: translate('vi', BODY),
          target: `/crm/complains?edit=${saved.id ?? ''}`,
          kind: 'complain',
        },
        { by: c.get('user').user_name },
      );
    } catch (error) {
      console.error('[crm] complaint notice failed', error);
    }
  };
}
