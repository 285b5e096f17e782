import { expect, test } from './fixtures.ts';

/** DD/MM/YYYY HH:mm of an instant in Vietnam, computed independently of the app's code. */
function vietnamMinute(timestamp: number): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(timestamp)
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

test('the shell renders in Vietnamese with the server time in Asia/Ho_Chi_Minh', async ({
  page,
  request,
}) => {
  const before = await (await request.get('/api/system/server-time')).json();
  await page.goto('/system/status');

  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  await expect(page.getByTestId('database-status')).toHaveText('Đang hoạt động');
  const shown = page.getByTestId('server-time');
  await expect(shown).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  const after = await (await request.get('/api/system/server-time')).json();
  expect(before.time_zone).toBe('Asia/Ho_Chi_Minh');
  // The browser runs in America/New_York: only a conversion to Vietnam's zone matches.
  expect([vietnamMinute(before.timestamp), vietnamMinute(after.timestamp)]).toContain(
    (await shown.textContent())?.trim(),
  );
});

test('switching to English translates the shell and survives a reload', async ({ page }) => {
  await page.goto('/system/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();

  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('database-status')).toHaveText('Running');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();

  await page.getByRole('radio', { name: 'Tiếng Việt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('an unknown path redirects to /error-404', async ({ page }) => {
  const response = await page.goto('/khong-co-trang');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/error-404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();

  await page.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('a deep link is served by the server SPA fallback', async ({ page }) => {
    const response = await page.goto('/error-404');
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(false);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  });
});
