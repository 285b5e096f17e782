import { Trans, useLingui } from '@lingui/react/macro';
import { ListPageSkeleton } from '../../entity-ui/EntityListSkeleton.tsx';
import { ListScreenTable } from '../../entity-ui/list/ListScreenTable.tsx';
import { useListScreen } from '../../entity-ui/list/use-list-screen.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useLogColumns } from './log-columns.tsx';
import { logsScreen } from './logs.list.ts';

function useLogsTitle() {
  const { t } = useLingui();
  const title = t`Nhật ký hệ thống`;
  return { title, crumbs: [{ label: t`Hệ thống` }, { label: title }] };
}

/**
 * /system/logs: who did what, when and from where (sign-ins, sign-outs, every write), on the data
 * table of the entity lists. Administrators see everyone's entries, anyone else their own (the
 * server decides).
 */
export function SystemLogsPage() {
  const { t } = useLingui();
  const { title, crumbs } = useLogsTitle();
  const list = useListScreen(logsScreen, useLogColumns());
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={crumbs} />}
        title={title}
        description={t`Đăng nhập, đăng xuất và mọi thay đổi dữ liệu: ai, lúc nào, ở đâu.`}
      />
      <ListScreenTable
        list={list}
        title={title}
        label={title}
        searchLabel={t`Tìm trong nhật ký`}
        placeholder={t`Người dùng, thao tác (F3)`}
        empty={<Trans>Không có dòng nhật ký nào. Thử bỏ bớt từ tìm kiếm hoặc chọn khoảng ngày khác.</Trans>}
      />
    </div>
  );
}

/** The outline of the page while its first answer loads (the route's pending state). */
export function SystemLogsSkeleton() {
  const { title, crumbs } = useLogsTitle();
  return <ListPageSkeleton title={title} crumbs={crumbs} />;
}
