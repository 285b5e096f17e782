import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { useFormatWhen } from '../../../ui/use-format-when.ts';
import { actionLabel, isWriteAction, objectLabel } from '../../sessions/log-labels.ts';
import { dashboardQueries } from '../dashboard.queries.ts';
import type { WidgetProps } from '../registry.ts';
import { WidgetEmpty } from '../WidgetStates.tsx';

/** The latest entries of system/logs in the period: who did what, when (own entries unless admin). */
export function RecentActivityWidget({ period, branches }: WidgetProps) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(dashboardQueries.recent(period, branches));
  const when = useFormatWhen();
  if (data.items.length === 0)
    return (
      <WidgetEmpty
        icon={History}
        title={<Trans>Chưa có hoạt động trong khoảng này</Trans>}
        hint={<Trans>Chọn khoảng thời gian dài hơn ở phía trên để xem hoạt động trước đó.</Trans>}
      />
    );
  return (
    <div className="grid gap-4">
      <ol className="grid gap-3" data-testid="recent-activity">
        {data.items.map((entry) => (
          <li key={entry.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${isWriteAction(entry.action) ? 'bg-primary-500' : 'bg-success'}`}
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm text-heading">
                <span className="font-medium">{entry.user_name ?? '—'}</span> ·{' '}
                {actionLabel(i18n, entry.action)}
                {entry.object === 'auth' ? null : <> · {objectLabel(i18n, entry.object)}</>}
              </p>
              <p className="text-[13px] text-muted tabular-nums">{when(entry.created_at)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link
        to="/system/logs"
        search={{ fromDate: period.fromDate, toDate: period.toDate }}
        className="text-sm font-medium text-primary-600 hover:underline"
      >
        <Trans>Xem nhật ký hệ thống</Trans>
      </Link>
    </div>
  );
}
