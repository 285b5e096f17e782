import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { SystemLog } from '../../../contract/api/sessions.api.ts';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { formatDateTime } from '../../../contract/domain/datetime.ts';
import { type ListScreenColumn, textColumn } from '../../entity-ui/list/list-screen.ts';
import { actionLabel, objectLabel } from './log-labels.ts';

const when = (row: SystemLog) => formatDateTime(Date.parse(row.created_at), BUSINESS_TIME_ZONE);

/** Every column the log can show (the settings popup arranges them). */
export function useLogColumns(): ListScreenColumn<SystemLog>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    (): ListScreenColumn<SystemLog>[] => [
      {
        id: 'created_at',
        label: t`Thời gian`,
        width: 185,
        sortable: true,
        text: when,
        cell: (row) => <span className="tabular-nums">{when(row)}</span>,
      },
      textColumn('user_name', t`Người dùng`, (row) => row.user_name, {
        width: 140,
        sortable: true,
        isRowHeader: true,
      }),
      textColumn('action', t`Thao tác`, (row) => actionLabel(i18n, row.action), { width: 170 }),
      textColumn('object', t`Đối tượng`, (row) => objectLabel(i18n, row.object), { minWidth: 160 }),
      textColumn('record_id', t`Bản ghi`, (row) => row.record_id, { width: 150 }),
      textColumn('ip', t`Địa chỉ IP`, (row) => row.ip, { width: 130 }),
      textColumn('device_id', t`Thiết bị`, (row) => row.device_id, { width: 150 }),
    ],
    [t, i18n],
  );
}
