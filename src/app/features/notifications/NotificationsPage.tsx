import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import { DataTableFooter } from '../../entity-ui/table/DataTableFooter.tsx';
import { type SetSearch, useTableState } from '../../entity-ui/table/use-table-state.ts';
import { Button } from '../../ui/Button.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { ItemOutlines } from '../shell/RoutePending.tsx';
import { SegmentedFilter } from '../shell/SegmentedFilter.tsx';
import { NotificationRow } from './NotificationRow.tsx';
import { NotificationSettingsCard } from './NotificationSettingsCard.tsx';
import { historiesQuery, useMarkRead } from './notifications.queries.ts';
import { NOTIFICATION_FILTERS, type NotificationFilter } from './notifications-search.ts';
import { useMarkViewed } from './use-mark-viewed.ts';
import { useOpenNotification } from './use-open-notification.ts';

const route = getRouteApi('/user/notifications');

function FilterTabs({ unread }: { unread: number | undefined }) {
  const { t } = useLingui();
  const { filter } = route.useSearch();
  const navigate = route.useNavigate();
  const labels: Record<NotificationFilter, string> = { all: t`Tất cả`, unread: t`Chưa đọc` };
  return (
    <SegmentedFilter
      label={t`Lọc thông báo`}
      keys={NOTIFICATION_FILTERS}
      labels={labels}
      counts={{ unread }}
      selected={filter}
      onSelect={(next) => void navigate({ search: (prev) => ({ ...prev, filter: next, pageIndex: 1 }) })}
    />
  );
}

function Empty({ filter }: { filter: NotificationFilter }) {
  return (
    <div className="grid justify-items-center gap-2 px-6 py-12 text-center" role="status">
      <BellOff aria-hidden="true" className="size-10 text-primary-400" strokeWidth={1.75} />
      <p className="font-medium text-heading">
        {filter === 'unread' ? <Trans>Bạn đã đọc hết thông báo</Trans> : <Trans>Chưa có thông báo nào</Trans>}
      </p>
      <p className="max-w-md text-sm text-muted">
        {filter === 'unread' ? (
          <Trans>Chọn "Tất cả" để xem lại những thông báo đã đọc.</Trans>
        ) : (
          <Trans>
            Lịch hẹn, công việc được giao và tin từ quản trị viên sẽ hiện ở đây. Bật thông báo đẩy trong "Cài
            đặt thông báo" để nhận cả khi không mở ứng dụng.
          </Trans>
        )}
      </p>
    </div>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 px-5 py-4" role="status" aria-label={t`Đang tải`}>
      <ItemOutlines className="flex gap-3" picture="size-9 rounded-full" lines={['h-4 w-1/2', 'h-3 w-3/4']} />
    </div>
  );
}

/** /user/notifications: every notification of the signed-in user, paged, and their settings. */
export function NotificationsPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = useQuery(
    historiesQuery({
      pageIndex: search.pageIndex,
      pageSize: search.pageSize,
      unread: search.filter === 'unread',
    }),
  );
  const setSearch: SetSearch = (change, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace });
  const tableSearch = { ...search, sortKey: 'created_at', sortType: 'desc' as const };
  const state = useTableState(tableSearch, setSearch, page.data?.total);
  const items = page.data?.notifications ?? [];
  const isNew = useMarkViewed(page.isPlaceholderData ? [] : items);
  const open = useOpenNotification();
  const markAll = useMarkRead();
  const title = t`Thông báo`;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        title={title}
        description={t`Những gì gửi đến bạn: lịch hẹn, công việc, tin từ quản trị viên.`}
        actions={
          page.data && page.data.total_unread > 0 ? (
            <Button variant="tonal" onPress={() => markAll.mutate(null)} isPending={markAll.isPending}>
              <CheckCheck aria-hidden="true" className="size-4" />
              <Trans>Đánh dấu tất cả đã đọc</Trans>
            </Button>
          ) : null
        }
      />
      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
            <FilterTabs unread={page.data?.total_unread} />
          </div>
          {page.error ? (
            <div className="px-4 pt-3 sm:px-5">
              <RetryAlert message={page.error.message} onRetry={() => void page.refetch()} />
            </div>
          ) : null}
          {page.isPending ? <ListSkeleton /> : null}
          {page.data && items.length === 0 ? <Empty filter={search.filter} /> : null}
          {items.length > 0 ? (
            <ul
              className={`divide-y divide-line transition-opacity ${page.isPlaceholderData ? 'opacity-60' : ''}`}
              aria-label={t`Danh sách thông báo`}
              aria-busy={page.isPlaceholderData}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationRow
                    item={item}
                    isNew={isNew.has(item.id)}
                    onOpen={(chosen) => void open(chosen)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <DataTableFooter state={state} search={tableSearch} total={page.data?.total ?? 0} />
        </section>
        <NotificationSettingsCard />
      </div>
    </div>
  );
}
