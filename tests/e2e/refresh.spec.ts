import type { Page, Request, Response } from '@playwright/test';
import { expect, TENANT, test } from './fixtures.ts';

// Count what really leaves the page: no service worker in between.
test.use({ serviceWorkers: 'block' });

/** Records API requests from now on: refresh calls apart, and the bearer of every other one. */
function recordApi(page: Page) {
  const seen = {
    refreshes: 0,
    calls: [] as { path: string; auth: string }[],
    /** Paths answered 401. */
    refused: [] as string[],
  };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (url.pathname === '/api/auth/refresh-token') seen.refreshes += 1;
    else seen.calls.push({ path: url.pathname, auth: request.headers().authorization ?? '' });
  });
  page.on('response', (response: Response) => {
    if (response.status() === 401) seen.refused.push(new URL(response.url()).pathname);
  });
  return seen;
}

async function openSignedIn(page: Page, address = '/system/status') {
  // API requests in flight: the page's background work comes in steps after its first paint, with
  // quiet moments between them, so Playwright's 'networkidle' (reached at the first one) is no barrier.
  let inFlight = 0;
  let lastChange = Date.now();
  const track = (step: number) => (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight += step;
    lastChange = Date.now();
  };
  page.on('request', track(1));
  page.on('requestfinished', track(-1));
  page.on('requestfailed', track(-1));
  // The hub connects last (its client loads lazily), asking for the token as it does, and once
  // connected asks for the bell's notifications again.
  const hubConnected = page
    .waitForResponse((response) => response.url().includes('/api/hubs/notification/negotiate'))
    .then(() => page.waitForResponse((response) => response.url().includes('/api/notifications/histories')));
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  await expect(page.getByTestId('branch-switcher')).toContainText('Chi nhánh 1');
  // The frame's own requests after the first paint (catalogues, the bell, the hub) are over: one
  // of them meeting the token a test plants would refresh it before the test's requests leave
  // (CI once counted no request with the planted token at all).
  await hubConnected;
  await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= 500).toBe(true);
}

/** Switching branch refetches every list at once: branches, commands, stt, locks, settings, health. */
async function switchBranch(page: Page) {
  await page.getByTestId('branch-switcher').click();
  await page.getByRole('radiogroup', { name: 'Chi nhánh làm việc' }).getByText('Chi nhánh 2').click();
  await page.keyboard.press('Escape');
}

const storedToken = (page: Page) => page.evaluate((t) => localStorage.getItem(`${t}.access_token`), TENANT);

test('five parallel API requests on an expired access token make exactly one refresh call', async ({
  page,
}) => {
  await openSignedIn(page);
  const before = await storedToken(page);
  await page.evaluate((t) => {
    localStorage.setItem(`${t}.expiration_date`, new Date(Date.now() - 60_000).toISOString());
  }, TENANT);
  const seen = recordApi(page);

  await switchBranch(page);
  await expect(page.getByTestId('branch-switcher')).toContainText('Chi nhánh 2');
  await expect.poll(() => seen.calls.length).toBeGreaterThanOrEqual(5);

  expect(seen.refreshes).toBe(1);
  const renewed = await storedToken(page);
  expect(renewed).not.toBe(before);
  // None left with the expired token: they waited for the one refresh.
  expect(seen.calls.map((call) => call.auth)).toEqual(seen.calls.map(() => `Bearer ${renewed}`));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('parallel 401 answers queue behind one refresh and are retried with the new token', async ({ page }) => {
  await openSignedIn(page);
  // The server no longer accepts this token, though the client believes it is still valid.
  await page.evaluate(
    (t) => localStorage.setItem(`${t}.access_token`, 'eyJhbGciOiJIUzI1NiJ9.e30.revoked'),
    TENANT,
  );
  const seen = recordApi(page);

  await switchBranch(page);
  await expect
    .poll(() => seen.calls.filter((call) => call.auth.endsWith('.revoked')).length)
    .toBeGreaterThanOrEqual(5);
  // waitForLoadState('networkidle') is no barrier here: the page reached that state before, so it
  // returns at once (CI once counted no refresh yet). Wait for the answers themselves.
  // /api/health ignores the token; every other list was refused, then retried with the new one.
  await expect.poll(() => seen.refused.length).toBeGreaterThanOrEqual(4);
  const retriedWithRenewed = async () => {
    const renewed = await storedToken(page);
    return seen.calls.filter((call) => call.auth === `Bearer ${renewed}`).map((call) => call.path);
  };
  // Every refused call went again with the new token (on a slow machine a later poll may also
  // start after the refresh, with the new token at once: that is fine).
  await expect.poll(retriedWithRenewed).toEqual(expect.arrayContaining(seen.refused));
  expect(seen.refreshes).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
});

test('a refused refresh ends the session and opens the login page with a redirect', async ({ page }) => {
  await openSignedIn(page, '/system/status?tab=lich-hen');
  await page.evaluate((t) => {
    localStorage.setItem(`${t}.expiration_date`, new Date(Date.now() - 60_000).toISOString());
    localStorage.setItem(`${t}.refresh_token`, 'da-dung-roi');
  }, TENANT);
  await switchBranch(page);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsystem%2Fstatus%3Ftab%3Dlich-hen$/);
  expect(await storedToken(page)).toBeNull();
});
