import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { apiLogin, expect, rememberedStorage, test, waitForServiceWorkerControl } from './fixtures.ts';

/** The query-cache entries IndexedDB holds (data/query-persist.ts), by key, with what each keeps. */
function cachedEntries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((done, fail) => {
        const open = indexedDB.open('sen-cache');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return done({});
          const store = db.transaction('queries').objectStore('queries');
          const request = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const out: Record<string, string[]> = {};
            request.result.forEach((key, i) => {
              const entry = values.result[i] as { clientState: { queries: { queryHash: string }[] } };
              out[String(key)] = entry.clientState.queries.map((q) => q.queryHash);
            });
            db.close();
            done(out);
          };
        };
      }),
  );
}

/** Waits until the admin's entry holds the units list (saves are throttled to one a second). */
async function unitsKept(page: Page): Promise<void> {
  await expect
    .poll(async () => ((await cachedEntries(page))['demo.query_cache.admin'] ?? []).join(' '))
    .toContain('"stock.units","list"');
}

test('offline, a reload shows a list viewed before from IndexedDB, saying when it was fetched', async ({
  page,
  context,
}) => {
  await page.goto('/stock/units');
  const table = page.getByRole('grid');
  await expect(table.getByRole('row', { name: 'Hộp', exact: true })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await unitsKept(page);
  // Online and fresh: no hint.
  await expect(page.getByTestId('last-updated')).toHaveCount(0);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Hộp', exact: true })).toBeVisible();
  await expect(page.getByTestId('last-updated')).toHaveText(/^Cập nhật lúc \d{2}:\d{2}$/);
  await expect(page.getByTestId('connection-status')).toHaveText('Ngoại tuyến');

  // The refresh that failed offline does not cost the kept rows: a second offline visit has them.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(table.getByRole('row', { name: 'Hộp', exact: true })).toBeVisible();

  // Back online the list refreshes by itself and the hint goes.
  await context.setOffline(false);
  await expect(page.getByTestId('connection-status')).toHaveText('Trực tuyến');
  await expect(page.getByTestId('last-updated')).toHaveCount(0);
  await expect(table.getByRole('row', { name: 'Hộp', exact: true })).toBeVisible();
});

test("signing out deletes the user's kept answers from IndexedDB", async ({ page }) => {
  await page.goto('/stock/units');
  await expect(page.getByRole('grid').getByRole('row', { name: 'Hộp', exact: true })).toBeVisible();
  await unitsKept(page);

  await page.getByRole('button', { name: /Tài khoản/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  const entries = await cachedEntries(page);
  expect(Object.keys(entries).filter((key) => key.startsWith('demo.'))).toEqual([]);
});

test('the catalogues are kept with the list: offline, a unit field still offers every unit', async ({
  page,
  context,
}) => {
  await page.goto('/stock/conversion-units');
  await expect(page.getByRole('heading', { level: 1, name: 'Quy đổi đơn vị tính' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  const names = ['units', 'warehouses', 'discount-codes', 'taxes', 'custom', 'cities'];
  await expect
    .poll(async () => {
      const kept = (await cachedEntries(page))['demo.query_cache.admin'] ?? [];
      return names.filter((name) => kept.some((hash) => hash.includes(`"reference","${name}"`)));
    })
    .toEqual(names);

  await context.setOffline(true);
  await page.goto('/stock/conversion-units?edit=new');
  const form = page.getByRole('dialog', { name: 'Thêm quy đổi đơn vị tính' });
  const from = form.getByRole('combobox', { name: 'Từ đơn vị' });
  await from.fill('hop');
  const option = page.getByRole('option', { name: 'HOP Hộp' });
  await expect(option).toBeVisible();
  await option.click();
  await expect(from).toHaveValue('HOP · Hộp');
  await context.setOffline(false);
});

test.describe('installing', () => {
  test.use({ signIn: null });

  test('Chromium finds nothing missing to install the app (persistent profile)', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'sen-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [...chromiumArgs, '--bypass-app-banner-engagement-checks'],
      locale: 'vi-VN',
    });
    try {
      const storage = rememberedStorage(await apiLogin('admin'));
      const origin = storage.origins[0];
      if (!origin) throw new Error('no origin');
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin.origin}/auth/login`);
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, origin.localStorage);
      await page.goto(`${origin.origin}/`);
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      expect(manifest.url).toContain('/manifest.webmanifest');
      expect(manifest.errors).toEqual([]);
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
              .installabilityErrors,
        )
        .toEqual([]);
      // The browser's offer, kept for the user menu's one entry.
      await page.getByRole('button', { name: /Tài khoản/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Cài đặt ứng dụng' })).toBeVisible();
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
