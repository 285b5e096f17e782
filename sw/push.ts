/// <reference lib="webworker" />
import {
  type AppWindow,
  OPEN_TARGET_MESSAGE,
  type OpenTargetMessage,
  pushNotice,
  routeNotificationClick,
} from '../src/contract/domain/notification-click.ts';

/**
 * Web Push in the service worker (spec §7): show each push as an OS notification carrying its
 * target path; a click focuses an open window of the app and takes it to the target, or opens
 * a new window there. The decisions are pure functions in src/contract/domain (unit-tested).
 */
declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
/** Shown when a push carries no readable title (the OS requires something visible). */
const FALLBACK_TITLE = 'Sen — Thông báo';
/** How long a window has to confirm it opened the target with its own router. */
const ANSWER_MS = 1500;

function readPayload(event: PushEvent): unknown {
  try {
    return event.data?.json() ?? null;
  } catch {
    return { body: event.data?.text() ?? '' };
  }
}

self.addEventListener('push', (event) => {
  const notice = pushNotice(readPayload(event), FALLBACK_TITLE);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: ICON,
      badge: ICON,
      lang: 'vi',
      ...(notice.tag ? { tag: notice.tag } : {}),
      data: { target: notice.target },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target: unknown = (event.notification.data as { target?: unknown } | null)?.target;
  event.waitUntil(openTarget(target));
});

async function openTarget(target: unknown): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const route = routeNotificationClick(target, self.location.origin, windows.map(describe));
  if (route.action === 'open') {
    await self.clients.openWindow(route.url);
    return;
  }
  const chosen = windows.find((client) => client.id === route.windowId);
  if (!chosen) {
    await self.clients.openWindow(route.url);
    return;
  }
  const focused = await chosen.focus().catch(() => chosen);
  // The app's own router keeps its state (and its leave guard); a window that does not answer
  // (signed out, still loading, an old version) is navigated instead.
  if (!(await askToOpen(focused, route.target))) await focused.navigate(route.url).catch(() => null);
}

function describe(client: WindowClient): AppWindow {
  return { id: client.id, url: client.url, focused: client.focused, visibilityState: client.visibilityState };
}

function askToOpen(client: WindowClient, target: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const message: OpenTargetMessage = { type: OPEN_TARGET_MESSAGE, target };
    client.postMessage(message, [channel.port2]);
  });
}
