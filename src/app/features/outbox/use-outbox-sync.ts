import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { onOutboxSent, outbox, refreshOutbox, replayOutbox } from '../../data/outbox.ts';
import { stopsReplay } from '../../data/outbox-queue.ts';
import { session } from '../../state/session.ts';

/** How often a queue with pending items is tried again while the app is open. */
export const RETRY_EVERY_MS = 30_000;

/**
 * Replays the signed-in user's outbox at app start, when the network comes back, and again after
 * a pass that could not finish (backing off to RETRY_EVERY_MS, the idle check); refreshes the
 * entity's lists once an item is applied.
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  const { tenant, user, signedIn } = useSnapshot(session);
  const owner = signedIn && user ? `${tenant}.${user.user_name}` : '';

  useEffect(
    () =>
      onOutboxSent((item) => {
        void queryClient.invalidateQueries({ queryKey: ['session', tenant, 'entity', item.entity] });
        void queryClient.invalidateQueries({ queryKey: ['session', tenant, 'lookup', item.entityPath] });
      }),
    [queryClient, tenant],
  );

  useEffect(() => {
    void refreshOutbox();
    if (!owner) return;
    let timer: number | undefined;
    let stalls = 0;
    const run = async () => {
      window.clearTimeout(timer);
      if (navigator.onLine) {
        const outcomes = [...(await replayOutbox()).values()];
        stalls = outcomes.some(stopsReplay) ? stalls + 1 : 0;
      }
      // Sooner after a failed pass (1 s, 2 s, 4 s… up to RETRY_EVERY_MS): the network may only
      // just be back when the browser says so.
      const waiting = outbox.items.some((item) => item.state === 'pending');
      const delay = waiting ? Math.min(RETRY_EVERY_MS, 1000 * 2 ** stalls) : RETRY_EVERY_MS;
      timer = window.setTimeout(() => void run(), delay);
    };
    const online = () => {
      stalls = 0;
      void run();
    };
    void run();
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [owner]);
}
