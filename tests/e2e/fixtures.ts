import { test as base, expect, type Page } from '@playwright/test';

/** Every test talks to the server tests/e2e/global-setup.ts started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here.
  baseURL: async ({}, use) => {
    const url = process.env.SEN_E2E_BASE_URL;
    if (!url) throw new Error('SEN_E2E_BASE_URL is not set: run the e2e through playwright.config.ts');
    await use(url);
  },
});

export { expect };

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
