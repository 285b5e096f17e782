import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SystemLog } from '../../../contract/api/sessions.api.ts';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { DataTable } from '../../entity-ui/table/DataTable.tsx';
import { DataTableFooter } from '../../entity-ui/table/DataTableFooter.tsx';
import { DataTableToolbar } from '../../entity-ui/table/DataTableToolbar.tsx';
import { type SetSearch, useTableState } from '../../entity-ui/table/use-table-state.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { actionLabel, objectLabel } from './log-labels.ts';
import { systemLogsQuery, systemLogTotalQuery } from './sessions.queries.ts';

const ROUTE = '/system/logs';

function useLogColumns(): DataColumn<SystemLog>[] {
  const { t, i18n } = useLingui();
  return [
    {
      id: 'created_at',
      label: t`Thời gian`,
      width: 185,
      cell: (row) => (
        <span className="tabular-nums">{formatDateTime(Date.parse(row.created_at), BUSINESS_TIME_ZONE)}</span>
      ),
    },
    {
      id: 'user_name',
      label: t`Người dùng`,
      width: 140,
      isRowHeader: true,
      cell: (row) => row.user_name ?? '—',
    },
    { id: 'action', label: t`Thao tác`, width: 170, cell: (row) => actionLabel(i18n, row.action) },
    { id: 'object', label: t`Đối tượng`, minWidth: 160, cell: (row) => objectLabel(i18n, row.object) },
    {
      id: 'record_id',
      label: t`Bản ghi`,
      width: 150,
      cell: (row) => <span className="truncate">{row.record_id ?? ''}</span>,
    },
    { id: 'ip', label: t`Địa chỉ IP`, width: 130, cell: (row) => row.ip ?? '' },
    {
      id: 'device_id',
      label: t`Thiết bị`,
      width: 150,
      cell: (row) => <span className="truncate">{row.device_id ?? ''}</span>,
    },
  ];
}

/**
 * /system/logs: who did what, when and from where (sign-ins, sign-outs, every write). Administrators
 * see everyone's entries, anyone else their own (the server decides). Search, dates and the page
 * live in the address, with the data table of the entity screens.
 */
export function SystemLogsPage() {
  const { t } = useLingui();
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const filter = { searchKey: search.searchKey, fromDate: search.fromDate, toDate: search.toDate };
  const page = useQuery({
    ...systemLogsQuery(filter, search.pageIndex, search.pageSize),
    placeholderData: keepPreviousData,
  });
  const total = useQuery({ ...systemLogTotalQuery(filter), placeholderData: keepPreviousData });
  const setSearch: SetSearch = (change, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace });
  // The log reads newest first only: the table state's sort is fixed.
  const tableSearch = { ...search, sortKey: 'created_at', sortType: 'desc' as const };
  const state = useTableState(tableSearch, setSearch, total.data?.total);
  const title = t`Nhật ký hệ thống`;
  const failed = page.error ?? total.error;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={[{ label: t`Hệ thống` }, { label: title }]} />}
        title={title}
        description={t`Đăng nhập, đăng xuất và mọi thay đổi dữ liệu: ai, lúc nào, ở đâu.`}
      />
      <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
        <DataTableToolbar
          state={state}
          search={tableSearch}
          searchLabel={t`Tìm trong nhật ký`}
          placeholder={t`Người dùng, thao tác, đối tượng (F3)`}
          withDates
        />
        {failed ? <Alert className="mx-4 mb-3 sm:mx-5">{failed.message}</Alert> : null}
        <DataTable
          label={title}
          columns={useLogColumns()}
          rows={page.data?.items ?? []}
          rowKey={(row) => row.id}
          busy={page.isPlaceholderData || page.isPending}
          empty={
            page.isPending ? null : (
              <Trans>Không có dòng nhật ký nào. Thử bỏ bớt từ tìm kiếm hoặc chọn khoảng ngày khác.</Trans>
            )
          }
        />
        <DataTableFooter
          state={state}
          search={tableSearch}
          total={total.data?.total ?? 0}
          exact={total.data?.total_exact}
        />
      </section>
    </div>
  );
}
