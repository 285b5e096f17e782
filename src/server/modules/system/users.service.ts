import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  UserRecord,
  userCreateSchema,
  userFieldsSchema,
  userListQuerySchema,
} from '../../../contract/api/users.api.ts';
import { ACTIONS, branchCodes } from '../../../contract/auth/rules.ts';
import { authSessions, users } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
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

export async function listUsers(tx: Tx, q: z.infer<typeof userListQuerySchema>) {
  const where: SQL | undefined = q.searchKey
    ? sql`f_unaccent(lower(${users.ten_nsd})) LIKE '%' || f_unaccent(lower(${q.searchKey})) || '%' OR lower(${users.user_name}) LIKE '%' || lower(${q.searchKey}) || '%'`
    : undefined;
  const order = q.sortType === 'desc' ? desc(users[q.sortKey]) : asc(users[q.sortKey]);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(q.pageSize)
    .offset(q.pageIndex * q.pageSize);
  const [total] = await tx.select({ n: count() }).from(users).where(where);
  return { items: rows.map(toRecord), total: total?.n ?? 0 };
}

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
