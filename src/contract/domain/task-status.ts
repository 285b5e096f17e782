/**
 * An appointment's life (spec §2 CRM appointments): scheduled → confirmed → checked in → done, or
 * cancelled / no-show before it is done; done is final. The labels live with the entity
 * (crm/tasks.entity.ts TASK_STATUS_OPTIONS).
 */
export const TASK_STATUSES = [
  'scheduled',
  'confirmed',
  'checked_in',
  'done',
  'cancelled',
  'no_show',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

const NEXT: Record<TaskStatus, readonly TaskStatus[]> = {
  scheduled: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['scheduled', 'checked_in', 'cancelled', 'no_show'],
  checked_in: ['done', 'confirmed'],
  done: [],
  cancelled: ['scheduled'],
  no_show: ['scheduled'],
};

/** May a booking go from `from` to `to`? Staying is always allowed (an edit of other fields). */
export function canMoveStatus(from: TaskStatus, to: TaskStatus): boolean {
  return from === to || NEXT[from].includes(to);
}

/** Statuses that still hold their staff member and room: only these can overlap. */
export function holdsSlot(status: TaskStatus): boolean {
  return status !== 'cancelled' && status !== 'no_show';
}

/** Calendar colours of the statuses (the type's own colour is used when colouring by type). */
export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  scheduled: '#7367F0',
  confirmed: '#00BAD1',
  checked_in: '#FF9F43',
  done: '#28C76F',
  cancelled: '#808390',
  no_show: '#FF4C51',
};

/** Half-open intervals [aStart, aEnd) and [bStart, bEnd) share time (back-to-back does not). */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** 'HH:mm' → minutes after midnight. */
export function minutesOfDay(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/**
 * Does the span [start, end) (minutes after midnight of its day, end may pass 1440 when it runs
 * past midnight) lie within a shift from `shiftStart` to `shiftEnd` ('HH:mm'; a shift ending
 * before it starts crosses midnight)?
 */
export function withinShift(start: number, end: number, shiftStart: string, shiftEnd: string): boolean {
  const from = minutesOfDay(shiftStart);
  let to = minutesOfDay(shiftEnd);
  if (to <= from) to += 1440;
  if (start >= from && end <= to) return true;
  // A night shift seen from the morning after: 01:00 lies in 22:00–06:00 of the day before.
  return to > 1440 && start + 1440 >= from && end + 1440 <= to;
}
