import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { HistoriesResponse, NotificationItem } from '../../../contract/api/notifications.api.ts';
import { isOpenTargetMessage } from '../../../contract/domain/notification-click.ts';
import { firstPageShown } from '../../state/first-page.ts';
import { session } from '../../state/session.ts';
import { notify } from '../../ui/toasts.ts';
import { keepHubConnected } from './hub-client.ts';
import { browserHubEnvironment } from './hub-connection.ts';
import { readEventOf, withIncoming } from './notification-cache.ts';
import { applyRead, BELL_SIZE, bellQuery, notificationsKey, settingsQuery } from './notifications.queries.ts';
import { registerPushIfAllowed } from './push-registration.ts';
import { useOpenNotification } from './use-open-notification.ts';

/** Every list but the bell's is refetched: a new one changes their pages and counts. */
function refetchOtherLists(queryClient: QueryClient): void {
  const bellKey = JSON.stringify(bellQuery().queryKey);
  void queryClient.invalidateQueries({
    queryKey: [...notificationsKey(), 'histories'],
    predicate: (query) => JSON.stringify(query.queryKey) !== bellKey,
  });
}

function isNotification(value: unknown): value is NotificationItem {
  const item = value as Partial<NotificationItem> | null;
  return typeof item?.id === 'string' && typeof item.title === 'string' && typeof item.is_read === 'boolean';
}

/**
 * The live side of notifications while signed in (mounted once, by the bell): the hub connection
 * (stopped on sign-out), a toast and the count for each new one, reads from other tabs, the
 * service worker's "open this target" requests, and push registration when already permitted.
 * Returns whether the hub is connected.
 */
export function useNotificationHub(): boolean {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const open = useOpenNotification();
  const { tenant, user } = useSnapshot(session);
  // One connection per signed-in user of a tenant: another tenant or user reconnects.
  const who = user ? `${tenant}/${user.user_name}` : null;
  const [live, setLive] = useState(false);

  // Kept in a ref: a new language or callback must not reconnect the hub.
  const arrived = useRef((_value: unknown) => {});
  arrived.current = (value: unknown) => {
    if (!isNotification(value)) return;
    queryClient.setQueryData<HistoriesResponse>(
      bellQuery().queryKey,
      (old) => old && withIncoming(old, value, BELL_SIZE),
    );
    refetchOtherLists(queryClient);
    const action = value.target ? { label: t`Xem`, onAction: () => void open(value) } : undefined;
    notify('info', value.title, value.body || undefined, action);
  };

  // Connected once the first page is on screen: its code (the SignalR client) and its requests
  // must not hold up that page's own.
  useEffect(() => {
    if (!who) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void firstPageShown.then(() => {
      if (unmounted) return;
      const env = browserHubEnvironment({
        onLive: setLive,
        // Whatever came while disconnected is in the histories: ask again.
        onConnected: () =>
          void queryClient.invalidateQueries({ queryKey: [...notificationsKey(), 'histories'] }),
      });
      stop = keepHubConnected(env, (connection) => {
        connection.on('ReceiveNotification', (value) => arrived.current(value));
        connection.on('NotificationsRead', (value) => {
          const event = readEventOf(value);
          if (event) applyRead(queryClient, event);
        });
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [who, queryClient]);

  // A click on a pushed notification asks this window to open its target (sw/push.ts).
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (!isOpenTargetMessage(event.data)) return;
      event.ports[0]?.postMessage('opened');
      void router.navigate({ href: event.data.target });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [router]);

  // Spec §7: a device that already allowed notifications registers by itself (failures are logged).
  useEffect(() => {
    if (!who) return;
    void firstPageShown
      .then(() => queryClient.fetchQuery(settingsQuery()))
      .then((settings) => registerPushIfAllowed(settings, { ask: false }))
      .catch((error: unknown) => console.warn('[push] settings unavailable', error));
  }, [who, queryClient]);

  return live;
}
