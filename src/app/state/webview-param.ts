/**
 * The values the router's search parser reads as falsy (`''`, `0`, `false`): any other turns the
 * embedded layout on. Apart from webview.ts (no dependencies) so index.html's inline script, which
 * the build writes (scripts/frame-preload-plugin.ts), reads the parameter the same way.
 */
export const WEBVIEW_OFF: readonly string[] = ['', '0', 'false'];

/** What the address asks: true, false, or undefined when it does not mention webview. */
export function webviewParam(searchStr: string): boolean | undefined {
  const value = new URLSearchParams(searchStr).get('webview');
  if (value === null) return undefined;
  return !WEBVIEW_OFF.includes(value.trim().toLowerCase());
}
