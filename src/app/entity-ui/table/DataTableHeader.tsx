import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { Column, TableHeader } from 'react-aria-components';
import type { DataColumn } from './columns.ts';
import { SelectionBox } from './SelectionBox.tsx';

const headClass =
  'flex h-full items-center border-b border-line bg-subtle px-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-heading uppercase outline-none first:pl-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 data-allows-sorting:cursor-pointer data-allows-sorting:hover:text-primary-ink';

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  if (direction === 'ascending') return <ArrowUp aria-hidden="true" className="size-3.5 text-primary-500" />;
  if (direction === 'descending')
    return <ArrowDown aria-hidden="true" className="size-3.5 text-primary-500" />;
  return <ChevronsUpDown aria-hidden="true" className="size-3.5 text-muted/60" />;
}

/** The header row: the select-all box, room for the expand buttons, then the sortable columns. */
export function DataTableHeader<R>({
  columns,
  selecting,
  expanding,
}: {
  columns: readonly DataColumn<R>[];
  selecting: boolean;
  expanding: boolean;
}) {
  const { t } = useLingui();
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  return (
    <TableHeader className="sticky top-0 z-10">
      {selecting ? (
        <Column
          id="__select"
          width={40}
          minWidth={40}
          className={`${headClass} justify-center px-0 first:pl-0`}
        >
          <SelectionBox label={t`Chọn tất cả`} />
        </Column>
      ) : null}
      {expanding ? (
        <Column id="__expand" width={40} minWidth={40} className={`${headClass} px-0 first:pl-0`}>
          <span className="sr-only">{t`Mở rộng`}</span>
        </Column>
      ) : null}
      {columns.map((column, index) => (
        <Column
          key={column.id}
          id={column.id}
          textValue={column.label}
          allowsSorting={column.sortable ?? false}
          isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
          width={column.width ?? '1fr'}
          minWidth={column.minWidth ?? column.width ?? 120}
          className={`${headClass} ${column.align === 'end' ? 'justify-end' : column.align === 'center' ? 'justify-center' : ''}`}
        >
          {({ allowsSorting, sortDirection }) => (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <span className="truncate">{column.label}</span>
              {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
            </span>
          )}
        </Column>
      ))}
    </TableHeader>
  );
}
