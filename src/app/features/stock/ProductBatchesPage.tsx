import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useBatchesEnabled } from '../../document-ui/batches.ts';
import { businessToday } from '../../entity-ui/excel/today.ts';
import { formatNumber } from '../../entity-ui/format.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { Switch } from '../../ui/Switch.tsx';
import { BatchesOff } from './BatchesOff.tsx';
import { ExpiryBadge } from './ExpiryBadge.tsx';
import { type BatchRow, productBatchesQuery } from './product-batches-api.ts';
import type { ProductBatchesSearch } from './product-batches-search.ts';
import { CodeFilters, DayFilter } from './StockFilters.tsx';
import { PagedStockTable, StockReportFrame, useReportSearch } from './StockReport.tsx';

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
  const { search, filter } = useReportSearch<ProductBatchesSearch>();
  const enabled = useBatchesEnabled();
  const query = useQuery({ ...productBatchesQuery(search), placeholderData: keepPreviousData, enabled });
  const columns = useColumns(businessToday());
  const title = t`Lô hàng`;
  const filters = (
    <>
      <CodeFilters search={search} filter={filter} />
      <DayFilter label={t`Hết hạn đến ngày`} value={search.hetHanDen} onChange={filter('hetHanDen')} />
      <Switch
        isSelected={search.conTon === '0'}
        onChange={(on) => filter('conTon')(on ? '0' : undefined)}
        className="pb-2"
      >
        {t`Cả lô đã hết hàng`}
      </Switch>
    </>
  );
  return (
    <StockReportFrame title={title} notice={enabled ? null : <BatchesOff />} filters={filters}>
      <PagedStockTable
        query={query}
        sortKey="ngay_hhsd"
        label={title}
        columns={columns}
        empty={query.data || !enabled ? t`Không có lô hàng theo bộ lọc này` : t`Đang tải…`}
      />
    </StockReportFrame>
  );
}
