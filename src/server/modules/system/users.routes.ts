import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import { fieldMessages } from '../../../contract/api/errors.ts';
import {
  userCreateSchema,
  userPasswordSchema,
  userStatusSchema,
  userUpdateSchema,
} from '../../../contract/api/users.api.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { bespokeListStatement } from '../../entity-api/bespoke-list.ts';
import { answerList, parseListQuery } from '../../entity-api/list-request.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { clientInfo } from '../../http/tenant.ts';
import { parseBody } from '../../http/validate.ts';
import { translate } from '../../i18n.ts';
import { hashPassword } from '../../lib/password.ts';
import {
  assertMayGrant,
  findUser,
  revokeAllSessions,
  toRecord,
  userNameTaken,
  usersList,
} from './users.service.ts';

const MENU = 'system.users';

export interface UserRouteHooks {
  /** After a lock or unlock has committed (notifications keep the user's devices in the tenant topic). */
  statusChanged?: (tenantId: string, userName: string) => Promise<void>;
}

/** /api/system/users: accounts and their rights (spec §3, §6). Every write is audited. */
export function userRoutes(db: Db, hooks: UserRouteHooks = {}) {
  return new Hono<AppEnv>()
    .get('/users', requireAccess(MENU, 'read'), async (c) => {
      const q = parseListQuery(c, usersList.shape);
      return answerList(c, db, bespokeListStatement(usersList, { tenantId: c.get('tenantId') }, q));
    })
    .get('/users/:id', requireAccess(MENU, 'read'), async (c) => {
      const row = await withTenant(db, c.get('tenantId'), (tx) => findUser(tx, c.req.param('id')));
      return c.json(toRecord(row));
    })
    .post('/users', requireAccess(MENU, 'add'), async (c) => {
      const input = parseBody(c, userCreateSchema);
      assertMayGrant(c.get('user'), input);
      const { password, ...fields } = input;
      const passwordHash = await hashPassword(password);
      const editor = c.get('user').user_name;
      const row = await withTenant(db, c.get('tenantId'), async (tx) => {
        if (await userNameTaken(tx, fields.user_name)) {
          const field = translate(c.get('locale'), fieldMessages.userNameLabel);
          throw new ApiError(400, 'VALIDATION', {
            fields: [
              { field: 'user_name', message: translate(c.get('locale'), fieldMessages.exists, { field }) },
            ],
          });
        }
        const [created] = await tx
          .insert(users)
          .values({
            tenant_id: c.get('tenantId'),
            id: uuidv7(),
            ...fields,
            password_hash: passwordHash,
            created_by: editor,
            updated_by: editor,
          })
          .returning();
        await writeAudit(
          tx,
          c.get('tenantId'),
          {
            user_name: editor,
            action: 'create',
            object: 'system/users',
            record_id: created?.id,
            detail: { user_name: fields.user_name },
          },
          clientInfo(c),
        );
        return created;
      });
      return c.json(row ? toRecord(row) : null, 201);
    })
    .put('/users/:id', requireAccess(MENU, 'edit'), async (c) => {
      const { version, ...fields } = parseBody(c, userUpdateSchema);
      const editor = c.get('user');
      const row = await withTenant(db, c.get('tenantId'), async (tx) => {
        assertMayGrant(editor, fields, await findUser(tx, c.req.param('id')));
        const [updated] = await tx
          .update(users)
          .set({
            ...fields,
            updated_by: editor.user_name,
            updated_at: new Date(),
            version: sql`${users.version} + 1`,
          })
          .where(and(eq(users.id, c.req.param('id')), eq(users.version, version)))
          .returning();
        if (!updated) throw new ApiError(409, 'STALE_VERSION');
        await writeAudit(
          tx,
          c.get('tenantId'),
          {
            user_name: editor.user_name,
            action: 'update',
            object: 'system/users',
            record_id: updated.id,
            detail: fields,
          },
          clientInfo(c),
        );
        return updated;
      });
      return c.json(toRecord(row));
    })
    .put('/users/:id/password', requireAccess(MENU, 'edit'), async (c) => {
      const { password } = parseBody(c, userPasswordSchema);
      const passwordHash = await hashPassword(password);
      const editor = c.get('user');
      await withTenant(db, c.get('tenantId'), async (tx) => {
        const target = await findUser(tx, c.req.param('id'));
        if (target.is_admin === 1 && editor.is_admin !== 1) throw new ApiError(403, 'ADMIN_ONLY');
        await tx
          .update(users)
          .set({
            password_hash: passwordHash,
            updated_by: editor.user_name,
            updated_at: new Date(),
            version: sql`${users.version} + 1`,
          })
          .where(eq(users.id, target.id));
        await revokeAllSessions(tx, target.id, 'password_reset');
        await writeAudit(
          tx,
          c.get('tenantId'),
          {
            user_name: editor.user_name,
            action: 'reset_password',
            object: 'system/users',
            record_id: target.id,
          },
          clientInfo(c),
        );
      });
      return c.json({ ok: true });
    })
    .patch('/users/:id', requireAccess(MENU, 'edit'), async (c) => {
      const { status } = parseBody(c, userStatusSchema);
      const editor = c.get('user');
      const row = await withTenant(db, c.get('tenantId'), async (tx) => {
        const target = await findUser(tx, c.req.param('id'));
        if (target.is_admin === 1 && editor.is_admin !== 1) throw new ApiError(403, 'ADMIN_ONLY');
        const [updated] = await tx
          .update(users)
          .set({
            status,
            updated_by: editor.user_name,
            updated_at: new Date(),
            version: sql`${users.version} + 1`,
          })
          .where(eq(users.id, target.id))
          .returning();
        if (status === 0) await revokeAllSessions(tx, target.id, 'user_disabled');
        await writeAudit(
          tx,
          c.get('tenantId'),
          {
            user_name: editor.user_name,
            action: status === 0 ? 'disable' : 'enable',
            object: 'system/users',
            record_id: target.id,
          },
          clientInfo(c),
        );
        return updated ?? target;
      });
      await hooks.statusChanged?.(c.get('tenantId'), row.user_name);
      return c.json(toRecord(row));
    });
}
