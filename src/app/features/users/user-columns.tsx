import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import type { UserRecord } from '../../../contract/api/users.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import { type ListScreenColumn, textColumn } from '../../entity-ui/list/list-screen.ts';
import { Avatar } from '../shell/Avatar.tsx';
import { AdminBadge, StatusBadge } from './UserBadges.tsx';

const createdAt = (user: UserRecord) =>
  formatDateTime(Date.parse(user.created_at), BUSINESS_TIME_ZONE, false);

/** Every column the users list can show (the settings popup arranges them). */
export function useUserColumns(): ListScreenColumn<UserRecord>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        id: 'user_name',
        label: t`Tên đăng nhập`,
        sortable: true,
        isRowHeader: true,
        minWidth: 220,
        text: (user) => user.user_name,
        cell: (user) => (
          <span className="flex items-center gap-2">
            <Avatar name={user.ten_nsd || user.user_name} size="xs" />
            <span className="font-medium text-heading">{user.user_name}</span>
            {user.is_admin === 1 ? <AdminBadge /> : null}
          </span>
        ),
      },
      textColumn('ten_nsd', t`Họ và tên`, (u) => u.ten_nsd, { sortable: true, minWidth: 200 }),
      textColumn('dien_thoai', t`Điện thoại`, (u) => u.dien_thoai, { width: 140 }),
      textColumn('email', t`Email`, (u) => u.email, { width: 220, hidden: true }),
      textColumn('branchs', t`Chi nhánh`, (u) => u.branchs, { width: 160, hidden: true }),
      {
        id: 'status',
        label: t`Trạng thái`,
        width: 140,
        text: (u) => (u.status === 1 ? t`Hoạt động` : t`Đã khóa`),
        cell: (u) => <StatusBadge status={u.status} />,
      },
      {
        id: 'created_at',
        label: t`Ngày tạo`,
        sortable: true,
        width: 170,
        text: createdAt,
        cell: (user) => <span className="tabular-nums">{createdAt(user)}</span>,
      },
    ],
    [t],
  );
}
