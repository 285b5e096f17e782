import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { UserRoundX } from 'lucide-react';
import { formatNumber } from '../../../entity-ui/format.ts';
import { useFormatWhen } from '../../../ui/use-format-when.ts';
import { Avatar } from '../../shell/Avatar.tsx';
import { dashboardQueries } from '../dashboard.queries.ts';
import type { WidgetProps } from '../registry.ts';
import { WidgetEmpty } from '../WidgetStates.tsx';
import { WidgetFigure } from './WidgetFigure.tsx';

/** Who is signed in now (seen in the last five minutes), among the users of the selected branches. */
export function OnlineUsersWidget({ branches }: WidgetProps) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(dashboardQueries.online(branches));
  const when = useFormatWhen();
  if (data.total === 0)
    return (
      <WidgetEmpty
        icon={UserRoundX}
        title={<Trans>Không có ai trực tuyến</Trans>}
        hint={<Trans>Chọn thêm chi nhánh ở thanh trên để xem người dùng của các chi nhánh khác.</Trans>}
      />
    );
  return (
    <div className="grid gap-4">
      <WidgetFigure
        value={formatNumber(data.total)}
        label={t`người dùng đang trực tuyến`}
        testId="online-total"
      />
      <ul className="grid gap-2.5">
        {data.items.map((user) => (
          <li key={user.user_name} className="flex items-center gap-3">
            <Avatar name={user.ten_nsd || user.user_name} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-heading">{user.ten_nsd || user.user_name}</p>
              <p className="truncate text-[13px] text-muted">
                {user.user_name} · {when(user.last_seen_at)}
              </p>
            </div>
            {user.sessions > 1 ? (
              <span className="text-[13px] text-muted tabular-nums">
                <Trans>{user.sessions} thiết bị</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to="/system/online" className="text-sm font-medium text-primary-600 hover:underline">
        <Trans>Xem các phiên đăng nhập</Trans>
      </Link>
    </div>
  );
}
