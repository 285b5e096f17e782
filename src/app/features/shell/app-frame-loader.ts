import { eagerLazy } from '../../ui/eager-lazy.ts';

/*
 * The frames and the notification region use React Aria, which the first download leaves out:
 * each is fetched once, the frame a page needs started by the root route beside startup's requests
 * (routes/__root.tsx), so it renders at once after.
 */

/** The signed-in frame (navbar, menus, search, switchers), not needed to sign in. */
export const AppFrame = eagerLazy(() => import('./AppFrame.tsx').then((module) => module.AppFrame));

/** Brand and language bar over the pages seen signed out (errors, maintenance…). */
export const PublicFrame = eagerLazy(() => import('./PublicFrame.tsx').then((module) => module.PublicFrame));

/** Where passing notifications appear (ui/toasts.ts holds their queue, in the first download). */
export const Toasts = eagerLazy(() => import('../../ui/Toast.tsx').then((module) => module.Toasts));
