import { proxy, useSnapshot } from 'valtio';
import { DEVICE_KEYS } from './device-keys.ts';
import { webviewParam } from './webview-param.ts';

/**
 * Spec §1: a `webview` query parameter selects a lighter embedded layout (no navbar, menu or
 * footer) for an app that shows Sen inside its own web view. The host opens one address with
 * the parameter and then the user navigates inside Sen, so the choice sticks for the visit
 * (sessionStorage) until an address says `webview=0`.
 */
const KEY = DEVICE_KEYS.webview;

export { webviewParam };

function readStored(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false; // storage refused (a locked-down web view): the parameter still works per address
  }
}

const state = proxy({ on: typeof sessionStorage === 'undefined' ? false : readStored() });

/** Called for every address the router opens: the parameter, when present, decides and sticks. */
export function rememberWebview(searchStr: string): void {
  const asked = webviewParam(searchStr);
  if (asked === undefined) return;
  state.on = asked;
  try {
    if (asked) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to keep it in: this address still shows what it asked.
  }
}

/** Whether this visit shows the embedded layout now. */
export function isWebview(): boolean {
  return state.on;
}

export function useWebview(): boolean {
  return useSnapshot(state).on;
}
