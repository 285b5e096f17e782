import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useMemo, useState } from 'react';
import type { CalendarTask } from '../../../contract/api/tasks.api.ts';
import { weekdayName } from './build-columns.ts';
import { addDays, clock, dayOf, minuteOf, monthDays } from './calendar-time.ts';
import { titleOf } from './GridParts.tsx';

const SHOWN_PER_DAY = 3;

/**
 * The month: 6 weeks of days with their first bookings. A booking is dragged to another day (its
 * time kept), or picked up with M and moved with the arrows (a day, a week), Enter to drop.
 * A day's number opens that day; Enter or a click on empty space books on that day.
 */
export function MonthGrid({
  day,
  tasks,
  colorOf,
  onOpen,
  onMoveDay,
  onCreateOn,
  onShowDay,
}: {
  day: string;
  tasks: readonly CalendarTask[];
  colorOf: (task: CalendarTask) => string;
  onOpen: (task: CalendarTask) => void;
  onMoveDay: (task: CalendarTask, day: string) => void;
  onCreateOn: (day: string) => void;
  onShowDay: (day: string) => void;
}) {
  const { t, i18n } = useLingui();
  const days = useMemo(() => monthDays(day), [day]);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarTask[]>();
    for (const task of tasks) {
      const key = dayOf(Date.parse(task.ngay_bd));
      map.set(key, [...(map.get(key) ?? []), task]);
    }
    return map;
  }, [tasks]);
  const [carried, setCarried] = useState<{ task: CalendarTask; day: string } | null>(null);
  const today = dayOf(Date.now());
  const month = day.slice(0, 7);
  const onChipKey = (event: KeyboardEvent, task: CalendarTask, from: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (!carried && event.key.toLowerCase() === 'm') setCarried({ task, day: from });
    else if (carried && step) setCarried({ ...carried, day: addDays(carried.day, step) });
    else if (carried && event.key === 'Enter') {
      if (carried.day !== from) onMoveDay(carried.task, carried.day);
      setCarried(null);
    } else if (carried && event.key === 'Escape') setCarried(null);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div className="overflow-hidden rounded-card bg-surface shadow-card" data-testid="calendar-month">
      <div className="grid grid-cols-7 border-b border-line" aria-hidden="true">
        {days.slice(0, 7).map((weekday, i) => (
          <div key={weekday} className="px-2 py-2 text-center text-xs font-semibold text-muted uppercase">
            {weekdayName(i, (m) => i18n._(m))}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((date) => {
          const list = byDay.get(date) ?? [];
          const target = carried?.day === date;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: drop target of a dragged booking; the keyboard twin is M + arrows
            <div
              key={date}
              data-day={date}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                const id = event.dataTransfer.getData('text/task');
                const task = tasks.find((item) => item.id === id);
                if (task && dayOf(Date.parse(task.ngay_bd)) !== date) onMoveDay(task, date);
              }}
              className={`min-h-24 border-r border-b border-line p-1 sm:min-h-28 ${date.slice(0, 7) === month ? '' : 'bg-subtle/50'} ${target ? 'outline-2 -outline-offset-2 outline-primary-500' : ''}`}
            >
              <div className="flex items-center justify-between">
                <button
                  type="button"
                  onClick={() => onShowDay(date)}
                  aria-label={t`Xem ngày ${date.slice(8, 10)}/${date.slice(5, 7)}`}
                  className={`grid size-7 cursor-pointer place-items-center rounded-full text-xs font-semibold outline-none focus-visible:outline-2 focus-visible:outline-primary-500 ${date === today ? 'bg-primary-600 text-white' : date.slice(0, 7) === month ? 'text-heading hover:bg-subtle' : 'text-muted hover:bg-subtle'}`}
                >
                  {Number(date.slice(8, 10))}
                </button>
                <button
                  type="button"
                  onClick={() => onCreateOn(date)}
                  aria-label={t`Thêm lịch hẹn ngày ${date.slice(8, 10)}/${date.slice(5, 7)}`}
                  className="size-6 cursor-pointer rounded text-sm text-muted opacity-0 outline-none hover:bg-subtle hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-primary-500"
                >
                  +
                </button>
              </div>
              <div className="mt-1 grid gap-0.5">
                {list.slice(0, SHOWN_PER_DAY).map((task) => (
                  <button
                    key={task.id}
                    type="button"
                    draggable
                    onDragStart={(event) => event.dataTransfer.setData('text/task', task.id)}
                    onClick={() => onOpen(task)}
                    onKeyDown={(event) => onChipKey(event, task, date)}
                    aria-keyshortcuts="M"
                    className="flex min-w-0 cursor-grab items-center gap-1 rounded px-1 text-left text-xs text-heading outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500"
                  >
                    <span
                      aria-hidden="true"
                      className="size-2 shrink-0 rounded-full"
                      style={{ background: colorOf(task) }}
                    />
                    <span className="shrink-0 font-medium">{clock(minuteOf(Date.parse(task.ngay_bd)))}</span>
                    <span className="truncate">{titleOf(task)}</span>
                  </button>
                ))}
                {list.length > SHOWN_PER_DAY ? (
                  <button
                    type="button"
                    onClick={() => onShowDay(date)}
                    className="cursor-pointer rounded px-1 text-left text-xs font-medium text-primary-ink outline-none hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500"
                  >
                    <span aria-hidden="true">+{list.length - SHOWN_PER_DAY}</span>
                    <span className="sr-only">{t`+${list.length - SHOWN_PER_DAY} lịch hẹn`}</span>
                  </button>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
