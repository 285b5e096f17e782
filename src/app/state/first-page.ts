/**
 * Resolves once the first page is on screen: the router has resolved its first navigation
 * (router-events.ts) and React has drawn the frame around it (RootLayout.tsx, which draws it in the
 * background after the boot screen). Background work that must not compete with that page's own
 * requests and rendering (the kept catalogues, the notification region) waits for it.
 */
let markShown: () => void = () => undefined;
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export type FirstPageStep = 'resolved' | 'drawn';

const pending = new Set<FirstPageStep>(['resolved', 'drawn']);

export function markFirstPageStep(step: FirstPageStep): void {
  pending.delete(step);
  if (pending.size === 0) markShown();
}
