import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Button } from 'react-aria-components';
import type { NotificationItem } from '../../../contract/api/notifications.api.ts';
import { useFormatWhen } from '../../ui/use-format-when.ts';
import { kindIcon } from './notification-kinds.ts';

/**
 * One notification as a button (bell, page, widget): the kind's icon, title, body, when, and a dot
 * while unread. Pressing it marks it read and opens its target.
 */
export function NotificationRow({
  item,
  onOpen,
  compact = false,
  isNew = !item.is_read,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  compact?: boolean;
  /** Shown as new: unread, or (on the page) read just now because it was viewed. */
  isNew?: boolean;
}) {
  const { t } = useLingui();
  const when = useFormatWhen();
  const Icon = kindIcon(item.kind);
  const unread = isNew;
  return (
    <Button
      onPress={() => onOpen(item)}
      data-unread={!item.is_read || undefined}
      className={`group flex w-full cursor-pointer items-start gap-3 rounded-md text-left outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500 ${compact ? 'px-3 py-2.5' : 'px-4 py-3 sm:px-5'} ${unread ? 'bg-primary-50/60' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-9 shrink-0 place-items-center rounded-full ${unread ? 'bg-primary-100 text-primary-ink' : 'bg-subtle text-muted'}`}
      >
        <Icon className="size-[18px]" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        {unread ? <span className="sr-only">{t`Chưa đọc`}: </span> : null}
        <span
          className={`text-sm text-heading ${unread ? 'font-semibold' : 'font-medium'} ${compact ? 'truncate' : ''}`}
        >
          {item.title}
        </span>
        {item.body ? (
          <span className={`text-[13px] text-muted ${compact ? 'line-clamp-2' : ''}`}>{item.body}</span>
        ) : null}
        <span className="text-xs text-muted tabular-nums">{when(item.created_at)}</span>
      </span>
      {unread ? (
        <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary-500" />
      ) : item.target ? (
        <ChevronRight aria-hidden="true" className="mt-2 size-4 shrink-0 text-muted" />
      ) : null}
    </Button>
  );
}
