import { and, isNull, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { taskMessages } from '../../../contract/api/tasks.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import { rowsOf } from '../../db/client.ts';
import { scheduledNotifications } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { HookRequest } from '../../entity-api/hooks.ts';
import type { Row } from '../../entity-api/records.ts';
import { scheduleIn } from '../notifications/scheduler.ts';

/**
 * An appointment's reminder: one scheduled notification (notifications/scheduler.ts) to the users
 * whose employee code (`saler`) is the booking's staff member, `nhac_truoc` minutes before it
 * starts. Every write replaces the pending one, so a moved, reassigned or cancelled booking never
 * reminds of its old time. The notification's target opens the booking on the calendar.
 */

const REMINDED: readonly unknown[] = ['scheduled', 'confirmed'];

export function taskTarget(id: string): string {
  return `/crm/task/calendar?task=${encodeURIComponent(id)}`;
}

async function assigneeUsers(tx: Tx, staff: string): Promise<string[]> {
  const result = await tx.execute(sql`SELECT user_name FROM users WHERE saler = ${staff} AND status = 1`);
  return rowsOf<{ user_name: string }>(result).map((row) => row.user_name);
}

async function dropPending(tx: Tx, id: string): Promise<void> {
  await tx
    .delete(scheduledNotifications)
    .where(
      and(
        isNull(scheduledNotifications.done_at),
        sql`${scheduledNotifications.payload}->>'target' = ${taskTarget(id)}`,
      ),
    );
}

export async function rescheduleReminder(
  tx: Tx,
  request: HookRequest,
  record: Row | null,
  before: Row | null,
): Promise<void> {
  const id = String(record?.id ?? before?.id ?? '');
  if (before) await dropPending(tx, id);
  if (!record || !REMINDED.includes(record.trang_thai) || !record.ma_nv) return;
  const minutes = Number(record.nhac_truoc ?? 0);
  const start = Date.parse(String(record.ngay_bd));
  const at = new Date(start - minutes * 60_000);
  if (at.getTime() <= Date.now() && start <= Date.now()) return;
  const users = await assigneeUsers(tx, String(record.ma_nv));
  if (users.length === 0) return;
  const { t } = request.scope;
  const room = record.ten_phong ? ` · ${record.ten_phong}` : '';
  const values = {
    code: record.ma_lh,
    customer: record.ten_kh ?? record.ma_kh,
    time: formatDateTime(start, BUSINESS_TIME_ZONE, false),
    room,
  };
  const payload = {
    title: t(taskMessages.reminderTitle, values),
    body: t(taskMessages.reminderBody, values),
    target: taskTarget(id),
    kind: 'task',
    users,
  };
  // A reminder already due (a booking made a few minutes ahead) goes out at the next poll.
  await scheduleIn(tx, request.scope.tenantId, at, payload, { by: request.scope.user.user_name });
}
