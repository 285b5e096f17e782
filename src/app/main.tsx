import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient, queriesIdle } from './data/query-client.ts';
import { resetSessionQueries } from './data/session.queries.ts';
import { onSessionChange } from './data/token-refresh.ts';
import { askBootRequests } from './features/auth/startup.ts';
import { takeTokensFromAddress } from './features/auth/url-sign-in.ts';
import { registerServiceWorker } from './features/pwa/app-update.ts';
import { captureInstallPrompt } from './features/pwa/install-prompt.ts';
import { activateLocale, i18n, storedLocale } from './i18n/i18n.ts';
import { createAppRouter } from './router.tsx';
import { firstPageShown, waitForPageData } from './state/first-page.ts';
import { session } from './state/session.ts';
import { applyTheme, storedTheme } from './state/theme.ts';
import { loadWebFonts } from './state/web-fonts.ts';
import './styles.css';

// Before anything awaits: Chromium may fire its install offer early in the page's life.
captureInstallPrompt();
// Startup runs in three tasks after the first download's evaluation rather than inside it, so the
// browser may paint and answer input in between: the set-up (address, device settings, first
// requests, the router), the router's first load, then React's first render. Each boundary here
// is one a benchmark kept; finer ones measured no better (docs/performance.md "Startup").
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
await nextTask();
// Before the router reads the address (spec §2 sign-in by address).
takeTokensFromAddress();
applyTheme(storedTheme());
loadWebFonts(firstPageShown);
// Before any request: a failed one builds its error's message in the user's language.
await activateLocale(storedLocale());
const queryClient = createQueryClient();
// Startup's first requests leave now (spec §4 Startup step 1): their round trip overlaps the
// router's set-up and the first render rather than following them.
askBootRequests(queryClient);
const router = createAppRouter(queryClient);
waitForPageData(() => queriesIdle(queryClient));
// A refused token refresh, or another tab signing out or locking: re-running the route guard sends
// the user to the login page (with the current address as `redirect`) or the lock screen.
onSessionChange(() => {
  // Whatever comes next (login, another user from another tab) must not see this user's lists.
  if (!session.signedIn) resetSessionQueries(queryClient);
  void router.invalidate();
});
await nextTask();
// The first navigation starts here rather than in React's first commit (TanStack's Transitioner
// starts one only when none is under way): matching the address and startup's route guard then
// run in this task, and React's first render in the next, instead of one long task for both.
// Not awaited: every lazy chunk imports this entry chunk, whose evaluation ends only with this
// module's top-level awaits, and the load waits for the frame's chunk — awaiting it deadlocks.
router.load().catch(console.error);
await nextTask();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
);

// After the first page: the worker's install fetches the whole shell, which must not compete with it.
void firstPageShown.then(registerServiceWorker);
