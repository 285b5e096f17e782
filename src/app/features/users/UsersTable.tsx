import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ChevronsUpDown, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Cell,
  Column,
  type ColumnProps,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import type { UserRecord } from '../../../contract/api/users.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Avatar } from '../shell/Avatar.tsx';
import { AdminBadge, StatusBadge } from './UserBadges.tsx';
import type { SortKey } from './users.search.ts';

function HeaderCell({ children, ...props }: Omit<ColumnProps, 'children'> & { children: ReactNode }) {
  return (
    <Column
      {...props}
      className="h-11 border-b border-line bg-subtle/60 px-4 text-left text-[13px] font-semibold tracking-wide whitespace-nowrap text-heading uppercase outline-none first:pl-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 data-allows-sorting:cursor-pointer"
    >
      {({ allowsSorting, sortDirection }) => (
        <span className="inline-flex items-center gap-1.5">
          {children}
          {allowsSorting ? (
            sortDirection === 'ascending' ? (
              <ArrowUp aria-hidden="true" className="size-3.5 text-primary-500" />
            ) : sortDirection === 'descending' ? (
              <ArrowDown aria-hidden="true" className="size-3.5 text-primary-500" />
            ) : (
              <ChevronsUpDown aria-hidden="true" className="size-3.5 text-muted/70" />
            )
          ) : null}
        </span>
      )}
    </Column>
  );
}

const cellClass =
  'border-b border-line px-4 py-2.5 align-middle whitespace-nowrap outline-none first:pl-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500';

/** Grey rows with the table's outline while the first page loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="grid">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={i} className="flex items-center gap-4 border-b border-line px-5 py-3.5">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-6 w-20 max-sm:hidden" />
        </div>
      ))}
    </div>
  );
}

/** One account; the row is the link to its page (onRowAction), so the cells hold only text. */
function userRow(user: UserRecord) {
  return (
    <Row
      id={user.id}
      className="cursor-pointer outline-none hover:bg-primary-50/50 focus-visible:bg-primary-50/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500"
    >
      <Cell className={cellClass}>
        <span className="flex items-center gap-3">
          <Avatar name={user.ten_nsd || user.user_name} />
          <span className="font-medium text-heading">{user.user_name}</span>
          {user.is_admin === 1 ? <AdminBadge /> : null}
        </span>
      </Cell>
      <Cell className={cellClass}>
        <span className="block max-w-72 truncate">{user.ten_nsd}</span>
        {user.email || user.dien_thoai ? (
          <span className="block max-w-72 truncate text-[13px] text-muted">
            {user.dien_thoai ?? user.email}
          </span>
        ) : null}
      </Cell>
      <Cell className={cellClass}>
        <StatusBadge status={user.status} />
      </Cell>
      <Cell className={`${cellClass} text-muted tabular-nums`}>
        {formatDateTime(Date.parse(user.created_at), BUSINESS_TIME_ZONE, false)}
      </Cell>
    </Row>
  );
}

export interface UsersTableProps {
  items: readonly UserRecord[];
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  onOpen: (id: string) => void;
  empty: ReactNode;
  busy: boolean;
}

/**
 * The accounts of one page: sortable by user name, name and creation time (the server sorts);
 * a row opens the user (click, Enter or Space).
 */
export function UsersTable({ items, sort, onSortChange, onOpen, empty, busy }: UsersTableProps) {
  const { t } = useLingui();
  return (
    <div className="relative overflow-x-auto">
      <Table
        aria-label={t`Danh sách người dùng`}
        aria-busy={busy || undefined}
        sortDescriptor={sort}
        onSortChange={onSortChange}
        onRowAction={(key) => onOpen(String(key))}
        className={`w-full min-w-[640px] border-separate border-spacing-0 text-[15px] transition-opacity ${busy ? 'opacity-60' : ''}`}
      >
        <TableHeader>
          <HeaderCell id={'user_name' satisfies SortKey} isRowHeader allowsSorting>
            <Trans>Tên đăng nhập</Trans>
          </HeaderCell>
          <HeaderCell id={'ten_nsd' satisfies SortKey} allowsSorting>
            <Trans>Họ và tên</Trans>
          </HeaderCell>
          <HeaderCell id="status">
            <Trans>Trạng thái</Trans>
          </HeaderCell>
          <HeaderCell id={'created_at' satisfies SortKey} allowsSorting>
            <Trans>Ngày tạo</Trans>
          </HeaderCell>
        </TableHeader>
        <TableBody
          items={items}
          renderEmptyState={() => (
            <div className="grid justify-items-center gap-2 px-4 py-12 text-center text-muted">
              <UsersRound aria-hidden="true" className="size-10 text-muted/60" strokeWidth={1.5} />
              {empty}
            </div>
          )}
        >
          {userRow}
        </TableBody>
      </Table>
    </div>
  );
}
