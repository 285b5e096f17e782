import { eagerLazy } from '../../ui/eager-lazy.ts';

/**
 * The signed-in frame (navbar, menus, search, switchers), not needed to sign in: its code is
 * fetched once, started by the root route beside startup's requests, so it renders at once after.
 */
export const AppFrame = eagerLazy(() => import('./AppFrame.tsx').then((module) => module.AppFrame));
