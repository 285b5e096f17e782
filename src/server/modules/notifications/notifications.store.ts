import { and, count, eq, inArray, not, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { NotificationItem, NotificationSettings } from '../../../contract/api/notifications.api.ts';
import { entityMessages } from '../../../contract/entity/messages.ts';
import type { ListQuery, ListShape } from '../../../contract/list/list-query.ts';
import { inlineSql } from '../../db/inline-sql.ts';
import { notificationSettings, notifications, pushSubscriptions, users } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { type BespokeList, bespokeListStatement } from '../../entity-api/bespoke-list.ts';
import { col } from '../../entity-api/columns.ts';

/** What a stored notification says; `kind` and `body` already defaulted. */
export interface NotificationText {
  title: string;
  body: string;
  target: string | null;
  kind: string;
}

/** A stored notification with the user it belongs to. */
export interface StoredNotification extends NotificationItem {
  user_name: string;
}

export const DEFAULT_SETTINGS: NotificationSettings = { push_enabled: true, muted_kinds: [] };

/** The active users of the tenant among `names` (a name that is no user receives nothing). */
export async function activeUserNames(tx: Tx, names: readonly string[] | null): Promise<string[]> {
  const rows = await tx
    .select({ user_name: users.user_name })
    .from(users)
    .where(and(eq(users.status, 1), names ? inArray(users.user_name, [...names]) : undefined));
  return rows.map((row) => row.user_name);
}

/** Active users of any of the branches, and the administrators (who work on every branch). */
export async function userNamesOfBranches(tx: Tx, branches: readonly string[]): Promise<string[]> {
  const rows = await tx
    .select({ user_name: users.user_name, is_admin: users.is_admin, branchs: users.branchs })
    .from(users)
    .where(eq(users.status, 1));
  const wanted = new Set(branches.map((b) => b.toUpperCase()));
  return rows
    .filter(
      (row) => row.is_admin === 1 || row.branchs.split(',').some((b) => wanted.has(b.trim().toUpperCase())),
    )
    .map((row) => row.user_name);
}

export async function insertNotifications(
  tx: Tx,
  tenantId: string,
  userNames: readonly string[],
  text: NotificationText,
  by: string | null,
): Promise<StoredNotification[]> {
  if (userNames.length === 0) return [];
  const rows = userNames.map((user_name) => ({
    tenant_id: tenantId,
    id: uuidv7(),
    user_name,
    ...text,
    created_by: by,
    updated_by: by,
  }));
  const inserted = await tx.insert(notifications).values(rows).returning();
  return inserted.map((row) => ({ ...toItem(row), user_name: row.user_name }));
}

export function toItem(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    target: row.target,
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * GET histories: the user's own notifications in the one list protocol (src/contract/list),
 * newest first; the filter `unread=1` keeps the unread ones.
 */
export const historiesListShape: ListShape = {
  sortable: ['created_at'],
  sort: ['created_at', 'desc'],
  readFilters: (q, _t, fail): Record<string, unknown[]> => {
    if (q.unread === undefined || q.unread === '' || q.unread === '0') return {};
    if (q.unread === '1') return { unread: [true] };
    fail('unread', entityMessages.option);
    return {};
  },
};

/** GET histories on the engine's list code: the user's own notifications as toItem() answers them. */
const historiesList: BespokeList = {
  table: notifications,
  omit: ['tenant_id', 'user_name', 'read_at', 'created_by', 'updated_at', 'updated_by', 'version'],
  shape: historiesListShape,
  search: [],
  itemsKey: 'notifications',
};

/**
 * The statement answering HistoriesResponse: a page of the user's notifications (the unread ones
 * with `unread=1`), its total, and the user's unread count whatever the filter.
 */
export function historiesStatement(tenantId: string, userName: string, q: ListQuery): string {
  const mine = sql`${col('user_name')} = ${userName}`;
  const scope = q.filters.unread ? [mine, sql`NOT ${col('is_read')}`] : [mine];
  const unread = inlineSql(
    sql`(SELECT count(*)::int FROM ${notifications} WHERE ${notifications.tenant_id} = ${tenantId}
      AND ${notifications.user_name} = ${userName} AND NOT ${notifications.is_read})`,
  );
  return bespokeListStatement(historiesList, { tenantId, scope, extra: `, 'total_unread', ${unread}` }, q);
}

export async function unreadCount(tx: Tx, userName: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_name, userName), not(notifications.is_read)));
  return row?.n ?? 0;
}

/** Marks the user's own unread notifications read (all of them when `ids` is null); answers the ids changed. */
export async function markRead(tx: Tx, userName: string, ids: readonly string[] | null): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({
      is_read: true,
      read_at: new Date(),
      updated_by: userName,
      version: sql`${notifications.version} + 1`,
    })
    .where(
      and(
        eq(notifications.user_name, userName),
        not(notifications.is_read),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

export async function readSettings(tx: Tx, userName: string): Promise<NotificationSettings> {
  const [row] = await tx.select().from(notificationSettings).where(eq(notificationSettings.id, userName));
  return row ? { push_enabled: row.push_enabled, muted_kinds: row.muted_kinds } : { ...DEFAULT_SETTINGS };
}

export async function saveSettings(
  tx: Tx,
  tenantId: string,
  userName: string,
  settings: NotificationSettings,
) {
  const values = { push_enabled: settings.push_enabled, muted_kinds: [...new Set(settings.muted_kinds)] };
  await tx
    .insert(notificationSettings)
    .values({ tenant_id: tenantId, id: userName, ...values, created_by: userName, updated_by: userName })
    .onConflictDoUpdate({
      target: [notificationSettings.tenant_id, notificationSettings.id],
      set: {
        ...values,
        updated_by: userName,
        updated_at: new Date(),
        version: sql`${notificationSettings.version} + 1`,
      },
    });
  return values;
}

/** Registered devices of the users who want this kind pushed (push on, kind not muted). */
export async function pushTargetsFor(
  tx: Tx,
  userNames: readonly string[],
  kind: string,
): Promise<(typeof pushSubscriptions.$inferSelect)[]> {
  if (userNames.length === 0) return [];
  const rows = await tx
    .select({
      sub: pushSubscriptions,
      push_enabled: notificationSettings.push_enabled,
      muted_kinds: notificationSettings.muted_kinds,
    })
    .from(pushSubscriptions)
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.tenant_id, pushSubscriptions.tenant_id),
        eq(notificationSettings.id, pushSubscriptions.user_name),
      ),
    )
    .where(inArray(pushSubscriptions.user_name, [...userNames]));
  return rows
    .filter(
      (row) => row.push_enabled !== false && !((row.muted_kinds as string[] | null) ?? []).includes(kind),
    )
    .map(({ sub }) => sub);
}
