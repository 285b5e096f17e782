import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { type CalendarTask, type TaskConflict, taskMessages } from '../../../contract/api/tasks.api.ts';
import { can } from '../../../contract/auth/rules.ts';
import { formatDateTime, instantParts } from '../../../contract/domain/datetime.ts';
import { type TaskStatus, withinShift } from '../../../contract/domain/task-status.ts';
import type { Translate } from '../../../contract/entity/messages.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { isoInstant } from '../../entity-api/columns.ts';
import type { AuthUser } from '../../http/context.ts';

/**
 * The overlap and working-hour checks of an appointment write (issue 28 "Conflicts"). Front
 * desks double-book on purpose, so an overlap is not a constraint of the table: the write is
 * serialised per staff member and per room instead (advisory locks held to the end of the
 * transaction), then the check sees every booking committed before it, and of two people booking
 * the same slot at the same moment the second is always told about the first.
 */

/** The right that lets a user keep an overlapping booking: editing the appointment calendar. */
export const OVERRIDE_MENU = 'crm.task-calendar';

export function mayOverride(user: AuthUser): boolean {
  return can(user, OVERRIDE_MENU, 'edit');
}

export interface SlotRequest {
  id: string | null;
  start: string;
  end: string;
  staff: string | null;
  room: string | null;
}

/** Waits for every other write of the same staff member or room (in a fixed order: no deadlock). */
export async function lockSlot(tx: Tx, tenantId: string, slot: SlotRequest): Promise<void> {
  const keys = [
    ...(slot.staff ? [`${tenantId}:task-staff:${slot.staff}`] : []),
    ...(slot.room ? [`${tenantId}:task-room:${slot.room}`] : []),
  ].sort();
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The other booking, as the calendar feed names it. */
type OverlapRow = Pick<
  CalendarTask,
  'id' | 'ma_lh' | 'ngay_bd' | 'ngay_kt' | 'ma_nv' | 'ten_nv' | 'ma_phong' | 'ten_phong' | 'ten_kh'
>;

const shown = (instant: string) => formatDateTime(Date.parse(instant), BUSINESS_TIME_ZONE, false);

/** Bookings that hold the same staff member or room for part of the slot (any branch, any scope). */
export async function overlapsOf(tx: Tx, slot: SlotRequest, t: Translate): Promise<TaskConflict[]> {
  if (!slot.staff && !slot.room) return [];
  const held: TaskStatus[] = ['cancelled', 'no_show'];
  const result = await tx.execute(sql`
    SELECT t.id, t.ma_lh, ${isoInstant(sql`t.ngay_bd`)} AS ngay_bd, ${isoInstant(sql`t.ngay_kt`)} AS ngay_kt,
           t.ma_nv, e.ten_nv,
           t.ma_phong, r.ten_phong, p.ten_kh
      FROM crm_tasks t
      LEFT JOIN hr_employees e ON e.tenant_id = t.tenant_id AND e.ma_nv = t.ma_nv
      LEFT JOIN sales_rooms r ON r.tenant_id = t.tenant_id AND r.ma_phong = t.ma_phong
      LEFT JOIN crm_partners p ON p.tenant_id = t.tenant_id AND p.ma_kh = t.ma_kh
     WHERE t.ngay_bd < ${slot.end}::timestamptz AND t.ngay_kt > ${slot.start}::timestamptz
       AND t.trang_thai NOT IN (${sql.join(
         held.map((s) => sql`${s}`),
         sql`, `,
       )})
       AND (${slot.id ? sql`t.id <> ${slot.id}` : sql`true`})
       AND (${slot.staff ? sql`t.ma_nv = ${slot.staff}` : sql`false`}
            OR ${slot.room ? sql`t.ma_phong = ${slot.room}` : sql`false`})
     ORDER BY t.ngay_bd LIMIT 10`);
  return rowsOf<OverlapRow>(result).flatMap((row) => {
    const base = { id: row.id, ma_lh: row.ma_lh, ngay_bd: row.ngay_bd, ngay_kt: row.ngay_kt };
    const values = {
      code: row.ma_lh,
      customer: row.ten_kh ?? '',
      from: shown(row.ngay_bd),
      to: shown(row.ngay_kt),
    };
    const out: TaskConflict[] = [];
    if (slot.staff && row.ma_nv === slot.staff)
      out.push({
        ...base,
        kind: 'staff',
        message: t(taskMessages.staffOverlap, { ...values, staff: row.ten_nv ?? row.ma_nv }),
      });
    if (slot.room && row.ma_phong === slot.room)
      out.push({
        ...base,
        kind: 'room',
        message: t(taskMessages.roomOverlap, { ...values, room: row.ten_phong ?? row.ma_phong }),
      });
    return out;
  });
}

interface ShiftRow {
  ten_nv: string;
  ma_ca: string | null;
  ten_ca: string | null;
  gio_bd: string | null;
  gio_kt: string | null;
}

function localMinutes(instant: number): number {
  const p = instantParts(instant, BUSINESS_TIME_ZONE);
  return Number(p.hour) * 60 + Number(p.minute);
}

/** A warning when the staff member's shift (hr/shifts through hr/employees.ma_ca) does not cover the slot. */
export async function shiftWarning(tx: Tx, slot: SlotRequest, t: Translate): Promise<TaskConflict | null> {
  if (!slot.staff) return null;
  const result = await tx.execute(sql`
    SELECT e.ten_nv, e.ma_ca, s.ten_ca, s.gio_bd, s.gio_kt
      FROM hr_employees e LEFT JOIN hr_shifts s ON s.tenant_id = e.tenant_id AND s.ma_ca = e.ma_ca
     WHERE e.ma_nv = ${slot.staff}`);
  const row = rowsOf<ShiftRow>(result)[0];
  // No shift on file: nothing to compare with, so nothing to warn about.
  if (!row?.gio_bd || !row.gio_kt) return null;
  const start = Date.parse(slot.start);
  const from = localMinutes(start);
  const to = from + Math.round((Date.parse(slot.end) - start) / 60_000);
  if (withinShift(from, to, row.gio_bd, row.gio_kt)) return null;
  const values = {
    from: shown(slot.start),
    to: shown(slot.end).slice(-5),
    shift: row.ten_ca ?? row.ma_ca ?? '',
    shiftFrom: row.gio_bd,
    shiftTo: row.gio_kt,
    staff: row.ten_nv,
  };
  return { kind: 'shift', message: t(taskMessages.outsideShift, values) };
}
