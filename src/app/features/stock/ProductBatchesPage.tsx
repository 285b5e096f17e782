import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useBatchesEnabled } from '../../document-ui/batches.ts';
import { TextFilter } from '../../entity-ui/EntityFilters.tsx';
import { businessToday } from '../../entity-ui/excel/today.ts';
import { formatNumber } from '../../entity-ui/format.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { DataTable } from '../../entity-ui/table/DataTable.tsx';
import { DataTableFooter } from '../../entity-ui/table/DataTableFooter.tsx';
import { useTableState } from '../../entity-ui/table/use-table-state.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { BatchesOff } from './BatchesOff.tsx';
import { ExpiryBadge } from './ExpiryBadge.tsx';
import { type BatchRow, productBatchesQuery } from './product-batches-api.ts';
import type { ProductBatchesSearch } from './product-batches-search.ts';
import { WarehouseFilter } from './WarehouseFilter.tsx';

function useColumns(today: string): DataColumn<BatchRow>[] {
  const { t } = useLingui();
  return [
    { id: 'ma_vt', label: t`Mã hàng`, width: 110, isKey: true, cell: (row) => row.ma_vt },
    { id: 'ten_vt', label: t`Tên hàng`, minWidth: 200, isRowHeader: true, cell: (row) => row.ten_vt ?? '' },
    { id: 'ma_lo', label: t`Số lô`, width: 110, cell: (row) => row.ma_lo },
    {
      id: 'ngay_hhsd',
      label: t`Hạn sử dụng`,
      width: 210,
      chip: true,
      cell: (row) => <ExpiryBadge expiry={row.ngay_hhsd} today={today} />,
    },
    { id: 'ma_kho', label: t`Kho`, width: 100, cell: (row) => row.ma_kho },
    { id: 'ton', label: t`Tồn`, width: 90, align: 'end', cell: (row) => formatNumber(row.ton) },
    { id: 'dvt', label: t`ĐVT`, width: 80, cell: (row) => row.dvt ?? '' },
    {
      id: 'tien_ton',
      label: t`Giá trị tồn`,
      width: 130,
      align: 'end',
      cell: (row) => formatNumber(row.tien_ton),
    },
    {
      id: 'lich_su',
      label: t`Lịch sử`,
      width: 100,
      cell: (row) => (
        <Link
          to="/stock/product-batch-histories"
          search={{ ma_vt: row.ma_vt, ma_lo: row.ma_lo }}
          className="font-medium text-primary-ink underline"
          aria-label={t`Xem lịch sử lô ${row.ma_lo} của ${row.ma_vt}`}
        >
          {t`Xem`}
        </Link>
      ),
    },
  ];
}

/**
 * Lô hàng: on hand per batch and warehouse with the batch's expiry, the first to expire first, so
 * a storekeeper sees what to sell or move before it expires; each batch links to its history.
 */
export function ProductBatchesPage() {
  const { t } = useLingui();
  const search = useSearch({ from: '/stock/product-batches' }) as ProductBatchesSearch;
  const navigate = useNavigate();
  const setSearch = (change: Record<string, unknown>, replace = false) =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...change }),
      replace,
    } as never);
  const enabled = useBatchesEnabled();
  const query = useQuery({ ...productBatchesQuery(search), placeholderData: keepPreviousData, enabled });
  const tableSearch = { ...search, sortKey: 'ngay_hhsd', sortType: 'asc' as const };
  const state = useTableState(tableSearch, setSearch, query.data?.total);
  const today = businessToday();
  const columns = useColumns(today);
  const filter = (name: string) => (value: string | undefined) => setSearch({ [name]: value, pageIndex: 1 });
  const title = t`Lô hàng`;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader before={<Breadcrumbs items={[{ label: t`Kho` }, { label: title }]} />} title={title} />
      {enabled ? null : <BatchesOff />}
      <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
        <div className="flex flex-wrap items-end gap-3 px-4 pt-4 pb-3 sm:px-5">
          <WarehouseFilter value={search.ma_kho} onChange={filter('ma_kho')} />
          <TextFilter labelled label={t`Mã hàng`} value={search.ma_vt ?? ''} onCommit={filter('ma_vt')} />
          <TextFilter labelled label={t`Số lô`} value={search.ma_lo ?? ''} onCommit={filter('ma_lo')} />
          <DatePickerField
            label={t`Hết hạn đến ngày`}
            value={search.hetHanDen ?? null}
            onChange={(d) => filter('hetHanDen')(d ?? undefined)}
            className="w-full sm:w-48"
          />
          <Switch
            isSelected={search.conTon === '0'}
            onChange={(on) => filter('conTon')(on ? '0' : undefined)}
            className="pb-2"
          >
            {t`Cả lô đã hết hàng`}
          </Switch>
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
            empty={query.data || !enabled ? t`Không có lô hàng theo bộ lọc này` : t`Đang tải…`}
          />
        )}
        <DataTableFooter state={state} search={tableSearch} total={query.data?.total ?? 0} />
      </section>
    </div>
  );
}
