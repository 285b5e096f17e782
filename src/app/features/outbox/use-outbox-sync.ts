import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { onOutboxSent, outbox, refreshOutbox, replayOutbox } from '../../data/outbox.ts';
import { session } from '../../state/session.ts';

/** How often a queue with pending items is tried again while the app is open. */
export const RETRY_EVERY_MS = 30_000;

/**
 * Replays the signed-in user's outbox at app start, when the network comes back, and every
 * RETRY_EVERY_MS while something waits; refreshes the entity's lists once an item is applied.
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
    const replay = () => {
      if (navigator.onLine) void replayOutbox();
    };
    replay();
    const timer = window.setInterval(() => {
      if (outbox.items.some((item) => item.state === 'pending')) replay();
    }, RETRY_EVERY_MS);
    window.addEventListener('online', replay);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', replay);
    };
  }, [owner]);
}
