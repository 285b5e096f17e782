import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { Button, type Key, Menu, MenuItem, MenuTrigger } from 'react-aria-components';
import type { CalendarTask } from '../../../contract/api/tasks.api.ts';
import { Popover } from '../../ui/Popover.tsx';
import { clock } from './calendar-time.ts';
import { layoutColumn, type MoreChip } from './column-layout.ts';
import { EventBlock, laneStyle, px, titleOf } from './GridParts.tsx';
import type { Placed } from './grid-model.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink';

/**
 * One column's bookings, side by side where they overlap, and a "+N" chip per hour for those
 * beyond the lanes that fit (column-layout.ts). The layout is computed once per change of the
 * column's bookings or lane count, and a booking re-renders only when its own props change.
 */
export const ColumnEvents = memo(function ColumnEvents({
  items,
  maxLanes,
  colorOf,
  onOpen,
}: {
  items: readonly Placed[];
  maxLanes: number;
  colorOf: (task: CalendarTask) => string;
  onOpen: (task: CalendarTask) => void;
}) {
  const layout = useMemo(() => layoutColumn(items, maxLanes), [items, maxLanes]);
  return (
    <>
      {layout.shown.map(({ placed, lane, of }) => (
        <EventBlock
          key={placed.task.id}
          task={placed.task}
          start={placed.start}
          end={placed.end}
          lane={lane}
          of={of}
          color={colorOf(placed.task)}
        />
      ))}
      {layout.more.map((chip) => (
        <MoreButton key={chip.hour} chip={chip} colorOf={colorOf} onOpen={onOpen} />
      ))}
    </>
  );
});

/**
 * "+N": the bookings of an hour that did not fit, listed in a menu (arrows, Enter opens one): the
 * keyboard and pointer way to every booking of a crowded hour.
 */
function MoreButton({
  chip,
  colorOf,
  onOpen,
}: {
  chip: MoreChip;
  colorOf: (task: CalendarTask) => string;
  onOpen: (task: CalendarTask) => void;
}) {
  const { t } = useLingui();
  const count = chip.items.length;
  const hour = `${clock(chip.hour * 60)}–${clock(chip.hour * 60 + 60)}`;
  const open = (key: Key) => {
    const found = chip.items.find((p) => p.task.id === key);
    if (found) onOpen(found.task);
  };
  return (
    <MenuTrigger>
      <Button
        data-more={count}
        aria-label={t`${count} lịch hẹn khác, ${hour}`}
        className="absolute z-[5] cursor-pointer overflow-hidden rounded-md border border-line bg-subtle px-1 text-left text-xs font-semibold text-primary-ink outline-none hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500"
        style={{
          top: px(chip.start),
          height: Math.max(px(chip.end - chip.start), 18),
          ...laneStyle(chip.lane, chip.of),
        }}
      >
        +{count}
      </Button>
      <Popover placement="bottom" className="w-72 rounded-card bg-surface p-1.5 shadow-card outline-none">
        <Menu
          aria-label={t`Lịch hẹn ${hour}`}
          onAction={open}
          className="max-h-80 overflow-y-auto outline-none"
        >
          {chip.items.map(({ task, start, end }) => (
            <MenuItem
              key={task.id}
              id={task.id}
              textValue={`${clock(start)} ${titleOf(task)}`}
              className={itemClass}
            >
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-full"
                style={{ background: colorOf(task) }}
              />
              <span className="shrink-0 font-medium">
                {clock(start)}–{clock(end)}
              </span>
              <span className="min-w-0 truncate">
                {titleOf(task)}
                {task.ten_nv ? ` · ${task.ten_nv}` : ''}
              </span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
