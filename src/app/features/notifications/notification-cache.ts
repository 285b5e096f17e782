import type { HistoriesResponse, NotificationItem } from '../../../contract/api/notifications.api.ts';

/** The hub's `NotificationsRead` (and the answer of PUT view / view-all): what turned read. */
export interface ReadEvent {
  ids: readonly string[] | 'all';
  total_unread: number;
}

/**
 * A notification that arrived live, put at the top of the first page of a list (the bell's):
 * counted unread once, even when the hub delivers it again after a reconnect; the page keeps its
 * size (the oldest row drops off) and the total grows.
 */
export function withIncoming(
  list: HistoriesResponse,
  item: NotificationItem,
  pageSize: number,
): HistoriesResponse {
  if (list.notifications.some((known) => known.id === item.id)) return list;
  return {
    notifications: [item, ...list.notifications].slice(0, pageSize),
    total: list.total + 1,
    total_unread: list.total_unread + (item.is_read ? 0 : 1),
  };
}

/** Marks the named (or every) notification read; the server's count is the truth afterwards. */
export function withRead(list: HistoriesResponse, event: ReadEvent): HistoriesResponse {
  const read = event.ids === 'all' ? null : new Set(event.ids);
  return {
    ...list,
    notifications: list.notifications.map((item) =>
      !item.is_read && (read === null || read.has(item.id)) ? { ...item, is_read: true } : item,
    ),
    total_unread: Math.max(0, event.total_unread),
  };
}

/** The hub's payloads, checked by shape: a message of another version must not break the bell. */
export function readEventOf(value: unknown): ReadEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ids, total_unread } = value as Record<string, unknown>;
  const idsOk = ids === 'all' || (Array.isArray(ids) && ids.every((id) => typeof id === 'string'));
  return idsOk && typeof total_unread === 'number' ? { ids: ids as ReadEvent['ids'], total_unread } : null;
}

/** How the bell shows a count: up to 99, then 99+. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
