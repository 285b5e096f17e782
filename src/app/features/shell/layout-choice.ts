import { underAny } from '../../../contract/auth/paths.ts';

/** What a route may declare about its frame (TanStack `staticData`, see src/app/router.tsx). */
export interface RouteFrameData {
  /** 'cashier': full screen, no navbar or menu (spec §2 cashier layout). */
  layout?: 'cashier';
  /** The page does not scroll: the content area fills the viewport and scrolls inside (spec §2). */
  noScroll?: boolean;
}

/**
 * The frames around a page:
 * - bare: sign-in and lock screen draw their own full-screen page;
 * - public: signed out (or locked), a brand and language bar over the page;
 * - cashier: full screen, no menu — for the routes that declare it;
 * - webview: embedded in a host app (spec §1) — no navbar, menu or footer;
 * - app: the back office with navbar and menu (horizontal or vertical, a device preference).
 */
export type Frame = 'bare' | 'public' | 'cashier' | 'webview' | 'app';

/** Marks the element a no-scroll page scrolls inside, for the router's scroll reset (router.tsx). */
export const PAGE_SCROLLER = '[data-page-scroller]';

/** Sign-in and lock screen draw their own full-screen layout. */
const BARE_PREFIXES = ['/auth', '/lock-screen'];

export interface FrameInput {
  pathname: string;
  signedIn: boolean;
  locked: boolean;
  webview: boolean;
  declared: RouteFrameData;
}

/**
 * Which frame a page gets. A route's own declaration beats webview: the cashier screen is already
 * the lightest, and the same whether or not a host app embeds it.
 */
export function chooseFrame({ pathname, signedIn, locked, webview, declared }: FrameInput): Frame {
  if (underAny(BARE_PREFIXES, pathname)) return 'bare';
  if (!signedIn || locked) return 'public';
  if (declared.layout === 'cashier') return 'cashier';
  return webview ? 'webview' : 'app';
}

/**
 * What the matched routes declare, the deepest first: a cashier screen nested under a list
 * (/sales/retail-orders/cashier under /sales/retail-orders) speaks for itself.
 */
export function declaredFrame(
  matches: readonly { staticData?: RouteFrameData | undefined }[],
): RouteFrameData {
  let layout: RouteFrameData['layout'];
  let noScroll: boolean | undefined;
  for (const { staticData } of [...matches].reverse()) {
    layout ??= staticData?.layout;
    noScroll ??= staticData?.noScroll;
  }
  return { ...(layout ? { layout } : {}), ...(noScroll ? { noScroll } : {}) };
}
