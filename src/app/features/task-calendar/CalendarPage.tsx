import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { useEntityRights } from '../../entity-ui/entity-rights.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { weekdayName } from './build-columns.ts';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { type CalendarKind, codeOf, TASK_CALENDAR, TICKET_CALENDAR } from './calendar-kind.ts';
import type { CalendarView } from './calendar-search.ts';
import { dayOf, longDay, minuteOf, shortDay, weekdayOf } from './calendar-time.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { TaskDialog } from './TaskDialog.tsx';
import { TimeGrid } from './TimeGrid.tsx';
import { NEW_LENGTH_MINUTES, useCalendarPage } from './use-calendar-page.ts';

const MIN_COLUMN: Record<CalendarView, number> = { day: 240, week: 130, month: 0, staff: 150, room: 150 };

function useHeading(view: CalendarView, date: string, from: string, to: string): string {
  const { t, i18n } = useLingui();
  const month = Number(date.slice(5, 7));
  const year = date.slice(0, 4);
  if (view === 'month') return t`Tháng ${month}/${year}`;
  if (view === 'week') return `${shortDay(from)} – ${longDay(to)}`;
  return `${weekdayName(weekdayOf(date), (m) => i18n._(m))}, ${longDay(date)}`;
}

/** /crm/task/calendar: the front desk's appointment calendar (issue 28). */
export function TaskCalendarPage() {
  return <CalendarPage kind={TASK_CALENDAR} />;
}

/** /crm/ticket/calendar: work tickets on the same calendar, by assignee. */
export function TicketCalendarPage() {
  return <CalendarPage kind={TICKET_CALENDAR} />;
}

function CalendarPage({ kind }: { kind: CalendarKind }) {
  const { t, i18n } = useLingui();
  const page = useCalendarPage(kind);
  const rights = useEntityRights(kind.entity);
  const title = i18n._(kind.title);
  const [deleting, setDeleting] = useState<EntityRow | null>(null);
  const heading = useHeading(page.view, page.date, page.range.from, page.range.to);
  const actions = {
    onCreate: (slot: { col: number; start: number; end: number }) => {
      if (rights.add) page.create(page.columns[slot.col], slot);
    },
    onMove: (task: Parameters<typeof page.move>[0], slot: { col: number; start: number; end: number }) => {
      const column = page.columns[slot.col];
      if (column && rights.edit) page.move(task, column, slot);
    },
    onOpen: (task: Parameters<typeof page.open>[0]) => void page.open(task),
  };
  const legend =
    page.color === 'status'
      ? kind.statusOptions.map(([value, label]) => ({
          key: String(value),
          label: i18n._(label),
          color: kind.statusColors[String(value)] ?? '#7367F0',
        }))
      : [
          ...new Map(
            (page.query.data?.tasks ?? [])
              .filter((x) => x.ma_loai)
              .map((x) => [
                x.ma_loai,
                { key: x.ma_loai ?? '', label: x.ten_loai ?? x.ma_loai ?? '', color: x.mau ?? '#7367F0' },
              ]),
          ).values(),
        ];
  return (
    <div className="grid gap-4">
      <PageHeader before={<Breadcrumbs items={[{ label: t`CRM` }, { label: title }]} />} title={title} />
      <CalendarToolbar
        views={kind.views}
        addLabel={i18n._(kind.words.add)}
        view={page.view}
        heading={heading}
        color={page.color}
        branch={page.branch}
        canAdd={rights.add}
        onView={(view) => page.go({ view })}
        onStep={page.step}
        onColor={(color) => page.go({ color })}
        onBranch={(branch) => page.go({ branch: branch || undefined })}
        onAdd={() => {
          const start = page.date === dayOf(Date.now()) ? Math.ceil(minuteOf(Date.now()) / 60) * 60 : 9 * 60;
          page.create(undefined, { start, end: start + NEW_LENGTH_MINUTES });
        }}
      />
      {legend.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-label={t`Chú thích màu`}>
          {legend.map((item) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: item.color }} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      {page.query.isError ? <Alert>{page.query.error.message}</Alert> : null}
      {page.query.data?.truncated ? <Alert tone="warning">{i18n._(kind.words.tooMany)}</Alert> : null}
      {page.view === 'month' ? (
        <MonthGrid
          day={page.date}
          tasks={page.query.data?.tasks ?? []}
          colorOf={page.colorOf}
          onOpen={actions.onOpen}
          onMoveDay={(task, day) => {
            const start = minuteOf(Date.parse(task.ngay_bd));
            const length = Math.round((Date.parse(task.ngay_kt) - Date.parse(task.ngay_bd)) / 60_000);
            page.move(task, { key: day, day, resource: null, title: day }, { start, end: start + length });
          }}
          onCreateOn={(day) =>
            page.create({ key: day, day, resource: null, title: day }, { start: 9 * 60, end: 10 * 60 })
          }
          onShowDay={(day) => page.go({ view: 'day', date: day })}
        />
      ) : (
        <TimeGrid
          key={`${page.view}-${page.date}`}
          columns={page.columns}
          placed={page.placed}
          colorOf={page.colorOf}
          minColWidth={MIN_COLUMN[page.view]}
          newLength={NEW_LENGTH_MINUTES}
          firstMinute={page.firstMinute}
          actions={actions}
          label={`${title} ${heading}`}
        />
      )}
      {page.draft ? (
        <TaskDialog
          kind={kind}
          key={String(page.draft.record?.id ?? 'new')}
          draft={page.draft}
          busy={page.saver.busy}
          onClose={() => page.setDraft(null)}
          onSave={(id, body) => page.saver.save({ id, body })}
          onDelete={setDeleting}
        />
      ) : null}
      <ConflictDialog
        pending={page.saver.pending}
        busy={page.saver.busy}
        onConfirm={() => void page.saver.confirm()}
        onCancel={page.saver.cancel}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void page.remove(deleting).finally(() => setDeleting(null));
        }}
      >
        {i18n._({ ...kind.words.remove, values: { code: codeOf(kind, deleting) } })}
      </ConfirmDialog>
    </div>
  );
}
