import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { documentOfVoucher } from '../../../contract/documents/registry.ts';
import { useBatchesEnabled } from '../../document-ui/batches.ts';
import { TextFilter } from '../../entity-ui/EntityFilters.tsx';
import { businessToday } from '../../entity-ui/excel/today.ts';
import { formatDay, formatNumber } from '../../entity-ui/format.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { BatchesOff } from './BatchesOff.tsx';
import { ExpiryBadge } from './ExpiryBadge.tsx';
import { type BatchHistoryRow, batchHistoryQuery } from './product-batches-api.ts';
import type { BatchHistorySearch } from './product-batches-search.ts';
import { DayFilter } from './StockFilters.tsx';
import { ReportTable, StockReportFrame, useReportSearch } from './StockReport.tsx';
import { WarehouseFilter } from './WarehouseFilter.tsx';

/** The document a ledger row comes from, opened in its own list's form. */
function DocumentLink({ row }: { row: BatchHistoryRow }) {
  const document = documentOfVoucher(row.ma_ct);
  if (!document) return <>{row.so_ct}</>;
  return (
    <Link
      to={`/${document.path}` as never}
      search={{ edit: row.stt_rec } as never}
      className="font-medium text-primary-ink underline"
    >
      {row.so_ct}
    </Link>
  );
}

function useColumns(): DataColumn<BatchHistoryRow>[] {
  const { t } = useLingui();
  const quantity = (id: 'nhap' | 'xuat' | 'ton', label: string): DataColumn<BatchHistoryRow> => ({
    id,
    label,
    width: 100,
    align: 'end',
    cell: (row) => (row[id] === '0' && id !== 'ton' ? '' : formatNumber(row[id])),
  });
  return [
    { id: 'ngay_ct', label: t`Ngày`, width: 116, cell: (row) => formatDay(row.ngay_ct) },
    {
      id: 'so_ct',
      label: t`Số chứng từ`,
      minWidth: 150,
      isRowHeader: true,
      cell: (row) => <DocumentLink row={row} />,
    },
    { id: 'ma_ct', label: t`Loại`, width: 70, cell: (row) => row.ma_ct },
    { id: 'ma_kho', label: t`Kho`, width: 100, cell: (row) => row.ma_kho },
    quantity('nhap', t`Nhập`),
    quantity('xuat', t`Xuất`),
    quantity('ton', t`Tồn sau`),
  ];
}

function Balance({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-heading tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

/**
 * Lịch sử lô hàng: one batch's receipts, issues and transfers in date order with the quantity on
 * hand before the period, after each row and at its end (GET /api/stock/product-batch-histories).
 */
export function BatchHistoryPage() {
  const { t } = useLingui();
  const { search, filter } = useReportSearch<BatchHistorySearch>();
  const enabled = useBatchesEnabled();
  const history = useQuery({ ...batchHistoryQuery(search), placeholderData: keepPreviousData });
  const columns = useColumns();
  const data = history.data;
  const title = t`Lịch sử lô hàng`;
  const chosen = Boolean(search.ma_vt && search.ma_lo);
  const filters = (
    <>
      <TextFilter labelled label={t`Mã hàng`} value={search.ma_vt ?? ''} onCommit={filter('ma_vt')} />
      <TextFilter labelled label={t`Số lô`} value={search.ma_lo ?? ''} onCommit={filter('ma_lo')} />
      <WarehouseFilter value={search.ma_kho} onChange={filter('ma_kho')} />
      <DayFilter
        label={t`Từ ngày`}
        value={search.fromDate}
        onChange={filter('fromDate')}
        className="w-full sm:w-44"
      />
      <DayFilter
        label={t`Đến ngày`}
        value={search.toDate}
        onChange={filter('toDate')}
        className="w-full sm:w-44"
      />
    </>
  );
  return (
    <StockReportFrame title={title} notice={enabled ? null : <BatchesOff />} filters={filters}>
      {data && chosen ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line px-4 py-3 text-sm sm:px-5">
          <span className="font-semibold text-heading">
            {data.ma_vt} — {data.ten_vt ?? ''}
          </span>
          <span>
            <Trans>Lô {data.ma_lo}</Trans>
          </span>
          <span className="flex items-center gap-2">
            <span className="text-muted">{t`Hạn sử dụng`}</span>
            <ExpiryBadge expiry={data.ngay_hhsd} today={businessToday()} />
          </span>
        </div>
      ) : null}
      <ReportTable
        query={history}
        label={title}
        columns={columns}
        rows={chosen ? (data?.items ?? []) : []}
        rowKey={(row) => `${row.stt_rec}|${row.line}|${row.ma_kho}`}
        empty={chosen ? t`Lô này chưa có phát sinh trong kỳ` : t`Nhập mã hàng và số lô để xem lịch sử`}
      />
      {data && chosen ? (
        <dl className="flex flex-wrap justify-end gap-x-8 gap-y-1 border-t border-line px-4 py-3 text-sm sm:px-5">
          <Balance label={t`Tồn đầu kỳ`} value={data.dau_ky} />
          <Balance label={t`Tồn cuối kỳ`} value={data.cuoi_ky} />
        </dl>
      ) : null}
    </StockReportFrame>
  );
}
