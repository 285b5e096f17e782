import { useEffect, useRef } from 'react';
import type { NotificationItem } from '../../../contract/api/notifications.api.ts';
import { useMarkRead } from './notifications.queries.ts';

/** Shown this long before it counts as viewed: paging past a page does not read it. */
export const VIEW_MS = 1000;

/**
 * Spec §3: a notification turns read when viewed. The unread ones a page shows are marked read
 * together (one PUT view) after a moment on screen; they stay marked new for this visit so the
 * user still sees what came since last time. Returns the ids to show as new.
 */
export function useMarkViewed(items: readonly NotificationItem[]): ReadonlySet<string> {
  const { mutate } = useMarkRead();
  const seen = useRef(new Set<string>());
  const unseen = items.filter((item) => !item.is_read && !seen.current.has(item.id)).map((item) => item.id);
  const key = unseen.join(',');
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    const timer = setTimeout(() => {
      for (const id of ids) seen.current.add(id);
      mutate(ids);
    }, VIEW_MS);
    return () => clearTimeout(timer);
  }, [key, mutate]);
  return new Set([...seen.current, ...unseen]);
}
