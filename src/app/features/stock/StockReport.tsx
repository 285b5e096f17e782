import { useLingui } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { DataTable, type DataTableProps } from '../../entity-ui/table/DataTable.tsx';
import { DataTableFooter } from '../../entity-ui/table/DataTableFooter.tsx';
import { useTableState } from '../../entity-ui/table/use-table-state.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';

/*
 * The frame the stock reports share (balances, batches, a batch's history): the page header under
 * "Kho", one card with the filters on top and the table, its address as the filters' state.
 */

/**
 * The report's address (validated by its route, as `Search`) and how a filter changes it: a paged
 * report goes back to its first page, as the rows the old page showed are no longer the same.
 */
export function useReportSearch<Search extends object>() {
  const address = useSearch({ strict: false });
  const search = address as Search;
  const navigate = useNavigate();
  const setSearch = (change: Record<string, unknown>, replace = false) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace,
    } as never);
  const paged = 'pageIndex' in search;
  const filter = (name: string) => (value: string | undefined) =>
    setSearch(paged ? { [name]: value, pageIndex: 1 } : { [name]: value });
  return { search, setSearch, filter };
}

export function StockReportFrame({
  title,
  notice,
  filters,
  children,
}: {
  title: string;
  /** Above the card: why the report may stay empty (batches are off). */
  notice?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader before={<Breadcrumbs items={[{ label: t`Kho` }, { label: title }]} />} title={title} />
      {notice}
      <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
        <div className="flex flex-wrap items-end gap-3 px-4 pt-4 pb-3 sm:px-5">{filters}</div>
        {children}
      </section>
    </div>
  );
}

interface ReportQuery {
  data: unknown;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The report's rows, or what failed with "Thử lại" when there are none to show: a failed refresh
 * keeps the rows already on screen.
 */
export function ReportTable<Row>({ query, ...table }: { query: ReportQuery } & DataTableProps<Row>) {
  if (query.isError && !query.data)
    return (
      <div className="px-4 pb-4 sm:px-5">
        <RetryAlert message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />
      </div>
    );
  return <DataTable {...table} busy={query.isFetching} />;
}

type StockRow = { ma_kho: string; ma_vt: string; ma_lo: string };

/** A stock row's key: one product's batch in one warehouse. */
const stockRowKey = (row: StockRow) => `${row.ma_kho}|${row.ma_vt}|${row.ma_lo}`;

/**
 * A paged report's rows and its pager, on the page the address names. The endpoint sorts by
 * `sortKey` (the columns do not sort); `summary` stands between the table and the pager (totals).
 */
export function PagedStockTable<Row extends StockRow>({
  query,
  sortKey,
  summary,
  ...table
}: {
  query: ReportQuery & { data: { items: Row[]; total: number } | undefined };
  sortKey: string;
  summary?: ReactNode;
  label: string;
  columns: DataColumn<Row>[];
  empty: ReactNode;
}) {
  const { search, setSearch } = useReportSearch<{ pageIndex: number; pageSize: number }>();
  const tableSearch = { ...search, sortKey, sortType: 'asc' as const };
  const state = useTableState(tableSearch, setSearch, query.data?.total);
  return (
    <>
      <ReportTable {...table} query={query} rows={query.data?.items ?? []} rowKey={stockRowKey} />
      {summary}
      <DataTableFooter state={state} search={tableSearch} total={query.data?.total ?? 0} />
    </>
  );
}
