import { uuidv7 } from 'uuidv7';
import { CONFIRM_PARAM, type TaskConflict, taskMessages } from '../../../contract/api/tasks.api.ts';
import { canMoveStatus, holdsSlot, type TaskStatus } from '../../../contract/domain/task-status.ts';
import { callCenterCalls } from '../../../contract/entities/crm/call-center.entity.ts';
import { callLogs } from '../../../contract/entities/crm/call-logs.entity.ts';
import { campaigns } from '../../../contract/entities/crm/campaigns.entity.ts';
import { TASK_STATUS_OPTIONS, tasks } from '../../../contract/entities/crm/tasks.entity.ts';
import { tickets } from '../../../contract/entities/crm/tickets.entity.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { HookRequest, WriteHooks } from '../../entity-api/hooks.ts';
import type { Row } from '../../entity-api/records.ts';
import { ApiError } from '../../http/errors.ts';
import { callCenterHooks, callLogHooks } from './call-log-hooks.ts';
import { campaignHooks } from './campaign-hooks.ts';
import { lockSlot, mayOverride, overlapsOf, type SlotRequest, shiftWarning } from './task-checks.ts';
import { rescheduleReminder } from './task-reminder.ts';
import { ticketHooks } from './ticket-hooks.ts';

/** The write rules of crm/tasks (entity-api hooks): numbering, times, status moves, overlaps. */

const DAY_MS = 86_400_000;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function invalid(field: string, message: string): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
}

/** LH + the booking's date + four random letters and digits: short enough to read out on the phone. */
function newCode(start: string): string {
  const date = start.slice(2, 10).replaceAll('-', '');
  const random = uuidv7().replaceAll('-', '').slice(-4).toUpperCase();
  return `LH${date}${random}`;
}

function statusLabel(request: HookRequest, status: string): string {
  const option = TASK_STATUS_OPTIONS.find(([value]) => value === status);
  return option ? request.scope.t(option[1]) : status;
}

function checkTimesAndStatus(request: HookRequest, next: Row, before: Row | null): void {
  const start = Date.parse(String(next.ngay_bd));
  const end = Date.parse(String(next.ngay_kt));
  if (!(end > start)) throw invalid('ngay_kt', request.scope.t(taskMessages.endBeforeStart));
  if (end - start > DAY_MS) throw invalid('ngay_kt', request.scope.t(taskMessages.tooLong));
  const from = (before?.trang_thai ?? 'scheduled') as TaskStatus;
  const to = next.trang_thai as TaskStatus;
  if (before && !canMoveStatus(from, to)) {
    const values = { from: statusLabel(request, from), to: statusLabel(request, to) };
    throw invalid('trang_thai', request.scope.t(taskMessages.statusMove, values));
  }
}

/** Did the write take a slot it did not hold before (new, moved, another staff or room, revived)? */
function takesNewSlot(next: Row, before: Row | null): boolean {
  if (!holdsSlot(next.trang_thai as TaskStatus)) return false;
  if (!before || !holdsSlot(before.trang_thai as TaskStatus)) return true;
  const moved = (name: string) => String(before[name] ?? '') !== String(next[name] ?? '');
  return ['ngay_bd', 'ngay_kt', 'ma_nv', 'ma_phong'].some(moved);
}

async function checkSlot(tx: Tx, request: HookRequest, next: Row, before: Row | null): Promise<void> {
  if (!takesNewSlot(next, before)) return;
  const slot: SlotRequest = {
    id: text(before?.id),
    start: new Date(String(next.ngay_bd)).toISOString(),
    end: new Date(String(next.ngay_kt)).toISOString(),
    staff: text(next.ma_nv),
    room: text(next.ma_phong),
  };
  await lockSlot(tx, request.scope.tenantId, slot);
  const overlaps = await overlapsOf(tx, slot, request.scope.t);
  const shift = await shiftWarning(tx, slot, request.scope.t);
  const conflicts: TaskConflict[] = [...overlaps, ...(shift ? [shift] : [])];
  if (conflicts.length === 0) return;
  const detail = conflicts.map((conflict) => conflict.message).join('; ');
  const confirmed = ['1', 'true'].includes(request.query[CONFIRM_PARAM] ?? '');
  if (!confirmed) throw new ApiError(409, 'TASK_CONFIRM', { values: { detail }, conflicts: [...conflicts] });
  if (overlaps.length > 0 && !mayOverride(request.scope.user)) {
    const denied = overlaps.map((conflict) => conflict.message).join('; ');
    throw new ApiError(403, 'TASK_OVERLAP_DENIED', { values: { detail: denied }, conflicts: [...overlaps] });
  }
}

export const taskHooks: WriteHooks = {
  async beforeWrite(tx, request, next, before) {
    checkTimesAndStatus(request, next, before);
    const filled: Row = { ...next };
    if (!text(filled.ma_lh)) filled.ma_lh = newCode(new Date(String(next.ngay_bd)).toISOString());
    // The booking answers to whoever made it, unless the form named someone.
    if (!before && !text(filled.ma_nvbh) && request.scope.user.saler)
      filled.ma_nvbh = request.scope.user.saler;
    await checkSlot(tx, request, filled, before);
    return filled;
  },
  afterWrite: (tx, request, record, before) => rescheduleReminder(tx, request, record, before),
};

/** The hooks by entity name, for entityRoutes(). */
export const crmWriteHooks = {
  [tasks.name]: taskHooks,
  [tickets.name]: ticketHooks,
  [callLogs.name]: callLogHooks,
  [callCenterCalls.name]: callCenterHooks,
  [campaigns.name]: campaignHooks,
};
