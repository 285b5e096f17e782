import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// page.route() does not see requests a service worker handles: keep it out of these tests.
test.use({ serviceWorkers: 'block' });

const heading = { level: 1, name: 'Trạng thái hệ thống' } as const;

test('an API error shows what failed, and "Thử lại" recovers', async ({ page }) => {
  let failing = true;
  await page.route('**/api/system/server-time', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          json: { code: 'INTERNAL', message: 'Lỗi hệ thống, vui lòng thử lại sau ít phút' },
        })
      : route.continue(),
  );
  await page.goto('/system/status');

  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Máy chủ báo lỗi' })).toBeVisible();
  await expect(alert).toContainText('Lỗi hệ thống, vui lòng thử lại sau ít phút');
  await expect(page.getByRole('heading', heading)).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByTestId('database-status')).toHaveText('Đang hoạt động');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unreachable server is told apart from a server error', async ({ page }) => {
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.goto('/system/status');
  await expect(page.getByRole('alert')).toContainText('Không kết nối được tới máy chủ');
  // The frame stays usable around the error.
  await expect(page.getByRole('radio', { name: 'English' })).toBeVisible();
});

test('a database that does not answer is shown on the page, not as a crash', async ({ page }) => {
  await page.route('**/api/health', (route) =>
    route.fulfill({
      status: 503,
      json: {
        status: 'unavailable',
        version: '0.1.0',
        uptime_s: 3_725,
        database: { reachable: false, driver: 'pglite', schema_version: 1 },
      },
    }),
  );
  await page.goto('/system/status');
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByTestId('database-status')).toHaveText('Không phản hồi');
  await expect(page.getByText('Có sự cố')).toBeVisible();
  await expect(page.getByTestId('uptime')).toHaveText('0 ngày 1 giờ 2 phút');
});

test('a slow API shows the loading state, then the page', async ({ page }) => {
  await page.route('**/api/system/server-time', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/system/status');
  await expect(page.getByText('Đang tải dữ liệu…')).toBeVisible();
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByText('Đang tải dữ liệu…')).toHaveCount(0);
});

test.describe('a page chunk that fails to load', () => {
  const statusChunk = '**/assets/status-*.js';

  /**
   * Counts the page's documents by their requests: one per load of the address, a reload included.
   * (Counting Playwright's 'load' events once gave three for two document requests on a loaded
   * machine.)
   */
  function countDocuments(page: Page): () => number {
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    return () => documents;
  }

  test('reloads the page once, and the page then renders', async ({ page }) => {
    const documents = countDocuments(page);
    // The first document asks for the chunk early (beside startup) and again when the route loads:
    // every ask of it fails, as for a tab opened before a deployment removed the file.
    await page.route(statusChunk, (route) => (documents() === 1 ? route.abort('failed') : route.continue()));
    await page.goto('/system/status');
    await expect(page.getByRole('heading', heading)).toBeVisible();
    expect(documents()).toBe(2);
    // The successful load re-arms the rule for the next deployment.
    expect(await page.evaluate(() => sessionStorage.getItem('sen.chunk_reload'))).toBeNull();
  });

  test('that keeps failing shows what failed after one reload, never a loop', async ({ page }) => {
    const documents = countDocuments(page);
    await page.route(statusChunk, (route) => route.abort('failed'));
    await page.goto('/system/status');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Không tải được trang' })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(2);
    // The frame stays, and "Thử lại" reloads on demand — still no loop.
    await expect(page.getByRole('banner')).toBeVisible();
    await alert.getByRole('button', { name: 'Thử lại' }).click();
    // The reload's request, then its page: the error again, and no further reload after it.
    await expect.poll(documents).toBe(3);
    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'Không tải được trang' }),
    ).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(3);
  });
});
