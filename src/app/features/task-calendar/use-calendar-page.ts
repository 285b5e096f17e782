import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CalendarResponse, CalendarTask } from '../../../contract/api/tasks.api.ts';
import { entityKey } from '../../entity-ui/entity-api.ts';
import { buildColumns, resourceKindOf, viewRange } from './build-columns.ts';
import { calendarQuery, deleteTask, taskQuery } from './calendar.queries.ts';
import type { CalendarKind } from './calendar-kind.ts';
import { type CalendarSearch, type CalendarView, calendarSearchSchema } from './calendar-search.ts';
import { addDays, addMonths, dayOf, instantAt, minuteOf } from './calendar-time.ts';
import { type GridColumn, placeTasks, type Slot } from './grid-model.ts';
import type { TaskDraft } from './TaskDialog.tsx';
import { useTaskSave } from './use-task-save.ts';

const DEFAULT_COLOR = '#7367F0';
export const NEW_LENGTH_MINUTES = 60;

/** A calendar screen's state: its address, data, columns, the open form and the saves. */
export function useCalendarPage(kind: CalendarKind) {
  const { i18n } = useLingui();
  const raw = useSearch({ strict: false });
  const search = calendarSearchSchema.parse(raw);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view: CalendarView = search.view && kind.views.includes(search.view) ? search.view : 'week';
  const date = search.date ?? dayOf(Date.now());
  const color = search.color ?? 'type';
  const branch = search.branch ?? '';
  const range = viewRange(view, date);
  const key = calendarQuery(kind, { ...range, branch });
  const query = useQuery({ ...key, placeholderData: keepPreviousData });
  const columns = useMemo(
    () => buildColumns(view, date, query.data, (m) => i18n._(m)),
    [view, date, query.data, i18n],
  );
  const resourceKind = resourceKindOf(view);
  const placed = useMemo(
    () => placeTasks(query.data?.tasks ?? [], columns, resourceKind),
    [query.data, columns, resourceKind],
  );
  const colorOf = useCallback(
    (task: CalendarTask) =>
      color === 'status'
        ? (kind.statusColors[task.trang_thai] ?? DEFAULT_COLOR)
        : (task.mau ?? DEFAULT_COLOR),
    [color, kind],
  );
  const [draft, setDraft] = useState<TaskDraft | null>(null);

  const go = (change: Partial<CalendarSearch>, replace = false) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace,
    } as never);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: entityKey(kind.entity) });
  const saver = useTaskSave(kind, (outcome) => {
    if (outcome.ok) setDraft(null);
    else refresh();
  });

  /** Shows the booking where it was dropped at once; the save's answer (or its refusal) corrects it. */
  const placeAt = (task: CalendarTask, change: Partial<CalendarTask>) =>
    queryClient.setQueryData<CalendarResponse>(key.queryKey, (old) =>
      old
        ? { ...old, tasks: old.tasks.map((item) => (item.id === task.id ? { ...item, ...change } : item)) }
        : old,
    );

  const move = (task: CalendarTask, column: GridColumn, slot: Pick<Slot, 'start' | 'end'>) => {
    const change: Record<string, unknown> = {
      ngay_bd: new Date(instantAt(column.day, slot.start)).toISOString(),
      ngay_kt: new Date(instantAt(column.day, slot.end)).toISOString(),
    };
    if (resourceKind === 'staff') change.ma_nv = column.resource;
    if (resourceKind === 'room') change.ma_phong = column.resource;
    placeAt(task, change as Partial<CalendarTask>);
    // The feed's end is the kind's end field (a ticket's due time).
    const { ngay_kt: end, ...rest } = change;
    void saver.save({ id: task.id, body: { ...rest, [kind.end]: end, version: task.version } });
  };

  const create = (column: GridColumn | undefined, slot: Pick<Slot, 'start' | 'end'>) => {
    const day = column?.day ?? date;
    const values: Record<string, unknown> = {
      ngay_bd: new Date(instantAt(day, slot.start)).toISOString(),
      [kind.end]: new Date(instantAt(day, slot.end)).toISOString(),
      ...kind.newValues,
      ...(branch ? { ma_dvcs: branch } : {}),
    };
    if (resourceKind === 'staff' && column?.resource) values.ma_nv = column.resource;
    if (resourceKind === 'room' && column?.resource) values.ma_phong = column.resource;
    setDraft({ record: null, values });
  };

  // A notification's link (?task=<id>) opens that booking on its day.
  const opened = useQuery({ ...taskQuery(kind, search.task ?? ''), enabled: Boolean(search.task) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per arriving record, not per render of the address
  useEffect(() => {
    const record = opened.data;
    if (!record || !search.task) return;
    setDraft({ record, values: record });
    go({ task: undefined, date: dayOf(Date.parse(String(record.ngay_bd))) }, true);
  }, [opened.data]);

  const open = async (task: CalendarTask) => {
    const record = await queryClient.fetchQuery({ ...taskQuery(kind, task.id), staleTime: 0 });
    setDraft({ record, values: record });
  };

  const step = (direction: -1 | 0 | 1) => {
    if (direction === 0) return go({ date: undefined });
    if (view === 'month') return go({ date: addMonths(date, direction) });
    go({ date: addDays(date, view === 'week' ? 7 * direction : direction) });
  };

  const remove = async (record: { id: string; version: number }) => {
    await deleteTask(kind, record.id, record.version);
    setDraft(null);
    refresh();
  };

  // Opens on the morning, or on the hour before now today; fixed per day so the grid is not rebuilt.
  const firstMinute = useMemo(
    () =>
      dayOf(Date.now()) === date ? Math.max(0, Math.floor(minuteOf(Date.now()) / 60) * 60 - 60) : 7 * 60,
    [date],
  );
  return {
    view,
    date,
    color,
    branch,
    range,
    query,
    columns,
    placed,
    colorOf,
    draft,
    setDraft,
    saver,
    go,
    move,
    create,
    open,
    step,
    remove,
    firstMinute,
  };
}
