import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  type HistoriesResponse,
  type NotificationItem,
  type NotificationSettings,
  notificationSettingsSchema,
} from '../../../contract/api/notifications.api.ts';
import { apiGet, apiRequest } from '../../data/api.ts';
import { session } from '../../state/session.ts';
import { notice } from '../../ui/notice.ts';
import { type ReadEvent, withRead } from './notification-cache.ts';

/** The answers of /api/notifications (src/contract/api/notifications.api.ts), checked as they arrive. */
export const notificationItemSchema: z.ZodMiniType<NotificationItem> = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  target: z.nullable(z.string()),
  is_read: z.boolean(),
  created_at: z.string(),
});

const historiesSchema: z.ZodMiniType<HistoriesResponse> = z.object({
  notifications: z.array(notificationItemSchema),
  total: z.number(),
  total_unread: z.number(),
});

const settingsSchema = z.extend(notificationSettingsSchema, {
  push_provider: z.enum(['webpush', 'fcm']),
  vapid_public_key: z.string(),
});
export type SettingsAnswer = z.infer<typeof settingsSchema>;

const readAnswerSchema = z.object({ updated: z.array(z.string()), total_unread: z.number() });

/** How many the bell's dropdown shows (the page lists them all). */
export const BELL_SIZE = 8;

export interface HistoriesPage {
  pageIndex: number;
  pageSize: number;
  unread: boolean;
}

/** Under 'session' so signing out or in as someone else drops them (resetSessionQueries). */
export const notificationsKey = () => [
  'session',
  session.tenant,
  'notifications',
  session.user?.user_name ?? '',
];

export const historiesQuery = (page: HistoriesPage) =>
  queryOptions({
    queryKey: [...notificationsKey(), 'histories', page],
    queryFn: ({ signal }) =>
      apiGet('notifications/histories', historiesSchema, {
        // Always counted: a user's own list is short, and the bell and the page adjust the total
        // live (notification-cache.ts), so no total is kept across pages here (data/list-fetch.ts).
        query: {
          pageIndex: page.pageIndex,
          pageSize: page.pageSize,
          withTotal: 1,
          ...(page.unread ? { unread: '1' } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The bell: the latest few, and the unread count of all of them. */
export const bellQuery = () => historiesQuery({ pageIndex: 1, pageSize: BELL_SIZE, unread: false });

export const settingsQuery = () =>
  queryOptions({
    queryKey: [...notificationsKey(), 'settings'],
    queryFn: ({ signal }) => apiGet('notifications/settings', settingsSchema, { signal }),
  });

/** Applies a read (ours, or another tab's through the hub) to every cached list. */
export function applyRead(queryClient: ReturnType<typeof useQueryClient>, event: ReadEvent): void {
  queryClient.setQueriesData<HistoriesResponse>({ queryKey: [...notificationsKey(), 'histories'] }, (old) =>
    old ? withRead(old, event) : old,
  );
}

/** PUT view (some ids) or PUT view-all (`ids` null); the lists turn read at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[] | null) =>
      ids === null
        ? apiRequest('PUT', 'notifications/view-all', readAnswerSchema)
        : apiRequest('PUT', 'notifications/view', readAnswerSchema, { body: { ids } }),
    onSuccess: (answer, ids) =>
      applyRead(queryClient, {
        ids: ids === null ? 'all' : answer.updated,
        total_unread: answer.total_unread,
      }),
    onError: (error) => notice.error(error),
  });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      apiRequest('PUT', 'notifications/settings', settingsSchema, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery().queryKey, saved),
    onError: (error) => notice.error(error),
  });
}
