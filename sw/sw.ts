/// <reference lib="webworker" />
// Web Push: show pushes, open their target on click (sw/push.ts).
import './push.ts';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { waitForTheUsersReload } from './update.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The shell and its hashed assets are precached so the app opens with no network; navigations
// fall back to the cached shell, never for /api (DESIGN.md §7).
waitForTheUsersReload();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));
