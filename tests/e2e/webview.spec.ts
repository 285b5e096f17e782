import { expect, test } from './fixtures.ts';

const frameParts = async (page: import('@playwright/test').Page) => ({
  navbar: await page.getByRole('banner').count(),
  menu: await page.getByRole('navigation', { name: 'Menu chính' }).count(),
  footer: await page.getByRole('contentinfo').count(),
});

test('?webview=1 shows the page alone for the whole visit, and webview=0 brings the frame back', async ({
  page,
}) => {
  // The root redirects at once: the parameter is kept all the same.
  await page.goto('/?webview=1');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();
  expect(await frameParts(page)).toEqual({ navbar: 0, menu: 0, footer: 0 });

  // Another address without it, in the same visit (a new document, then links inside the app).
  await page.goto('/khong-co-trang');
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  expect(await frameParts(page)).toEqual({ navbar: 0, menu: 0, footer: 0 });
  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();
  expect(await frameParts(page)).toEqual({ navbar: 0, menu: 0, footer: 0 });

  await page.goto('/system/status?webview=0');
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  expect(await frameParts(page)).toEqual({ navbar: 1, menu: 1, footer: 1 });
  await page.goto('/stock/units');
  await expect(page.getByRole('banner')).toBeVisible();
});
