import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { OnlineSession } from '../../../contract/api/sessions.api.ts';
import { DataTable } from '../../entity-ui/table/DataTable.tsx';
import { session } from '../../state/session.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { notify } from '../../ui/toasts.ts';
import { useOnlineColumns } from './online-columns.tsx';
import { onlineSessionsQuery, signOutAt } from './sessions.queries.ts';

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
  const columns = useOnlineColumns(admin, setTarget);
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
