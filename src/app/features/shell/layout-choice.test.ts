import { describe, expect, it } from 'vitest';
import { chooseFrame, declaredFrame, type FrameInput } from './layout-choice.ts';

const signedIn: FrameInput = {
  pathname: '/stock/units',
  signedIn: true,
  locked: false,
  webview: false,
  declared: {},
};

describe('the frame a page gets', () => {
  it('is the back office for a signed-in user, the public frame signed out or locked', () => {
    expect(chooseFrame(signedIn)).toBe('app');
    expect(chooseFrame({ ...signedIn, signedIn: false })).toBe('public');
    expect(chooseFrame({ ...signedIn, locked: true })).toBe('public');
  });

  it('leaves sign-in and the lock screen to draw themselves, whatever else holds', () => {
    for (const pathname of ['/auth/login', '/auth/reset-password', '/lock-screen']) {
      expect(chooseFrame({ ...signedIn, pathname, webview: true })).toBe('bare');
    }
    expect(chooseFrame({ ...signedIn, pathname: '/authors' })).toBe('app');
  });

  it('is the cashier layout for a route that declares it, even inside a webview', () => {
    const declared = declaredFrame([
      { staticData: {} },
      { staticData: undefined },
      { staticData: { layout: 'cashier', noScroll: true } },
    ]);
    expect(declared).toEqual({ layout: 'cashier', noScroll: true });
    const cashier = { ...signedIn, pathname: '/sales/retail-orders/cashier', declared };
    expect(chooseFrame(cashier)).toBe('cashier');
    expect(chooseFrame({ ...cashier, webview: true })).toBe('cashier');
    // Signed out, the cashier screen is behind the guard like any other.
    expect(chooseFrame({ ...cashier, signedIn: false })).toBe('public');
  });

  it('is the embedded layout in a webview', () => {
    expect(chooseFrame({ ...signedIn, webview: true })).toBe('webview');
  });

  it('takes what the deepest route declares over its parents', () => {
    const parentNoScroll = declaredFrame([
      { staticData: { noScroll: true } },
      { staticData: { noScroll: false } },
    ]);
    expect(parentNoScroll).toEqual({});
    expect(declaredFrame([{ staticData: { noScroll: true } }, { staticData: {} }])).toEqual({
      noScroll: true,
    });
    expect(declaredFrame([])).toEqual({});
  });
});
