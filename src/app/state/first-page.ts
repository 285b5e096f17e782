/**
 * Resolves once the router has shown its first page (router-events.ts marks it): background work
 * that must not compete with that page's own requests and rendering waits for it.
 */
let markShown: () => void = () => undefined;
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markFirstPageShown(): void {
  markShown();
}
