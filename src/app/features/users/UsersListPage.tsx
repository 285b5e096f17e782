import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Select } from '../../ui/Select.tsx';
import { PageHeader } from './PageHeader.tsx';
import { TableSkeleton, UsersTable } from './UsersTable.tsx';
import { useUsersTable } from './use-users-table.ts';
import { useUsersRight } from './users.access.ts';
import { PAGE_SIZES } from './users.search.ts';

type Table = ReturnType<typeof useUsersTable>;

function Toolbar({ table }: { table: Table }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
      <SearchField
        label={t`Tìm người dùng`}
        placeholder={t`Tìm theo tên đăng nhập, họ tên (F3)`}
        clearLabel={t`Xóa nội dung tìm`}
        inputRef={table.searchRef}
        value={table.text}
        onChange={table.setText}
        className="w-full sm:w-80"
      />
      <Select
        label={t`Số dòng mỗi trang`}
        value={table.search.pageSize}
        options={PAGE_SIZES.map((size) => ({ id: size, label: String(size) }))}
        onChange={(size) => table.setPageSize(Number(size))}
      />
    </div>
  );
}

/** What an empty table says: nothing matched the search, or no account exists yet. */
function EmptyState({ searchKey, onClear }: { searchKey: string | undefined; onClear: () => void }) {
  if (!searchKey) {
    return (
      <p className="font-medium text-heading">
        <Trans>Chưa có người dùng nào</Trans>
      </p>
    );
  }
  return (
    <>
      <p className="font-medium text-heading">
        <Trans>Không tìm thấy người dùng nào khớp với “{searchKey}”</Trans>
      </p>
      <Button variant="tonal" size="sm" onPress={onClear}>
        <Trans>Xóa tìm kiếm</Trans>
      </Button>
    </>
  );
}

function Footer({ table }: { table: Table }) {
  const { total, pageCount, search } = table;
  const first = total === 0 ? 0 : search.pageIndex * search.pageSize + 1;
  const last = Math.min(total, (search.pageIndex + 1) * search.pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {total > 0 ? (
          <Trans>
            Hiển thị {first}–{last} trên {total} người dùng
          </Trans>
        ) : null}
      </p>
      {pageCount > 1 ? (
        <Pagination pageIndex={search.pageIndex} pageCount={pageCount} onChange={table.setPage} />
      ) : null}
    </div>
  );
}

function Rows({ table }: { table: Table }) {
  const navigate = useNavigate();
  const { query } = table;
  if (query.isError && !query.data) {
    return (
      <div className="px-4 pb-4 sm:px-5">
        <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <TableSkeleton />;
  return (
    <UsersTable
      items={query.data.items}
      busy={query.isPlaceholderData}
      sort={table.sort}
      onSortChange={table.setSort}
      onOpen={(id) => void navigate({ to: '/system/users/$id', params: { id } })}
      empty={<EmptyState searchKey={table.search.searchKey} onClear={() => table.setText('')} />}
    />
  );
}

/** /system/users: every account of the tenant, searched, sorted and paged by the server. */
export function UsersListPage() {
  const { t } = useLingui();
  const canAdd = useUsersRight('add');
  const table = useUsersTable();
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        title={<Trans>Người dùng</Trans>}
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
      <section aria-label={t`Danh sách người dùng`} className="min-w-0 rounded-card bg-surface shadow-card">
        <Toolbar table={table} />
        <Rows table={table} />
        <Footer table={table} />
      </section>
    </div>
  );
}

/** The outline of the page while its first answer loads (the route's pending state). */
export function UsersListSkeleton() {
  return (
    <div className="grid gap-5 sm:gap-6" aria-busy="true">
      <PageHeader title={<Trans>Người dùng</Trans>} />
      <div className="rounded-card bg-surface shadow-card">
        <p role="status" className="sr-only">
          <Trans>Đang tải dữ liệu…</Trans>
        </p>
        <TableSkeleton rows={8} />
      </div>
    </div>
  );
}
