import { Trans, useLingui } from '@lingui/react/macro';
import { type UseQueryOptions, useQueries } from '@tanstack/react-query';
import { Check, MoreVertical } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button as AriaButton, Checkbox, Menu, MenuItem, MenuTrigger } from 'react-aria-components';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Popover } from '../../ui/Popover.tsx';
import type { DataTableProps } from './DataTable.tsx';
import { NoRows } from './NoRows.tsx';
import { type CardShape, cardShape, type PhoneCards, type RowMenuItem } from './phone-cards.ts';

const itemClass =
  'flex min-h-[44px] cursor-pointer items-center rounded-md px-3 text-[15px] text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink';

function CardMenu({ label, items }: { label: string; items: RowMenuItem[] }) {
  const { t } = useLingui();
  return (
    <MenuTrigger>
      <AriaButton
        aria-label={t`Thao tác với ${label}`}
        className="relative z-1 grid size-[44px] shrink-0 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <MoreVertical aria-hidden="true" className="size-5" />
      </AriaButton>
      <Popover
        placement="bottom end"
        className="min-w-40 rounded-card bg-surface p-1.5 shadow-card ring-1 ring-line/60"
      >
        <Menu aria-label={t`Thao tác với ${label}`} className="grid gap-0.5 outline-none">
          {items.map((item) => (
            <MenuItem
              key={item.id}
              id={item.id}
              onAction={item.onAction}
              className={`${itemClass} ${item.danger ? 'text-danger' : ''}`}
            >
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** A status cell as a chip: a plain value gets one, a drawn one (a Badge) is kept. */
function chipOf(value: ReactNode) {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' || typeof value === 'number' ? (
    <Badge className="px-2 py-0.5 text-xs">{value}</Badge>
  ) : (
    value
  );
}

interface CardProps<R> {
  row: R;
  shape: CardShape<R>;
  selecting: boolean;
  selected: boolean;
  selectable: boolean;
  onToggle: () => void;
  onOpen: (() => void) | undefined;
  /** A long press on the card starts select mode with this card ticked (a phone's habit). */
  onLongPress: (() => void) | undefined;
  menu: RowMenuItem[];
}

const longPressMs = 500;

/**
 * Press handlers for the card's title: a tap opens, holding it `longPressMs` selects instead. A
 * scroll cancels the press (and the timer) before either happens.
 */
function useOpenOrHold(onOpen: (() => void) | undefined, onLongPress: (() => void) | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const held = useRef(false);
  const stop = () => clearTimeout(timer.current);
  return {
    onPressStart: () => {
      held.current = false;
      if (!onLongPress) return;
      timer.current = setTimeout(() => {
        held.current = true;
        onLongPress();
      }, longPressMs);
    },
    onPressEnd: stop,
    onPress: () => {
      stop();
      if (!held.current) onOpen?.();
    },
  };
}

/** One row as a card: the whole card opens the record (or ticks it in select mode). */
function Card<R>(props: CardProps<R>) {
  const { row, shape, selecting, selected, selectable, onToggle, menu } = props;
  const { t } = useLingui();
  const press = useOpenOrHold(props.onOpen, props.onLongPress);
  const title = shape.title?.cell(row);
  const label = typeof title === 'string' ? title : t`dòng`;
  // Empty values make no line: a card shows what the record has.
  const lines = shape.lines
    .map((column) => ({ column, value: column.cell(row) }))
    .filter(({ value }) => value !== '' && value !== null && value !== undefined);
  // The title stretches over the card (after:inset-0), so one tap anywhere opens or ticks it.
  const stretch = 'text-left outline-none after:absolute after:inset-0 after:rounded-card';
  return (
    <li
      className={`relative flex items-start gap-2 rounded-card border p-3 ${selected ? 'border-primary-500 bg-primary-50/60' : 'border-line bg-surface'} has-focus-visible:outline-2 has-focus-visible:outline-primary-500`}
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex min-w-0 items-baseline gap-2">
          {selecting ? (
            <Checkbox
              isSelected={selected}
              isDisabled={!selectable}
              onChange={onToggle}
              aria-label={t`Chọn ${label}`}
              className={`group flex min-w-0 items-center gap-2.5 ${stretch}`}
            >
              <span
                aria-hidden="true"
                className="grid size-5 shrink-0 place-items-center rounded-[4px] border-2 border-line bg-surface text-white group-data-selected:border-primary-500 group-data-selected:bg-primary-500"
              >
                <Check className="size-3.5 opacity-0 group-data-selected:opacity-100" strokeWidth={3.5} />
              </span>
              <span className="line-clamp-2 min-w-0 font-semibold text-heading">{title}</span>
            </Checkbox>
          ) : (
            <AriaButton
              {...press}
              className={`line-clamp-2 min-w-0 font-semibold text-heading select-none [-webkit-touch-callout:none] ${stretch}`}
            >
              {title}
            </AriaButton>
          )}
        </div>
        {shape.code ? (
          <span className="text-[13px] text-muted tabular-nums">{shape.code.cell(row)}</span>
        ) : null}
        {lines.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {lines.map(({ column, value }) => (
              <div key={column.id} className="contents">
                <dt className="text-muted">{column.label}</dt>
                <dd className="min-w-0 truncate text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {shape.chips.length > 0 ? (
          <div className="flex flex-wrap gap-x-3 gap-y-1.5">
            {shape.chips.map((column) => (
              // The column's name before its chip: "Có" alone would not say what is so.
              <span key={column.id} className="flex items-center gap-1.5 text-xs text-muted">
                {column.label}
                {chipOf(column.cell(row))}
              </span>
            ))}
          </div>
        ) : null}
      </div>
      {menu.length > 0 && !selecting ? <CardMenu label={label} items={menu} /> : null}
    </li>
  );
}

/** The chosen keys of one search; another search starts afresh. */
function useChosen(resetKey: string) {
  const [held, setHeld] = useState({ resetKey, keys: new Set<string>() });
  const keys = held.resetKey === resetKey ? held.keys : new Set<string>();
  return [keys, (next: Set<string>) => setHeld({ resetKey, keys: next })] as const;
}

/** The rows of pages 1 … pageIndex one after the other ("Xem thêm" appends the next). */
function useAppendedRows<R>(phone: PhoneCards<R>, current: readonly R[]) {
  const before = Array.from({ length: Math.max(0, phone.pageIndex - 1) }, (_, i) => phone.page(i + 1));
  // Each page's options come from the list's own query (its data has `items` of R).
  const pages = useQueries({ queries: before as unknown as UseQueryOptions<{ items: R[] }>[] });
  return [...pages.flatMap((page) => page.data?.items ?? []), ...current];
}

/** A list as cards on a phone: the table's columns, rows, opening and selection. */
export function DataCards<R>(props: DataTableProps<R> & { phone: PhoneCards<R> }) {
  const { phone, rowKey } = props;
  const rows = useAppendedRows(phone, props.rows);
  const shape = cardShape(props.columns, phone.secondary);
  const [selecting, setSelecting] = useState(false);
  const [chosenKeys, setChosen] = useChosen(JSON.stringify(phone.page(1).queryKey));
  const canSelect = props.onSelectionChange !== undefined && phone.bulk !== undefined;
  const isSelectable = props.isSelectable ?? (() => true);
  const chosen = rows.filter((row) => chosenKeys.has(rowKey(row)));
  const toggle = (key: string) => {
    const next = new Set(chosenKeys);
    if (!next.delete(key)) next.add(key);
    setChosen(next);
  };
  if (rows.length === 0) return <NoRows>{props.empty}</NoRows>;
  return (
    <div className={`grid gap-2 px-3 pb-3 ${selecting ? 'pb-24' : ''}`} aria-busy={props.busy || undefined}>
      {canSelect ? (
        <div className="flex justify-end">
          <Button
            variant={selecting ? 'tonal' : 'outline'}
            size="sm"
            aria-pressed={selecting}
            className="h-[44px] px-4"
            onPress={() => {
              setSelecting(!selecting);
              setChosen(new Set());
            }}
          >
            {selecting ? <Trans>Xong</Trans> : <Trans>Chọn</Trans>}
          </Button>
        </div>
      ) : null}
      <ul aria-label={props.label} className={`grid gap-2 ${props.busy ? 'opacity-60' : ''}`}>
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <Card
              key={key}
              row={row}
              shape={shape}
              selecting={selecting}
              selected={chosenKeys.has(key)}
              selectable={isSelectable(row)}
              onToggle={() => toggle(key)}
              onOpen={props.onRowAction ? () => props.onRowAction?.(row) : undefined}
              onLongPress={
                canSelect && isSelectable(row)
                  ? () => {
                      setSelecting(true);
                      setChosen(new Set([key]));
                    }
                  : undefined
              }
              menu={phone.menu?.(row) ?? []}
            />
          );
        })}
      </ul>
      {selecting ? (
        <BulkBar count={chosen.length}>{chosen.length > 0 ? phone.bulk?.(chosen) : null}</BulkBar>
      ) : null}
    </div>
  );
}

function BulkBar({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Thao tác với các dòng đã chọn`}
      className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center gap-2 border-t border-line bg-surface px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-card [&_button]:h-[44px]"
    >
      <p className="mr-auto text-sm font-medium text-heading" aria-live="polite">
        <Trans>Đã chọn {count}</Trans>
      </p>
      {children}
    </section>
  );
}
