import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { formatNumber } from '../../../contract/domain/format.ts';
import { TextFilter } from '../../entity-ui/EntityFilters.tsx';
import { businessToday } from '../../entity-ui/excel/today.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { DataTable } from '../../entity-ui/table/DataTable.tsx';
import { DataTableFooter } from '../../entity-ui/table/DataTableFooter.tsx';
import { useTableState } from '../../entity-ui/table/use-table-state.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { notify } from '../../ui/toasts.ts';
import { allBalances, type BalanceRow, productBalancesQuery } from './product-balances-api.ts';
import type { ProductBalancesSearch } from './product-balances-search.ts';
import { WarehouseFilter } from './WarehouseFilter.tsx';

function useBalancesSearch() {
  const search = useSearch({ from: '/stock/product-balances' }) as ProductBalancesSearch;
  const navigate = useNavigate();
  const setSearch = (change: Record<string, unknown>, replace = false) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace,
    } as never);
  return { search, setSearch };
}

function useColumns(): DataColumn<BalanceRow>[] {
  const { t } = useLingui();
  return [
    // The code first: it is the column held in place while a phone scrolls the rest sideways.
    { id: 'ma_vt', label: t`Mã hàng`, width: 120, cell: (row) => row.ma_vt },
    { id: 'ten_vt', label: t`Tên hàng`, minWidth: 220, isRowHeader: true, cell: (row) => row.ten_vt ?? '' },
    { id: 'ma_kho', label: t`Kho`, width: 110, cell: (row) => row.ma_kho },
    { id: 'dvt', label: t`ĐVT`, width: 90, cell: (row) => row.dvt ?? '' },
    { id: 'ma_lo', label: t`Số lô`, width: 110, cell: (row) => row.ma_lo },
    { id: 'ton', label: t`Tồn`, width: 110, align: 'end', cell: (row) => formatNumber(row.ton) },
    {
      id: 'tien_ton',
      label: t`Giá trị tồn`,
      width: 150,
      align: 'end',
      cell: (row) => formatNumber(row.tien_ton),
    },
  ];
}

/** "Xuất Excel": every row the filters keep, not only the page on screen. */
function ExportButton({
  search,
  columns,
}: {
  search: ProductBalancesSearch;
  columns: DataColumn<BalanceRow>[];
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const [rows, { saveBalances }] = await Promise.all([
        allBalances(search),
        import('./balances-export.ts'),
      ]);
      const title = t`Tồn kho`;
      await saveBalances(
        columns.map((c) => c.label),
        rows,
        `${title} ${search.toDate ?? businessToday()}.xlsx`,
        title,
      );
    } catch (error) {
      notify('danger', t`Không xuất được Excel.`, error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" isPending={busy} onPress={() => void run()}>
      <FileDown aria-hidden="true" className="size-4" />
      <Trans>Xuất Excel</Trans>
    </Button>
  );
}

/**
 * Stock on hand (design/documents.md §5): quantity and value by warehouse, product and batch as
 * of any date, read from the balance table and the ledger, with its totals and an Excel export.
 */
export function ProductBalancesPage() {
  const { t } = useLingui();
  const { search, setSearch } = useBalancesSearch();
  const query = useQuery({ ...productBalancesQuery(search), placeholderData: keepPreviousData });
  const tableSearch = { ...search, sortKey: 'ma_kho', sortType: 'asc' as const };
  const state = useTableState(tableSearch, setSearch, query.data?.total);
  const columns = useColumns();
  const filter = (name: string) => (value: string | undefined) => setSearch({ [name]: value, pageIndex: 1 });
  const title = t`Tồn kho`;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader before={<Breadcrumbs items={[{ label: t`Kho` }, { label: title }]} />} title={title} />
      <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
        <div className="flex flex-wrap items-end gap-3 px-4 pt-4 pb-3 sm:px-5">
          <WarehouseFilter value={search.ma_kho} onChange={filter('ma_kho')} />
          <TextFilter labelled label={t`Mã hàng`} value={search.ma_vt ?? ''} onCommit={filter('ma_vt')} />
          <TextFilter labelled label={t`Số lô`} value={search.ma_lo ?? ''} onCommit={filter('ma_lo')} />
          <DatePickerField
            label={t`Tồn đến ngày`}
            value={search.toDate ?? null}
            onChange={(d) => filter('toDate')(d ?? undefined)}
            className="w-full sm:w-48"
          />
          <div className="sm:ml-auto">
            <ExportButton search={search} columns={columns} />
          </div>
        </div>
        {query.isError && !query.data ? (
          <div className="px-4 pb-4 sm:px-5">
            <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
          </div>
        ) : (
          <DataTable
            label={title}
            columns={columns}
            rows={query.data?.items ?? []}
            rowKey={(row) => `${row.ma_kho}|${row.ma_vt}|${row.ma_lo}`}
            busy={query.isFetching}
            empty={query.data ? t`Không có hàng tồn theo bộ lọc này` : t`Đang tải…`}
          />
        )}
        <dl className="flex flex-wrap justify-end gap-x-8 gap-y-1 border-t border-line px-4 py-3 text-sm sm:px-5">
          <div className="flex gap-2">
            <dt className="text-muted">{t`Tổng giá trị tồn`}</dt>
            <dd data-testid="balance-total" className="font-semibold text-heading tabular-nums">
              {formatNumber(query.data?.totals.tien_ton ?? '0')}
            </dd>
          </div>
        </dl>
        <DataTableFooter state={state} search={tableSearch} total={query.data?.total ?? 0} />
      </section>
    </div>
  );
}
