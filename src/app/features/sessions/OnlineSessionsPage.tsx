import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OnlineSession } from '../../../contract/api/sessions.api.ts';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { DataTable } from '../../entity-ui/table/DataTable.tsx';
import { session } from '../../state/session.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { notify } from '../../ui/Toast.tsx';
import { Avatar } from '../shell/Avatar.tsx';
import { onlineSessionsQuery, signOutAt } from './sessions.queries.ts';

const when = (iso: string) => formatDateTime(Date.parse(iso), BUSINESS_TIME_ZONE, false);
const keyOf = (row: OnlineSession) =>
  `${row.user_name}|${row.ip ?? ''}|${row.device_id ?? ''}|${row.created_at}`;

/**
 * /system/online: the sessions seen in the last five minutes. An administrator signs a user out at
 * one address (every session of that user there), after 'Xác nhận'; the server refuses anyone else.
 */
export function OnlineSessionsPage() {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(onlineSessionsQuery);
  const admin = useSnapshot(session).user?.is_admin === 1;
  const [target, setTarget] = useState<OnlineSession | null>(null);
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: (row: OnlineSession) => signOutAt(row.user_name, row.ip ?? ''),
    onSuccess: (result, row) => {
      setTarget(null);
      notify('success', t`Thành công`, t`Đã đăng xuất ${row.user_name} (${result.revoked} phiên)`);
      void queryClient.invalidateQueries({ queryKey: onlineSessionsQuery.queryKey });
    },
  });
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
    { id: 'ip', label: t`Địa chỉ IP`, width: 150, cell: (row) => row.ip ?? '—' },
    {
      id: 'device',
      label: t`Thiết bị`,
      minWidth: 200,
      cell: (row) => <span className="truncate">{row.user_agent ?? row.device_id ?? '—'}</span>,
    },
    { id: 'created_at', label: t`Đăng nhập lúc`, width: 150, cell: (row) => when(row.created_at) },
    { id: 'last_seen_at', label: t`Hoạt động lúc`, width: 150, cell: (row) => when(row.last_seen_at) },
  ];
  if (admin)
    columns.push({
      id: 'actions',
      label: '',
      width: 130,
      align: 'end',
      cell: (row) => (
        <Button variant="ghost" size="sm" isDisabled={!row.ip} onPress={() => setTarget(row)}>
          <LogOut aria-hidden="true" className="size-4" />
          <Trans>Đăng xuất</Trans>
        </Button>
      ),
    });
  const title = t`Người dùng trực tuyến`;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={[{ label: t`Hệ thống` }, { label: title }]} />}
        title={title}
        description={t`Các phiên đăng nhập có hoạt động trong 5 phút gần nhất.`}
      />
      <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
        <DataTable
          label={title}
          columns={columns}
          rows={data.items}
          rowKey={keyOf}
          empty={<Trans>Không có phiên đăng nhập nào đang hoạt động.</Trans>}
        />
      </section>
      <ConfirmDialog
        isOpen={target !== null}
        tone="danger"
        pending={signOut.isPending}
        error={signOut.error?.message ?? null}
        onCancel={() => {
          setTarget(null);
          signOut.reset();
        }}
        onConfirm={() => target && signOut.mutate(target)}
      >
        <Trans>
          Đăng xuất {target?.user_name} khỏi mọi phiên tại địa chỉ {target?.ip}?
        </Trans>
      </ConfirmDialog>
    </div>
  );
}
