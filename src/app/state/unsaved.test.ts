import { describe, expect, it } from 'vitest';
import { discardUnsavedChanges, hasUnsavedChanges, isDiscardingChanges, trackUnsaved } from './unsaved.ts';

describe('unsaved changes of the forms on screen', () => {
  it('is true while any registered form is dirty, and forgets a form once it goes', () => {
    const settings = { current: false };
    const drawer = { current: false };
    const forgetSettings = trackUnsaved(settings);
    const forgetDrawer = trackUnsaved(drawer);
    expect(hasUnsavedChanges()).toBe(false);
    drawer.current = true;
    expect(hasUnsavedChanges()).toBe(true);
    forgetDrawer();
    expect(hasUnsavedChanges()).toBe(false);
    settings.current = true;
    expect(hasUnsavedChanges()).toBe(true);
    forgetSettings();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('remembers that the user agreed to lose them (the page is reloading)', () => {
    expect(isDiscardingChanges()).toBe(false);
    discardUnsavedChanges();
    expect(isDiscardingChanges()).toBe(true);
  });
});
