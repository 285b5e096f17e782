import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading } from 'react-aria-components';
import type { NotificationItem } from '../../../contract/api/notifications.api.ts';
import { NavbarPopover } from '../shell/NavbarPopover.tsx';
import { NotificationRow } from './NotificationRow.tsx';
import { unreadLabel } from './notification-cache.ts';
import { bellQuery, useMarkRead } from './notifications.queries.ts';
import { useNotificationHub } from './use-notification-hub.ts';
import { useOpenNotification } from './use-open-notification.ts';

function BellEmpty() {
  return (
    <div className="grid justify-items-center gap-1.5 px-6 py-8 text-center" role="status">
      <BellOff aria-hidden="true" className="size-8 text-muted" strokeWidth={1.75} />
      <p className="font-medium text-heading">
        <Trans>Chưa có thông báo nào</Trans>
      </p>
      <p className="text-[13px] text-muted">
        <Trans>Lịch hẹn, công việc và tin từ quản trị viên sẽ hiện ở đây ngay khi có.</Trans>
      </p>
    </div>
  );
}

/**
 * The bell of the top bar (spec §7): the unread count, a dropdown of the latest notifications,
 * "mark all read", and the page of all of them. It also keeps the live connection (the hub)
 * while the signed-in frame is up, so new ones show at once with a toast.
 */
export function NotificationBell() {
  const { t } = useLingui();
  const live = useNotificationHub();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(bellQuery());
  const markRead = useMarkRead();
  const openItem = useOpenNotification();
  const unread = data?.total_unread ?? 0;
  const items = data?.notifications ?? [];
  const choose = (item: NotificationItem) => {
    setOpen(false);
    void openItem(item);
  };
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        aria-label={unread > 0 ? t`Thông báo, ${unread} chưa đọc` : t`Thông báo`}
        data-testid="notification-bell"
        data-live={live}
        className="relative grid size-9 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-subtle hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-danger px-1 text-[11px] leading-none font-semibold text-white tabular-nums ring-2 ring-surface"
          >
            {unreadLabel(unread)}
          </span>
        ) : null}
      </Button>
      <NavbarPopover placement="bottom end" className="w-[min(24rem,calc(100vw-1.5rem))]">
        <Dialog aria-labelledby="notification-bell-title" className="outline-none">
          <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <Heading
              id="notification-bell-title"
              slot="title"
              className="flex items-center gap-2 font-semibold whitespace-nowrap text-heading"
            >
              <Trans>Thông báo</Trans>
              {unread > 0 ? (
                <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-ink">
                  <Trans>{unread} mới</Trans>
                </span>
              ) : null}
            </Heading>
            {unread > 0 ? (
              <Button
                onPress={() => markRead.mutate(null)}
                isPending={markRead.isPending}
                className="inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-[13px] font-medium whitespace-nowrap text-primary-ink outline-none hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500"
              >
                <CheckCheck aria-hidden="true" className="size-4" />
                <Trans>Đánh dấu tất cả đã đọc</Trans>
              </Button>
            ) : null}
          </header>
          {items.length === 0 ? (
            <BellEmpty />
          ) : (
            <ul
              className="grid max-h-[min(26rem,60vh)] gap-0.5 overflow-y-auto p-1.5"
              aria-label={t`Thông báo mới nhất`}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <NotificationRow item={item} onOpen={choose} compact />
                </li>
              ))}
            </ul>
          )}
          <footer className="border-t border-line p-1.5">
            <Link
              to="/user/notifications"
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2 text-center text-sm font-medium text-primary-ink outline-none hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              <Trans>Xem tất cả thông báo</Trans>
            </Link>
          </footer>
        </Dialog>
      </NavbarPopover>
    </DialogTrigger>
  );
}
