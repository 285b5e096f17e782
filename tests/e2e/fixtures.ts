import { test as base, expect, type Page } from '@playwright/test';

export const TENANT = 'demo';

export type DemoUser = 'admin' | 'letan';

export interface SessionAnswer {
  user_info: { user_name: string; user_info: string };
  session: { access_token: string; refresh_token: string; expiration_date: string };
}

function baseUrl(): string {
  const url = process.env.SEN_E2E_BASE_URL;
  if (!url) throw new Error('SEN_E2E_BASE_URL is not set: run the e2e through playwright.config.ts');
  return url;
}

/** Signs a demo user in through the API (each call opens a session of its own). */
export async function apiLogin(user: DemoUser): Promise<SessionAnswer> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Tenant: TENANT },
    body: JSON.stringify({ user_name: user, password: user, system_type: 'web', login_type: 'password' }),
  });
  if (!response.ok) throw new Error(`e2e: login as ${user} answered ${response.status}`);
  return (await response.json()) as SessionAnswer;
}

/** The browser storage of a remembered session, as the app writes it (src/app/state/session.ts). */
export function rememberedStorage(answer: SessionAnswer) {
  const { access_token, refresh_token, expiration_date } = answer.session;
  return {
    cookies: [],
    origins: [
      {
        origin: baseUrl(),
        localStorage: [
          { name: 'sen.tenant', value: TENANT },
          { name: `${TENANT}.remember_me`, value: 'true' },
          { name: `${TENANT}.access_token`, value: access_token },
          { name: `${TENANT}.refresh_token`, value: refresh_token },
          { name: `${TENANT}.expiration_date`, value: expiration_date },
        ],
      },
    ],
  };
}

/**
 * Every test talks to the server tests/e2e/global-setup.ts started, signed in as `signIn` (a
 * fresh session per test, so a test that rotates or revokes tokens cannot disturb another one);
 * `test.use({ signIn: null })` starts signed out.
 */
export const test = base.extend<{ signIn: DemoUser | null }>({
  signIn: ['admin', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  storageState: async ({ signIn }, use) => {
    await use(signIn ? rememberedStorage(await apiLogin(signIn)) : { cookies: [], origins: [] });
  },
});

export { expect };

/** Fills and sends the login form (the tenant field shows when the deployment does not fix one). */
export async function signInWithForm(page: Page, user: DemoUser, options: { remember?: boolean } = {}) {
  const tenant = page.getByLabel('Mã doanh nghiệp');
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  if (await tenant.isVisible()) await tenant.fill(TENANT);
  await page.getByLabel('Tên đăng nhập').fill(user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(user);
  if (options.remember) await page.getByText('Ghi nhớ đăng nhập').click();
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Resolves once a service worker is `activated` AND controls the page (STACK.md P12). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated';
    },
    undefined,
    { polling: 100, timeout: 15_000 },
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    polling: 100,
    timeout: 15_000,
  });
}

/**
 * Requests matching `pattern` (a glob, or a test of the address) wait until the returned `release`
 * is called, then go to the server: a slow file or answer, released when the test has looked at
 * the page meanwhile.
 */
export async function holdRequests(
  page: Page,
  pattern: string | ((url: URL) => boolean),
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
