import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { businessDay, createViaApi } from './entity-helpers.ts';
import { apiLogin, expect, TENANT, test } from './fixtures.ts';

/**
 * Issue 5: axe-core over every route the app declares, failing on any serious or critical
 * violation. The list is read from the generated route tree, so a new screen is checked without
 * touching this file; a new route with a parameter needs an example address below.
 */
const routeTree = readFileSync('src/app/routeTree.gen.ts', 'utf8');
const declared = [
  ...(routeTree.match(/fullPaths:\n((?:\s+\| '[^']*'\n)+)/)?.[1] ?? '').matchAll(/'([^']*)'/g),
].map((m) => (m[1] ?? '').replace(/(.)\/$/, '$1'));

/** Routes with parameters, opened at an example address (`$id` of a user is looked up). */
const EXAMPLES: Record<string, string> = {
  '/generic/$': '/generic/stock/units',
  '/report/$': '/report/stock/units',
  '/system/users/$id': '/system/users/{admin}',
  '/system/users/$id/edit': '/system/users/{admin}/edit',
  '/crm/partners/$id': '/crm/partners/{partner}',
  '/crm/partners/$id/edit': '/crm/partners/{partner}/edit',
  '/crm/campaigns/$id': '/crm/campaigns/{campaign}',
  // A sale this device never made: the till's frame with its "could not load" notice.
  '/sales/retail-orders/cashier/order-detail/$id':
    '/sales/retail-orders/cashier/order-detail/0190a7e0-0000-7000-8000-000000000000',
};

/** One customer for the profile and its form, made once per worker. */
let partner: Promise<string> | undefined;
function partnerId(): Promise<string> {
  partner ??= createViaApi('crm/partners', [
    { ten_kh: 'Khách kiểm tra truy cập', dien_thoai: `09${String(Date.now()).slice(-8)}`, ma_dvcs: 'CN01' },
  ]).then(([saved]) => String(saved?.id));
  return partner;
}

/** One draft campaign for its page, made once per worker. */
let campaign: Promise<string> | undefined;
function campaignId(): Promise<string> {
  const today = businessDay();
  campaign ??= createViaApi('crm/campaigns', [
    { ten_cd: 'Chiến dịch kiểm tra truy cập', kenh: 'sms', ngay_bd: today, ngay_kt: today, ma_dvcs: 'CN01' },
  ]).then(([saved]) => String(saved?.id));
  return campaign;
}

/** The example address with its placeholders filled. */
async function exampleAddress(path: string): Promise<string> {
  const example = EXAMPLES[path] ?? path;
  if (example.includes('{admin}')) return example.replace('{admin}', await adminId());
  if (example.includes('{partner}')) return example.replace('{partner}', await partnerId());
  if (example.includes('{campaign}')) return example.replace('{campaign}', await campaignId());
  return example;
}

/** Sign-in pages send a signed-in user on; every other page is checked signed in. */
const isPublic = (path: string) => path.startsWith('/auth/');

async function adminId(): Promise<string> {
  const { session } = await apiLogin('admin');
  const response = await fetch(
    `${process.env.SEN_E2E_BASE_URL}/api/system/users?searchKey=admin&pageSize=50`,
    {
      headers: { Tenant: TENANT, Authorization: `Bearer ${session.access_token}` },
    },
  );
  const { items } = (await response.json()) as { items: { id: string | number; user_name: string }[] };
  return String(items.find((u) => u.user_name === 'admin')?.id);
}

async function seriousViolations(page: Page) {
  // The page has drawn its own content (or its error) once a level-1 heading is there.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Colours are read at rest: a colour transition still running (the theme applied just after the
  // first paint) would be read half-way. Endless animations (skeletons, spinners) do not count.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Only violations are read: axe then skips gathering the passing and incomplete results.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary ?? ''}`,
      );
      return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(' | ')}`;
    });
}

test('every route with a parameter has an example address', () => {
  const missing = declared.filter((path) => path.includes('$') && !EXAMPLES[path]);
  expect(missing, 'add an example address to EXAMPLES').toEqual([]);
  expect(declared.length).toBeGreaterThan(30);
});

test.describe('signed out', () => {
  test.use({ signIn: null });
  for (const path of declared.filter(isPublic)) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

/**
 * Moves the app to `url` the way its own links do (the router follows history), without loading
 * the page again, and waits until the new route has replaced the old one's heading.
 */
async function navigateInApp(page: Page, url: string) {
  const before = await page.getByRole('heading', { level: 1 }).first().elementHandle();
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await page.waitForFunction((old) => !old?.isConnected, before, { timeout: 5_000 }).catch(() => undefined);
}

/**
 * Signed-in routes are checked ten to a page, moving from one to the next inside the app as a user
 * does: a fresh browser context and page load per route would sign in, load the whole app and
 * install its service worker's precache each time, and the sweep would take most of the browser
 * suite's time. A route that fails is named with its findings; the others of its group are still
 * checked.
 */
const signedIn = declared.filter((p) => !isPublic(p));
const GROUP = 10;
test.describe('as the administrator', () => {
  for (let start = 0; start < signedIn.length; start += GROUP) {
    const group = signedIn.slice(start, start + GROUP);
    test(`${group[0]} … ${group.at(-1)} have no serious accessibility violation`, async ({ page }) => {
      test.setTimeout(group.length * 20_000);
      const found: Record<string, string[]> = {};
      for (const [i, path] of group.entries()) {
        if (i === 0) await page.goto(await exampleAddress(path));
        else await navigateInApp(page, await exampleAddress(path));
        const violations = await seriousViolations(page).catch((error: Error) => [error.message]);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  }
});
