import { proxy } from 'valtio';

/**
 * Spec §4 "Other states" and §9: the open popups form ONE stack — dialogs, drawers and popovers
 * alike — so layering and Escape follow the order they opened in, whichever component owns them.
 * React Aria keeps its own overlay list for focus and outside clicks; this store adds what the spec
 * asks on top of it: z-index from 53000 up, Escape only for a top popup with a close button, and
 * a clean screen after each navigation except for the call-centre popup.
 */
export type PopupKind = 'dialog' | 'drawer' | 'popover' | 'call-centre';

export interface PopupEntry {
  id: string;
  kind: PopupKind;
  /** Shows a close button (or, for a popover, closes by nature): only then may Escape close it. */
  hasCloseButton: boolean;
}

/** Spec §9: popup layering starts at z-index 53000; each popup sits one above the previous. */
export const POPUP_BASE_Z = 53_000;
/** Above any depth the stack reaches: the loading overlay, then notifications over everything. */
export const LOADING_OVERLAY_Z = POPUP_BASE_Z + 900;
export const TOASTS_Z = POPUP_BASE_Z + 1000;

export const popups = proxy({
  stack: [] as PopupEntry[],
  /** Blocking "loading" layer over the screen (count of callers waiting). */
  loading: 0,
});

/** How each open popup closes itself (kept out of the proxy: functions are not state). */
const closers = new Map<string, () => void>();

export function openPopup(entry: PopupEntry, close: () => void): void {
  closers.set(entry.id, close);
  if (!popups.stack.some((open) => open.id === entry.id)) popups.stack.push(entry);
}

export function updatePopup(id: string, change: Partial<Omit<PopupEntry, 'id'>>, close?: () => void): void {
  const entry = popups.stack.find((open) => open.id === id);
  if (entry) Object.assign(entry, change);
  if (close) closers.set(id, close);
}

export function removePopup(id: string): void {
  closers.delete(id);
  const index = popups.stack.findIndex((open) => open.id === id);
  if (index >= 0) popups.stack.splice(index, 1);
}

/** The z-index of a popup: its place in the stack, or the next place while it is about to open. */
export function popupZIndex(stack: readonly PopupEntry[], id: string): number {
  const index = stack.findIndex((open) => open.id === id);
  return POPUP_BASE_Z + (index >= 0 ? index : stack.length);
}

/** The popup Escape closes: the top one, and only when it has a close button. */
export function escapeTarget(stack: readonly PopupEntry[]): PopupEntry | undefined {
  const top = stack.at(-1);
  return top?.hasCloseButton ? top : undefined;
}

/**
 * Escape that no popup took for itself closes the top popup, if the rule allows. React Aria
 * handles Escape inside the focused popup; this covers focus left below the top one — a submenu
 * opened by hovering keeps the focus in its parent menu — where the key would otherwise do nothing.
 */
export function closeTopPopupOnEscape(
  event: Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'isComposing' | 'preventDefault'>,
): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = escapeTarget(popups.stack);
  if (!top) return;
  event.preventDefault();
  closers.get(top.id)?.();
}

/** Popups a navigation removes: all but the call-centre popup, which follows the user around. */
export function leftBehindByNavigation(stack: readonly PopupEntry[]): PopupEntry[] {
  return stack.filter((open) => open.kind !== 'call-centre');
}

/** Spec §4: after a navigation, popups other than the call centre's close and loading ends. */
export function clearPopupsAfterNavigation(): void {
  for (const entry of leftBehindByNavigation(popups.stack).reverse()) {
    const close = closers.get(entry.id);
    removePopup(entry.id);
    close?.();
  }
  popups.loading = 0;
}

/** Covers the screen with the loading overlay (a reload on its way, a long blocking step). */
export function showLoadingOverlay(): void {
  popups.loading += 1;
}

export function hideLoadingOverlay(): void {
  popups.loading = Math.max(0, popups.loading - 1);
}
