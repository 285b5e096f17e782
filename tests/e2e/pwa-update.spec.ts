import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';

const OTP_HOURLY = 'Số mã OTP tối đa gửi cho một khách trong một giờ';

const SW_FILE = resolve(import.meta.dirname, '../../dist/client/sw.js');
const COMPRESSED = [`${SW_FILE}.br`, `${SW_FILE}.gz`];
const original = readFileSync(SW_FILE);
const originalCompressed = COMPRESSED.map((file) => (existsSync(file) ? readFileSync(file) : null));

/**
 * A deploy, as the browser sees it: the server's sw.js now differs by one comment (its .br and .gz
 * twins go, so the server sends the new text). The page then asks for an update, as it does every
 * hour (features/pwa/app-update.ts); the new worker installs and waits.
 */
async function deployNewVersion(page: Page, label: string): Promise<void> {
  writeFileSync(SW_FILE, Buffer.concat([original, Buffer.from(`\n// ${label}\n`)]));
  for (const file of COMPRESSED) rmSync(file, { force: true });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

test.afterEach(() => {
  writeFileSync(SW_FILE, original);
  COMPRESSED.forEach((file, i) => {
    const body = originalCompressed[i];
    if (body) writeFileSync(file, body);
  });
});

/** A mark that only this page load carries: gone after any reload. */
async function markPageLoad(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { senLoad?: string }).senLoad = 'before';
  });
}
const pageLoadMark = (page: Page) => page.evaluate(() => (window as { senLoad?: string }).senLoad ?? null);

test('a new version waits for the user: "Tải lại" reloads once into it', async ({ page }) => {
  await page.goto('/system/status');
  await waitForServiceWorkerControl(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(firstWorker).toContain('/sw.js');
  await markPageLoad(page);

  await deployNewVersion(page, 'v2');
  const banner = page.getByRole('region', { name: 'Cập nhật ứng dụng' });
  await expect(banner).toContainText('Đã có phiên bản mới');
  // Nothing took over by itself: same page load, the new worker waits.
  await page.waitForTimeout(500);
  expect(await pageLoadMark(page)).toBe('before');
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
  ).toBe('installed');

  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Tải lại' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  expect(await pageLoadMark(page)).toBeNull();
  await expect(banner).toHaveCount(0);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
  });
  expect(state).toEqual({ waiting: null, active: 'activated' });
});

test('with an unsaved form the reload asks first, and "Hủy bỏ" keeps the page and its changes', async ({
  page,
}) => {
  await page.goto('/system/settings');
  await waitForServiceWorkerControl(page);
  const hourly = page.getByLabel(OTP_HOURLY, { exact: true });
  await hourly.fill('7');
  await markPageLoad(page);

  await deployNewVersion(page, 'v3');
  const banner = page.getByRole('region', { name: 'Cập nhật ứng dụng' });
  await banner.getByRole('button', { name: 'Tải lại' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText('chưa lưu');
  await confirm.getByRole('button', { name: 'Hủy bỏ' }).click();
  await page.waitForTimeout(500);
  expect(await pageLoadMark(page)).toBe('before');
  await expect(hourly).toHaveValue('7');

  // Agreeing to lose the change reloads, without the browser's own "leave site?" question.
  page.on('dialog', (dialog) => void dialog.dismiss());
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Tải lại' }).click();
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await reloaded;
  expect(await pageLoadMark(page)).toBeNull();
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toHaveValue('10');
});

test('a refused service worker registration leaves the page working, without an uncaught error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // As Chromium refuses when sw.js does not come (offline first visit, a proxy's error page).
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () => {
      document.documentElement.dataset.swAsked = 'yes';
      return Promise.reject(
        new TypeError('Failed to register a ServiceWorker: A bad HTTP response code (404)'),
      );
    };
  });
  await page.goto('/system/status');
  await expect(page.getByRole('heading', { name: 'Trạng thái hệ thống', level: 1 })).toBeVisible();
  await expect(page.locator('html[data-sw-asked="yes"]')).toHaveCount(1);
  // An unhandled rejection reaches the page a moment after the refusal: give it that moment.
  await page.waitForTimeout(1_000);
  expect(errors).toEqual([]);
});
