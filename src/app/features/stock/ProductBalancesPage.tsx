import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { formatNumber } from '../../../contract/domain/format.ts';
import { businessToday } from '../../entity-ui/excel/today.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/toasts.ts';
import { allBalances, type BalanceRow, productBalancesQuery } from './product-balances-api.ts';
import type { ProductBalancesSearch } from './product-balances-search.ts';
import { CodeFilters, DayFilter } from './StockFilters.tsx';
import { PagedStockTable, StockReportFrame, useReportSearch } from './StockReport.tsx';

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
  const { search, filter } = useReportSearch<ProductBalancesSearch>();
  const query = useQuery({ ...productBalancesQuery(search), placeholderData: keepPreviousData });
  const columns = useColumns();
  const title = t`Tồn kho`;
  const filters = (
    <>
      <CodeFilters search={search} filter={filter} />
      <DayFilter label={t`Tồn đến ngày`} value={search.toDate} onChange={filter('toDate')} />
      <div className="sm:ml-auto">
        <ExportButton search={search} columns={columns} />
      </div>
    </>
  );
  return (
    <StockReportFrame title={title} filters={filters}>
      <PagedStockTable
        query={query}
        sortKey="ma_kho"
        label={title}
        columns={columns}
        empty={query.data ? t`Không có hàng tồn theo bộ lọc này` : t`Đang tải…`}
        summary={
          <dl className="flex flex-wrap justify-end gap-x-8 gap-y-1 border-t border-line px-4 py-3 text-sm sm:px-5">
            <div className="flex gap-2">
              <dt className="text-muted">{t`Tổng giá trị tồn`}</dt>
              <dd data-testid="balance-total" className="font-semibold text-heading tabular-nums">
                {formatNumber(query.data?.totals.tien_ton ?? '0')}
              </dd>
            </div>
          </dl>
        }
      />
    </StockReportFrame>
  );
}
