// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

const load = () => import('./webview.ts');

describe('webview (spec §1)', () => {
  it('reads any truthy value as on, 0 / false / empty as off, and no parameter as no opinion', async () => {
    const { webviewParam } = await load();
    expect(webviewParam('?webview=1')).toBe(true);
    expect(webviewParam('?a=2&webview=true')).toBe(true);
    expect(webviewParam('?webview=app')).toBe(true);
    expect(webviewParam('?webview=0')).toBe(false);
    expect(webviewParam('?webview=false')).toBe(false);
    expect(webviewParam('?webview=')).toBe(false);
    expect(webviewParam('')).toBeUndefined();
    expect(webviewParam('?pageIndex=2')).toBeUndefined();
  });

  it('sticks for the visit across addresses without it, until an address says webview=0', async () => {
    const { rememberWebview } = await load();
    rememberWebview('?webview=1');
    expect(sessionStorage.getItem('sen.webview')).toBe('1');
    rememberWebview('?pageIndex=2');
    expect(sessionStorage.getItem('sen.webview')).toBe('1');
    rememberWebview('?webview=0');
    expect(sessionStorage.getItem('sen.webview')).toBeNull();
  });

  it('starts in webview when this visit chose it before a reload, and an address decides at once', async () => {
    sessionStorage.setItem('sen.webview', '1');
    const { isWebview, rememberWebview } = await load();
    expect(isWebview()).toBe(true);
    rememberWebview('?x=1');
    expect(isWebview()).toBe(true);
    rememberWebview('?webview=0');
    expect(isWebview()).toBe(false);
  });
});
