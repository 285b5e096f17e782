import { Trans } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { LastUpdated } from '../../ui/LastUpdated.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { TableSkeleton } from '../EntityTable.tsx';
import type { ListExportDialog as ListExportDialogOfRows } from '../excel/ExportDialog.tsx';
import { ColumnSettingsPopup, TableSettingsDialog } from '../table/ColumnSettingsPopup.tsx';
import { DataTable } from '../table/DataTable.tsx';
import { DataTableFooter } from '../table/DataTableFooter.tsx';
import { DataTableToolbar } from '../table/DataTableToolbar.tsx';
import type { FilterDraft } from '../table/PhoneFilters.tsx';
import { type ListScreenColumn, listScreenQuery } from './list-screen.ts';
import type { ListScreenState } from './use-list-screen.ts';

// The Excel library loads only when the button is pressed: the list's chunk stays light. (React's
// lazy forgets that the dialog is generic: the cast gives it back.)
const ListExportDialog = lazy(() =>
  import('../excel/ExportDialog.tsx').then((m) => ({ default: m.ListExportDialog })),
) as unknown as typeof ListExportDialogOfRows;

/** "Xuất Excel" of a bespoke list: every row of the search and sort on screen, shown columns. */
function ExportButton<R>({ list, title }: { list: ListScreenState<R>; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
        <FileDown aria-hidden="true" className="size-4" />
        <Trans>Xuất Excel</Trans>
      </Button>
      <Suspense fallback={null}>
        {open ? (
          <ListExportDialog
            screen={list.screen}
            params={list.params}
            title={title}
            columns={list.columns.shown as ListScreenColumn<R>[]}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

export interface ListScreenTableProps<R> {
  list: ListScreenState<R>;
  /** The list's name: the section's label, the export's title and file name. */
  title: string;
  /** The table's name for screen readers ('Danh sách người dùng'). */
  label: string;
  searchLabel: string;
  placeholder?: string;
  /** Click, Enter or Space on a row. */
  onRowAction?: (row: R) => void;
  /** What an empty page says (after a search, or before any row exists). */
  empty: ReactNode;
  /** With check boxes: what to do with the rows ticked on this page (shown once one is). */
  selectionActions?: (chosen: R[]) => ReactNode;
  /** The screen's own filters, after the search box (in the bottom sheet on a phone). */
  filters?: (draft: FilterDraft) => ReactNode;
}

/**
 * A bespoke list on the entity data table: the same toolbar (search with F3, dates, settings
 * popup, Excel export), Ctrl+←/→ between pages, footer and address state as an entity list.
 */
export function ListScreenTable<R>(props: ListScreenTableProps<R>) {
  const { list, title } = props;
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => void TableSettingsDialog.preload().catch(() => undefined), []);
  const rows = list.query.data?.items ?? [];
  const chosen = rows.filter((row) => list.selected.has(list.screen.rowKey(row)));
  return (
    <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
      <DataTableToolbar
        state={list.state}
        search={list.search}
        setSearch={list.setSearch}
        searchLabel={props.searchLabel}
        placeholder={props.placeholder}
        withDates={list.screen.withDates}
        filters={props.filters}
        onSettings={() => setSettingsOpen(true)}
      >
        <ExportButton list={list} title={title} />
        {chosen.length > 0 ? props.selectionActions?.(chosen) : null}
      </DataTableToolbar>
      <LastUpdated answer={list.query} className="px-4 pb-2 sm:px-5" />
      {list.query.isError && !list.query.data ? (
        <div className="px-4 pb-4 sm:px-5">
          <RetryAlert message={list.query.error.message} onRetry={() => void list.query.refetch()} />
        </div>
      ) : list.query.data ? (
        <DataTable
          label={props.label}
          columns={list.columns.shown}
          rows={rows}
          rowKey={list.screen.rowKey}
          busy={list.query.isPlaceholderData}
          sort={list.state.sort}
          onSortChange={list.state.setSort}
          selectedKeys={props.selectionActions ? list.selected : undefined}
          onSelectionChange={props.selectionActions ? list.setSelected : undefined}
          onRowAction={props.onRowAction}
          empty={props.empty}
          phone={{
            pageIndex: list.search.pageIndex,
            page: (pageIndex) => listScreenQuery(list.screen, { ...list.params, pageIndex }),
            bulk: props.selectionActions,
          }}
        />
      ) : (
        <TableSkeleton />
      )}
      <DataTableFooter
        state={list.state}
        search={list.search}
        total={list.query.data?.total ?? 0}
        exact={list.query.data?.total_exact ?? true}
        cards
      />
      <ColumnSettingsPopup isOpen={settingsOpen} onOpenChange={setSettingsOpen} columns={list.columns} />
    </section>
  );
}
