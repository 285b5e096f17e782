import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { ListPageSkeleton } from '../../entity-ui/EntityListSkeleton.tsx';
import { ListScreenTable } from '../../entity-ui/list/ListScreenTable.tsx';
import { useListScreen } from '../../entity-ui/list/use-list-screen.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useUserColumns } from './user-columns.tsx';
import { useUsersRight } from './users.access.ts';
import { usersScreen } from './users.list.ts';

/** What an empty table says: nothing matched the search, or no account exists yet. */
function EmptyUsers({ searchKey, onClear }: { searchKey: string | undefined; onClear: () => void }) {
  if (!searchKey) return <Trans>Chưa có người dùng nào</Trans>;
  return (
    <>
      <Trans>Không tìm thấy người dùng nào khớp với “{searchKey}”</Trans>
      <Button variant="tonal" size="sm" onPress={onClear}>
        <Trans>Xóa tìm kiếm</Trans>
      </Button>
    </>
  );
}

function useUsersCrumbs() {
  const { t } = useLingui();
  return [{ label: t`Hệ thống` }, { label: t`Người dùng` }];
}

/**
 * /system/users: every account of the tenant on the data table (searched, sorted and paged by the
 * server, the state in the address); a row opens the user's page.
 */
export function UsersListPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const canAdd = useUsersRight('add');
  const list = useListScreen(usersScreen, useUserColumns());
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={useUsersCrumbs()} />}
        title={t`Người dùng`}
        description={<Trans>Tài khoản đăng nhập, chi nhánh và quyền trên từng màn hình.</Trans>}
        actions={
          canAdd ? (
            <Link to="/system/users/new" className={buttonClass('primary')}>
              <UserPlus aria-hidden="true" className="size-4" />
              <Trans>Thêm người dùng</Trans>
            </Link>
          ) : null
        }
      />
      <ListScreenTable
        list={list}
        title={t`Người dùng`}
        label={t`Danh sách người dùng`}
        searchLabel={t`Tìm người dùng`}
        placeholder={t`Tên đăng nhập, họ tên (F3)`}
        onRowAction={(user) => void navigate({ to: '/system/users/$id', params: { id: user.id } })}
        empty={
          <EmptyUsers
            searchKey={list.search.searchKey}
            onClear={() => list.setSearch({ searchKey: undefined, pageIndex: 1 })}
          />
        }
      />
    </div>
  );
}

/** The outline of the page while its first answer loads (the route's pending state). */
export function UsersListSkeleton() {
  const { t } = useLingui();
  return <ListPageSkeleton title={t`Người dùng`} crumbs={useUsersCrumbs()} />;
}
