import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPopupsAfterNavigation,
  closeTopPopupOnEscape,
  escapeTarget,
  openPopup,
  POPUP_BASE_Z,
  type PopupEntry,
  popups,
  popupZIndex,
  removePopup,
  showLoadingOverlay,
} from './popups.ts';

const entry = (id: string, kind: PopupEntry['kind'] = 'dialog', hasCloseButton = true): PopupEntry => ({
  id,
  kind,
  hasCloseButton,
});

afterEach(() => {
  for (const open of [...popups.stack]) removePopup(open.id);
  popups.loading = 0;
});

describe('the popup stack', () => {
  it('layers popups from z-index 53000 up in the order they opened, and the next one above them', () => {
    openPopup(entry('drawer', 'drawer'), () => undefined);
    openPopup(entry('select', 'popover'), () => undefined);
    expect(popupZIndex(popups.stack, 'drawer')).toBe(POPUP_BASE_Z);
    expect(popupZIndex(popups.stack, 'select')).toBe(53_001);
    expect(popupZIndex(popups.stack, 'not-open-yet')).toBe(53_002);
    removePopup('drawer');
    expect(popupZIndex(popups.stack, 'select')).toBe(53_000);
  });

  it('lets Escape close only the top popup, and only when it has a close button', () => {
    openPopup(entry('form', 'drawer'), () => undefined);
    expect(escapeTarget(popups.stack)?.id).toBe('form');
    openPopup(entry('saving', 'dialog', false), () => undefined);
    // The top popup has no close button: Escape closes nothing, not the one below it either.
    expect(escapeTarget(popups.stack)).toBeUndefined();
    removePopup('saving');
    expect(escapeTarget(popups.stack)?.id).toBe('form');
    expect(escapeTarget([])).toBeUndefined();
  });

  it('closes every popup but the call centre after a navigation, top first, and hides the loading overlay', () => {
    const closed: string[] = [];
    openPopup(entry('call', 'call-centre'), () => closed.push('call'));
    openPopup(entry('drawer', 'drawer'), () => closed.push('drawer'));
    openPopup(entry('menu', 'popover'), () => closed.push('menu'));
    showLoadingOverlay();
    clearPopupsAfterNavigation();
    expect(closed).toEqual(['menu', 'drawer']);
    expect(popups.stack.map((open) => open.id)).toEqual(['call']);
    expect(popups.loading).toBe(0);
  });

  it('lets an Escape no popup took close the top one, when it has a close button', () => {
    const closed: string[] = [];
    openPopup(entry('menu', 'popover'), () => closed.push('menu'));
    openPopup(entry('submenu', 'popover'), () => closed.push('submenu'));
    const pressKey = (key = 'Escape', defaultPrevented = false) => {
      const event = { key, defaultPrevented, isComposing: false, preventDefault: vi.fn() };
      closeTopPopupOnEscape(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(pressKey('Enter')).toBe(false);
    expect(pressKey('Escape', true)).toBe(false);
    expect(closed).toEqual([]);
    expect(pressKey()).toBe(true);
    expect(closed).toEqual(['submenu']);
    openPopup(entry('saving', 'dialog', false), () => closed.push('saving'));
    expect(pressKey()).toBe(false);
    expect(closed).toEqual(['submenu']);
  });

  it('keeps one entry per popup when it opens again', () => {
    const close = vi.fn();
    openPopup(entry('a'), close);
    openPopup(entry('a'), close);
    expect(popups.stack).toHaveLength(1);
  });
});
