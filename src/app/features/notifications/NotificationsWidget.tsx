import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellOff } from 'lucide-react';
import { formatNumber } from '../../../contract/domain/format.ts';
import { WidgetEmpty } from '../dashboard/WidgetStates.tsx';
import { NotificationRow } from './NotificationRow.tsx';
import { bellQuery } from './notifications.queries.ts';
import { useOpenNotification } from './use-open-notification.ts';

/**
 * The latest notifications on the dashboard: the same query as the bell, so a live one shows
 * here too. Not filtered by period or branch: a notification is the user's own.
 */
export function NotificationsWidget() {
  const { data } = useSuspenseQuery(bellQuery());
  const open = useOpenNotification();
  if (data.notifications.length === 0)
    return (
      <WidgetEmpty
        icon={BellOff}
        title={<Trans>Chưa có thông báo nào</Trans>}
        hint={<Trans>Bật thông báo đẩy ở trang Thông báo để nhận cả khi không mở Sen.</Trans>}
      />
    );
  const unread = formatNumber(data.total_unread);
  return (
    <div className="grid gap-3" data-testid="notifications-widget">
      <p className="text-sm text-muted">
        <Trans>
          <span className="text-2xl font-semibold text-heading tabular-nums">{unread}</span> chưa đọc
        </Trans>
      </p>
      <ul className="-mx-3 grid gap-0.5">
        {data.notifications.slice(0, 5).map((item) => (
          <li key={item.id}>
            <NotificationRow item={item} onOpen={(chosen) => void open(chosen)} compact />
          </li>
        ))}
      </ul>
      <Link to="/user/notifications" className="text-sm font-medium text-primary-600 hover:underline">
        <Trans>Xem tất cả thông báo</Trans>
      </Link>
    </div>
  );
}
