import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CalendarResponse } from '../../../contract/api/tasks.api.ts';
import type { CalendarView } from './calendar-search.ts';
import { addDays, monthDays, shortDay, weekStart } from './calendar-time.ts';
import { columnKeyOf, type GridColumn, type ResourceKind } from './grid-model.ts';

const WEEKDAYS: readonly MessageDescriptor[] = [
  msg`Thứ 2`,
  msg`Thứ 3`,
  msg`Thứ 4`,
  msg`Thứ 5`,
  msg`Thứ 6`,
  msg`Thứ 7`,
  msg`Chủ nhật`,
];

export function weekdayName(index: number, translate: (m: MessageDescriptor) => string): string {
  return translate(WEEKDAYS[index] as MessageDescriptor);
}

/** The days a view reads from the server. */
export function viewRange(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'week') return { from: weekStart(day), to: addDays(weekStart(day), 6) };
  if (view === 'month') {
    const days = monthDays(day);
    return { from: days[0] as string, to: days[41] as string };
  }
  return { from: day, to: day };
}

export function resourceKindOf(view: CalendarView): ResourceKind | null {
  return view === 'staff' ? 'staff' : view === 'room' ? 'room' : null;
}

/** Columns of the time grid: one day, the seven days of the week, or the staff / rooms of a day. */
export function buildColumns(
  view: CalendarView,
  day: string,
  data: CalendarResponse | undefined,
  translate: (m: MessageDescriptor) => string,
): GridColumn[] {
  if (view === 'day' || view === 'week') {
    const first = view === 'week' ? weekStart(day) : day;
    return Array.from({ length: view === 'week' ? 7 : 1 }, (_, i) => {
      const date = addDays(first, i);
      const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
      return {
        key: columnKeyOf(date, null),
        day: date,
        resource: null,
        title: weekdayName(weekday, translate),
        subtitle: shortDay(date),
      };
    });
  }
  const list = view === 'staff' ? (data?.staff ?? []) : (data?.rooms ?? []);
  const columns: GridColumn[] = list.map((resource) => ({
    key: columnKeyOf(day, resource.code),
    day,
    resource: resource.code,
    title: resource.name,
    subtitle:
      resource.shift_from && resource.shift_to
        ? `${resource.code} · ${resource.shift_from}–${resource.shift_to}`
        : resource.code,
    shift:
      resource.shift_from && resource.shift_to ? { from: resource.shift_from, to: resource.shift_to } : null,
  }));
  const none = view === 'staff' ? translate(msg`Chưa phân công`) : translate(msg`Chưa xếp phòng`);
  return [...columns, { key: columnKeyOf(day, null), day, resource: null, title: none }];
}
