import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZES } from '../../../contract/list/list-query.ts';
import { Button } from '../../ui/Button.tsx';
import { Pagination, usePageButtons } from '../../ui/Pagination.tsx';
import { Select } from '../../ui/Select.tsx';
import { useMinWidth } from '../../ui/use-min-width.ts';
import { formatNumber, formatTotal } from '../format.ts';
import type { TableSearch, TableState } from './use-table-state.ts';

interface FooterProps {
  state: TableState;
  search: TableSearch;
  total: number;
  exact?: boolean | undefined;
  /** The rows show as cards on a phone: "Xem thêm" instead of page buttons. */
  cards?: boolean | undefined;
}

/**
 * Under the table: which rows show out of how many (an estimated total reads '≈ …'), the page
 * size (10 … 1000) and the page buttons (5, 7 or 9 of them by the screen's width). Under a
 * phone's cards: how many show, and "Xem thêm" appending the next page.
 */
export function DataTableFooter(props: FooterProps) {
  const wide = useMinWidth('md');
  return !wide && props.cards ? <MoreFooter {...props} /> : <PagedFooter {...props} />;
}

function MoreFooter({ state, search, total, exact = true }: FooterProps) {
  const shown = formatNumber(Math.min(total, search.pageIndex * search.pageSize));
  const all = formatTotal(total, exact);
  return (
    <div className="grid justify-items-center gap-2 border-t border-line px-4 py-3">
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {total > 0 ? (
          <Trans>
            Đang xem {shown} trên {all} dòng
          </Trans>
        ) : null}
      </p>
      {search.pageIndex < state.pageCount ? (
        <Button variant="outline" className="h-[44px] w-full" onPress={state.showMore}>
          <Trans>Xem thêm</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function PagedFooter({ state, search, total, exact = true }: FooterProps) {
  const { t } = useLingui();
  const buttons = usePageButtons();
  const first = formatNumber(total === 0 ? 0 : (search.pageIndex - 1) * search.pageSize + 1);
  const last = formatNumber(Math.min(total, search.pageIndex * search.pageSize));
  const all = formatTotal(total, exact);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-3">
        <Select
          label={t`Số dòng mỗi trang`}
          hideLabel
          value={search.pageSize}
          options={PAGE_SIZES.map((size) => ({ id: size, label: String(size) }))}
          onChange={(size) => state.setPageSize(Number(size))}
        />
        <p className="text-sm text-muted tabular-nums" aria-live="polite">
          {total > 0 ? (
            <Trans>
              {first}–{last} trên {all} dòng
            </Trans>
          ) : null}
        </p>
      </div>
      {state.pageCount > 1 ? (
        <Pagination
          pageIndex={search.pageIndex - 1}
          pageCount={state.pageCount}
          onChange={(index) => state.setPage(index + 1)}
          maxButtons={buttons}
        />
      ) : null}
    </div>
  );
}
