/**
 * What the service worker does with a push and with a click on the notification it showed
 * (spec §7, DESIGN.md §7): pure functions, so the routing is unit-tested without a browser.
 * No zod here: the service worker imports this file and stays small.
 */

/** Same rule as the contract's targetPathSchema: a path of this app, never another origin. */
const TARGET_PATH = /^\/(?!\/)[^\s\\]*$/;

/** `target` when it is a path inside the app, else the home page. */
export function safeTarget(target: unknown): string {
  return typeof target === 'string' && target.length <= 500 && TARGET_PATH.test(target) ? target : '/';
}

/** What the OS notification shows and carries. */
export interface PushNotice {
  title: string;
  body: string;
  /** The app path a click opens. */
  target: string;
  /** The notification id: a repeat of the same push replaces the shown one instead of adding. */
  tag: string | undefined;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The push payload as the server sends it (`{id, kind, title, body, target, tenant}`, see
 * src/server/realtime/push/push-provider.ts) or as FCM wraps it (`{notification, data}`). A push
 * with no readable payload still shows something: Chromium requires a visible notification for
 * every push (`userVisibleOnly`).
 */
export function pushNotice(payload: unknown, fallbackTitle: string): PushNotice {
  const outer: Fields = typeof payload === 'object' && payload !== null ? (payload as Fields) : {};
  const data: Fields = typeof outer.data === 'object' && outer.data !== null ? (outer.data as Fields) : {};
  const shown: Fields =
    typeof outer.notification === 'object' && outer.notification !== null
      ? (outer.notification as Fields)
      : {};
  const title = text(outer.title) || text(shown.title) || text(data.title) || fallbackTitle;
  const body = text(outer.body) || text(shown.body) || text(data.body);
  const id = text(outer.id) || text(data.id);
  return { title, body, target: safeTarget(outer.target ?? data.target), tag: id || undefined };
}

/** A window of the app as `clients.matchAll({type: 'window'})` lists it (most recent first). */
export interface AppWindow {
  id: string;
  url: string;
  focused: boolean;
  visibilityState: 'hidden' | 'visible' | 'prerender' | string;
}

export type ClickRoute =
  | { action: 'focus'; windowId: string; url: string; target: string }
  | { action: 'open'; url: string; target: string };

/**
 * A click on a notification: focus a window of this app (the focused one, else a visible one,
 * else the most recent) and take it to the target, or open a new window there when none is open.
 * Windows of another origin are never used.
 */
export function routeNotificationClick(
  target: unknown,
  origin: string,
  windows: readonly AppWindow[],
): ClickRoute {
  const path = safeTarget(target);
  const url = new URL(path, origin).href;
  const ours = windows.filter((window) => sameOrigin(window.url, origin));
  const chosen =
    ours.find((window) => window.focused) ??
    ours.find((window) => window.visibilityState === 'visible') ??
    ours[0];
  return chosen
    ? { action: 'focus', windowId: chosen.id, url, target: path }
    : { action: 'open', url, target: path };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** The message a focused window receives to open the target with its own router (no reload). */
export const OPEN_TARGET_MESSAGE = 'sen:open-target';

export interface OpenTargetMessage {
  type: typeof OPEN_TARGET_MESSAGE;
  target: string;
}

export function isOpenTargetMessage(data: unknown): data is OpenTargetMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Fields).type === OPEN_TARGET_MESSAGE &&
    typeof (data as Fields).target === 'string'
  );
}
