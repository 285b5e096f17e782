import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { NotificationItem } from '../../../contract/api/notifications.api.ts';
import { safeTarget } from '../../../contract/domain/notification-click.ts';
import { useMarkRead } from './notifications.queries.ts';

/** Opening a notification: it turns read (PUT view) and its target, if it has one, opens. */
export function useOpenNotification() {
  const router = useRouter();
  const { mutate } = useMarkRead();
  return useCallback(
    async (item: Pick<NotificationItem, 'id' | 'is_read' | 'target'>) => {
      if (!item.is_read) mutate([item.id]);
      if (item.target) await router.navigate({ href: safeTarget(item.target) });
    },
    [router, mutate],
  );
}
