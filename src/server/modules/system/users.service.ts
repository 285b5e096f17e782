import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type UserRecord,
  type userCreateSchema,
  type userFieldsSchema,
  userListShape,
} from '../../../contract/api/users.api.ts';
import { ACTIONS, branchCodes } from '../../../contract/auth/rules.ts';
import { authSessions, users } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { BespokeList } from '../../entity-api/bespoke-list.ts';
import { col } from '../../entity-api/columns.ts';
import type { AuthUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';

type UserRow = typeof users.$inferSelect;
type UserFields = z.infer<typeof userFieldsSchema>;
const RIGHT_KEYS = ACTIONS.map((a) => `r_${a}` as const);

export function toRecord(row: UserRow): UserRecord {
  const { password_hash: _hash, tenant_id: _tenant, created_by: _cb, updated_by: _ub, ...rest } = row;
  return {
    ...rest,
    is_admin: row.is_admin === 1 ? 1 : 0,
    employee_yn: row.employee_yn === 0 ? 0 : 1,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A non-administrator editing users may not create administrators, touch one, or grant a right
 * or branch they do not hold themselves: no escalation through the users screen.
 */
export function assertMayGrant(editor: AuthUser, fields: UserFields, target?: UserRow): void {
  if (editor.is_admin === 1) return;
  if (fields.is_admin === 1 || target?.is_admin === 1) {
    throw new ApiError(403, 'ADMIN_ONLY');
  }
  const notHeld = RIGHT_KEYS.flatMap((key) =>
    fields[key].filter((id) => !editor[key].includes(id)).map((id) => `${key}:${id}`),
  );
  const editorBranches = branchCodes(editor);
  const branchList = fields.branchs
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  notHeld.push(
    ...branchList.filter((b) => !editorBranches.includes(b.toUpperCase())).map((b) => `branch:${b}`),
  );
  if (notHeld.length > 0)
    throw new ApiError(403, 'FORBIDDEN', { fields: [{ field: 'rights', message: notHeld.join(', ') }] });
}

/** GET system/users on the engine's list code: every account of the tenant, as toRecord() answers it. */
export const usersList: BespokeList = {
  table: users,
  omit: ['tenant_id', 'password_hash', 'created_by', 'updated_by'],
  computed: {
    is_admin: sql`CASE WHEN ${col('is_admin')} = 1 THEN 1 ELSE 0 END`,
    employee_yn: sql`CASE WHEN ${col('employee_yn')} = 0 THEN 0 ELSE 1 END`,
  },
  shape: userListShape,
  search: ['user_name', 'ten_nsd'],
};

export async function findUser(tx: Tx, id: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  if (!row) throw new ApiError(404, 'RECORD_NOT_FOUND');
  return row;
}

export async function userNameTaken(tx: Tx, userName: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.user_name}) = lower(${userName})`);
  return row !== undefined;
}

/** Signs a user out everywhere (password reset, disabling). */
export async function revokeAllSessions(tx: Tx, userId: string, reason: string): Promise<void> {
  await tx
    .update(authSessions)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(eq(authSessions.user_id, userId), sql`${authSessions.revoked_at} IS NULL`));
}

export type NewUser = z.infer<typeof userCreateSchema>;
