import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';
import type { OnlineSession } from '../../../contract/api/sessions.api.ts';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { Button } from '../../ui/Button.tsx';
import { Avatar } from '../shell/Avatar.tsx';

const when = (iso: string) => formatDateTime(Date.parse(iso), BUSINESS_TIME_ZONE, false);

/**
 * Columns of /system/online. Administrators get the sign-out button, placed before the device so it
 * stays in view on a tablet without scrolling sideways.
 */
export function useOnlineColumns(
  admin: boolean,
  onSignOut: (row: OnlineSession) => void,
): DataColumn<OnlineSession>[] {
  const { t } = useLingui();
  const columns: DataColumn<OnlineSession>[] = [
    {
      id: 'user',
      label: t`Người dùng`,
      isRowHeader: true,
      minWidth: 200,
      cell: (row) => (
        <span className="flex min-w-0 items-center gap-3">
          <Avatar name={row.ten_nsd || row.user_name} />
          <span className="min-w-0">
            <span className="block truncate font-medium text-heading">{row.ten_nsd || row.user_name}</span>
            <span className="block truncate text-[13px] text-muted">{row.user_name}</span>
          </span>
        </span>
      ),
    },
    { id: 'ip', label: t`Địa chỉ IP`, width: 140, cell: (row) => row.ip ?? '—' },
    { id: 'created_at', label: t`Đăng nhập lúc`, width: 150, cell: (row) => when(row.created_at) },
    { id: 'last_seen_at', label: t`Hoạt động lúc`, width: 150, cell: (row) => when(row.last_seen_at) },
  ];
  const device: DataColumn<OnlineSession> = {
    id: 'device',
    label: t`Thiết bị`,
    minWidth: 200,
    cell: (row) => <span className="truncate">{row.user_agent ?? row.device_id ?? '—'}</span>,
  };
  if (admin)
    columns.push({
      id: 'actions',
      label: '',
      width: 130,
      align: 'end',
      cell: (row) => (
        <Button variant="ghost" size="sm" isDisabled={!row.ip} onPress={() => onSignOut(row)}>
          <LogOut aria-hidden="true" className="size-4" />
          <Trans>Đăng xuất</Trans>
        </Button>
      ),
    });
  columns.push(device);
  return columns;
}
