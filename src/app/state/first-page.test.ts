import { describe, expect, it } from 'vitest';
import { firstPageShown, markFirstPageStep } from './first-page.ts';

describe('firstPageShown', () => {
  it('waits for the router to resolve and for the frame to be drawn, in either order', async () => {
    let shown = false;
    void firstPageShown.then(() => {
      shown = true;
    });
    markFirstPageStep('drawn');
    markFirstPageStep('drawn');
    await Promise.resolve();
    expect(shown).toBe(false);
    markFirstPageStep('resolved');
    await Promise.resolve();
    expect(shown).toBe(true);
  });
});
