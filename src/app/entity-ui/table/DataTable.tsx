import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Cell, Row, type SortDescriptor, Table, TableBody, Virtualizer } from 'react-aria-components';
import { useMinWidth } from '../../ui/use-min-width.ts';
import type { DataColumn } from './columns.ts';
import { DataCards } from './DataCards.tsx';
import { DataTableHeader } from './DataTableHeader.tsx';
import { NoRows } from './NoRows.tsx';
import type { PhoneCards } from './phone-cards.ts';
import { SelectionBox } from './SelectionBox.tsx';
import { detailKey, isDetailKey, readSelection, unselectableKeys } from './selection.ts';
import { StickyLeadLayout } from './sticky-lead-layout.ts';

export interface DataTableProps<R> {
  /** What the table lists, for screen readers ('Danh sách đơn vị tính'). */
  label: string;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  sort?: SortDescriptor | undefined;
  onSortChange?: ((sort: SortDescriptor) => void) | undefined;
  /** Multi-select with check boxes; rows `isSelectable` refuses are skipped by select-all. */
  selectedKeys?: ReadonlySet<string> | undefined;
  onSelectionChange?: ((keys: Set<string>) => void) | undefined;
  isSelectable?: ((row: R) => boolean) | undefined;
  /** Expandable rows: what shows under an expanded row. */
  expandedKeys?: ReadonlySet<string> | undefined;
  onExpandedChange?: ((keys: Set<string>) => void) | undefined;
  renderExpanded?: ((row: R) => ReactNode) | undefined;
  /** Click, Enter or Space on a row. */
  onRowAction?: ((row: R) => void) | undefined;
  busy?: boolean | undefined;
  empty?: ReactNode;
  /** Cards on a phone (below `md`) instead of the table; left out, the table everywhere. */
  phone?: PhoneCards<R> | undefined;
}

type Item<R> = { key: string; row: R; detail: boolean };

export const ROW_HEIGHT = 40;
const always = () => true;

export const cellClass =
  'flex h-10 items-center px-3 text-sm text-ink outline-none first:pl-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500';

function ExpandButton({ expanded, onPress }: { expanded: boolean; onPress: () => void }) {
  const { t } = useLingui();
  return (
    <Button
      aria-label={expanded ? t`Thu gọn dòng` : t`Mở rộng dòng`}
      aria-expanded={expanded}
      onPress={onPress}
      className="grid size-7 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-primary-50 hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      <ChevronRight aria-hidden="true" className={`size-4 transition ${expanded ? 'rotate-90' : ''}`} />
    </Button>
  );
}

/**
 * An empty table is as tall as its empty state (icon, message, an action such as "Xóa tìm kiếm"):
 * the layout gives the body what the frame has below the header, and the held first column lets
 * the body overflow, so a shorter frame would let what follows the table cover the action.
 */
const EMPTY_HEIGHT = 'min-h-64';

/** Kept in view on a table wider than the screen (a phone scrolls the table sideways). */
const EMPTY_IN_VIEW = 'sticky left-0 w-full max-w-[calc(100vw-2.75rem)]';

/**
 * The reusable data table of spec §2, independent of entities: columns, rows, sorting, selection and
 * expansion come in as props. Rows are virtualised (React Aria's Virtualizer with its table layout),
 * so only the rows in view are in the page and a 1000-row page scrolls smoothly, while keyboard
 * navigation, selection and screen-reader row counts still cover every row.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const wide = useMinWidth('md');
  if (!wide && props.phone && !props.phone.off) return <DataCards {...props} phone={props.phone} />;
  return <RowsTable {...props} />;
}

/** The table itself (a phone scrolls it sideways inside its card). */
function RowsTable<R>(props: DataTableProps<R>) {
  const { t } = useLingui();
  const { rows, rowKey } = props;
  const isSelectable = props.isSelectable ?? always;
  const items = tableItems(props);
  const details = items.filter((item) => item.detail).map((item) => item.key);
  const shape: RowShape<R> = {
    columns: props.columns,
    selecting: props.onSelectionChange !== undefined,
    expanding: props.renderExpanded !== undefined,
    expandedKeys: props.expandedKeys,
    toggle: (key) => {
      const next = new Set(props.expandedKeys);
      if (!next.delete(key)) next.add(key);
      props.onExpandedChange?.(next);
    },
    renderExpanded: props.renderExpanded,
    selectLabel: t`Chọn dòng`,
  };
  // Fixed row heights while nothing is expanded (no measuring); measured rows once details show.
  const heights = details.length > 0 ? { estimatedRowHeight: ROW_HEIGHT } : { rowHeight: ROW_HEIGHT };
  return (
    <Virtualizer
      layout={StickyLeadLayout}
      layoutOptions={{ ...heights, headingHeight: ROW_HEIGHT }}
      shouldObserveItemSize={details.length > 0}
    >
      <Table
        aria-label={props.label}
        aria-busy={props.busy || undefined}
        sortDescriptor={props.sort}
        onSortChange={props.onSortChange}
        selectionMode={shape.selecting ? 'multiple' : 'none'}
        selectedKeys={props.selectedKeys ? new Set(props.selectedKeys) : undefined}
        onSelectionChange={(selection) =>
          props.onSelectionChange?.(readSelection(selection, rows, rowKey, isSelectable))
        }
        disabledKeys={unselectableKeys(rows, rowKey, isSelectable, details)}
        disabledBehavior="selection"
        onRowAction={(key) => {
          const item = items.find((entry) => entry.key === String(key));
          if (item && !isDetailKey(item.key)) props.onRowAction?.(item.row);
        }}
        className={`relative max-h-[max(22rem,calc(100dvh-18rem))] ${rows.length === 0 ? EMPTY_HEIGHT : 'min-h-40'} w-full overflow-auto text-sm outline-none transition-opacity ${props.busy ? 'opacity-60' : ''}`}
      >
        <DataTableHeader columns={props.columns} selecting={shape.selecting} expanding={shape.expanding} />
        <TableBody
          items={items}
          renderEmptyState={() => <NoRows className={EMPTY_IN_VIEW}>{props.empty}</NoRows>}
        >
          {(item) => tableRow(item, shape)}
        </TableBody>
      </Table>
    </Virtualizer>
  );
}

/** The body's items: each row, and under an expanded one its detail row. */
function tableItems<R>({ rows, rowKey, expandedKeys, renderExpanded }: DataTableProps<R>): Item<R>[] {
  return rows.flatMap((row) => {
    const key = rowKey(row);
    const item = { key, row, detail: false };
    if (!renderExpanded || !expandedKeys?.has(key)) return [item];
    return [item, { key: detailKey(key), row, detail: true }];
  });
}

interface RowShape<R> {
  columns: readonly DataColumn<R>[];
  selecting: boolean;
  expanding: boolean;
  expandedKeys: ReadonlySet<string> | undefined;
  toggle: (key: string) => void;
  renderExpanded: ((row: R) => ReactNode) | undefined;
  selectLabel: string;
}

const alignClass = { start: '', end: 'justify-end tabular-nums', center: 'justify-center' };
// Opaque tints (primary-50 mixed over the surface) for the row and, the same again, for its held
// (sticky) cell (sticky-lead-layout.ts), so the columns scrolling beneath do not show through.
// Spelled out whole: Tailwind finds class names as written.
const rowTint =
  'bg-surface hover:bg-[color-mix(in_oklab,var(--color-primary-50)_40%,var(--color-surface))] data-selected:bg-[color-mix(in_oklab,var(--color-primary-50)_70%,var(--color-surface))]';
const heldCell =
  'bg-surface group-hover/row:bg-[color-mix(in_oklab,var(--color-primary-50)_40%,var(--color-surface))] group-data-selected/row:bg-[color-mix(in_oklab,var(--color-primary-50)_70%,var(--color-surface))]';

/** One body row: its check box and expand button, then the cells; or a detail row across them all. */
function tableRow<R>(item: Item<R>, shape: RowShape<R>) {
  if (item.detail) {
    const span = shape.columns.length + (shape.selecting ? 1 : 0) + (shape.expanding ? 1 : 0);
    return (
      <Row id={item.key} className="border-b border-line bg-subtle/50">
        <Cell colSpan={span} className="px-4 py-3 text-sm">
          {shape.renderExpanded?.(item.row)}
        </Cell>
      </Row>
    );
  }
  return (
    <Row
      id={item.key}
      className={`group/row cursor-default border-b border-line outline-none ${rowTint} focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500`}
    >
      {shape.selecting ? (
        <Cell className={`${cellClass} ${heldCell} justify-center px-0 first:pl-0`}>
          <SelectionBox label={shape.selectLabel} />
        </Cell>
      ) : null}
      {shape.expanding ? (
        <Cell className={`${cellClass} ${heldCell} justify-center px-0 first:pl-0`}>
          <ExpandButton
            expanded={shape.expandedKeys?.has(item.key) ?? false}
            onPress={() => shape.toggle(item.key)}
          />
        </Cell>
      ) : null}
      {shape.columns.map((column, index) => (
        <Cell
          key={column.id}
          className={`${cellClass} ${index === 0 ? heldCell : ''} ${alignClass[column.align ?? 'start']}`}
        >
          <span className="min-w-0 truncate">{column.cell(item.row)}</span>
        </Cell>
      ))}
    </Row>
  );
}
