import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUSINESS_TIME_ZONE } from '../../src/contract/api/system.api.ts';
import { addDays, todayIn } from '../../src/contract/domain/period.ts';
import { apiLogin, expect, holdRequests, test } from './fixtures.ts';

const heading = { level: 1, name: 'Phân tích số liệu' } as const;

/** What the API answers for the default period (the last 7 days) as an administrator. */
async function activityNow(baseURL: string) {
  const { session } = await apiLogin('admin');
  const today = todayIn(Date.now(), BUSINESS_TIME_ZONE);
  const query = `fromDate=${addDays(today, -6)}&toDate=${today}`;
  const response = await fetch(`${baseURL}/api/dashboard/activity?${query}`, {
    headers: { Authorization: `Bearer ${session.access_token}`, Tenant: 'demo' },
  });
  return (await response.json()) as { sign_ins: number; writes: number };
}

test('the root opens the analytics dashboard with real numbers and a chart', async ({ page, baseURL }) => {
  const expected = await activityNow(baseURL as string);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(page.getByRole('heading', heading)).toBeVisible();
  await expect(page.getByTestId('activity-sign-ins')).toHaveText(String(expected.sign_ins));
  await expect(page.getByTestId('activity-writes')).toHaveText(String(expected.writes));
  const online = Number(await page.getByTestId('online-total').textContent());
  expect(online).toBeGreaterThanOrEqual(1);
  const chart = page.locator('[data-widget="sign-ins"] [data-testid="daily-chart"]');
  await expect(chart.locator('canvas').first()).toBeVisible();
  // The figures behind the drawing, one row per day of the period, add up to the widget's total.
  const cells = chart.getByRole('table').getByRole('cell');
  await expect(cells).toHaveCount(7);
  const perDay = (await cells.allTextContents()).map((text) => Number(text.replace(/,/g, '')));
  expect(perDay.reduce((a, b) => a + b, 0)).toBe(expected.sign_ins);
  // The keyboard walks the days as hovering does: End shows today's count.
  await chart.focus();
  await page.keyboard.press('End');
  const today = todayIn(Date.now(), BUSINESS_TIME_ZONE);
  const tip = chart.getByRole('status');
  await expect(tip).toContainText(`Ngày ${today.slice(8, 10)}/${today.slice(5, 7)}`);
  await expect(tip).toContainText(`Lượt đăng nhập: ${perDay[6]}`);
  await page.keyboard.press('Tab');
  await expect(tip).toBeHidden();
  await expect(page.getByTestId('count-stock.warehouses')).toHaveText(/^[1-9][0-9,]*$/);
  await expect(page.getByRole('link', { name: 'Xem trạng thái hệ thống' })).toBeVisible();
});

test.describe('without the service worker (page.route sees every request)', () => {
  test.use({ serviceWorkers: 'block' });

  test("every widget's data is asked while the frame's and the dashboard's code are on their way", async ({
    page,
  }) => {
    // One request per widget of the analytics dashboard (the bell's query is the notifications widget's).
    const widgetData = [
      '/api/dashboard/activity?',
      '/api/dashboard/users-online',
      '/api/dashboard/recent-activity?',
      '/api/dashboard/counts?',
      '/api/notifications/histories?',
      '/api/health',
    ];
    const asked = new Set<string>();
    page.on('request', (request) => {
      for (const path of widgetData) if (request.url().includes(path)) asked.add(path);
    });
    let askedBeforeCode: string[] | undefined;
    // The dashboards' own chunk and the signed-in frame's (vite.config.ts SHELL_SCREENS), not the
    // loader's `dashboard_loader-…`: the root route waits for the frame's code in its loader, beside
    // the page's loader, not before it (routes/__root.tsx).
    await page.route(/\/assets\/(dashboard|frame)-[\w-]{8}\.js$/, async (route) => {
      // The code is held until every widget's data has been asked for (5 s at most).
      await expect
        .poll(() => asked.size, { timeout: 5_000 })
        .toBe(widgetData.length)
        .catch(() => undefined);
      askedBeforeCode ??= [...asked].sort();
      await route.continue();
    });
    await page.goto('/dashboard/analytics');
    await expect(page.getByRole('heading', heading)).toBeVisible();
    await expect(page.getByTestId('activity-sign-ins')).toHaveText(/^[0-9,]+$/);
    expect(askedBeforeCode).toEqual([...widgetData].sort());
  });
});

test.describe('on a phone, without the service worker', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });

  test('a loading widget keeps its place: the one below does not move when it arrives', async ({ page }) => {
    // Its figures are late (the widgets' code comes in one file, so the data is what lags).
    const release = await holdRequests(page, '**/api/dashboard/activity?*');
    await page.goto('/dashboard/analytics');
    const below = page.locator('[data-widget="users-online"]');
    await expect(below.getByTestId('online-total')).toBeVisible();
    await expect(page.locator('[data-widget="activity"]').getByRole('status')).toBeVisible();
    const before = (await below.boundingBox())?.y ?? Number.NaN;
    release();
    await expect(page.getByTestId('activity-sign-ins')).toBeVisible();
    const after = (await below.boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(after - before)).toBeLessThan(24);
  });
});

test('the period is in the address and changes the numbers', async ({ page }) => {
  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('activity-sign-ins')).not.toHaveText('0');
  await page.getByRole('button', { name: /7 ngày qua/ }).click();
  await page.getByRole('option', { name: 'Hôm nay' }).click();
  await expect(page).toHaveURL(/period=today/);
  await expect(page.getByTestId('activity-sign-ins')).not.toHaveText('0');
  // 'Tùy chọn' starts from the dates on screen, in date fields fetched only then.
  await page.getByRole('button', { name: /Hôm nay/ }).click();
  await page.getByRole('option', { name: 'Tùy chọn' }).click();
  await expect(page).toHaveURL(/period=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('group', { name: 'Đến ngày' })).toBeVisible();
  await expect(page.getByTestId('activity-sign-ins')).not.toHaveText('0');

  // A month long past: no sign-ins, and the empty states say what to do.
  await page.goto('/dashboard/analytics?period=custom&from=2020-01-01&to=2020-01-31');
  await expect(page.getByTestId('activity-sign-ins')).toHaveText('0');
  await expect(page.getByText('Chưa có lượt đăng nhập')).toBeVisible();
  await expect(
    page.getByText('Chọn khoảng thời gian khác hoặc thêm chi nhánh để xem lượt đăng nhập.'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Từ ngày' })).toBeVisible();

  // An address that does not read falls back to the last 7 days.
  await page.goto('/dashboard/analytics?period=custom&from=2020-02-01&to=2020-01-01');
  await expect(page.getByRole('button', { name: /7 ngày qua/ })).toBeVisible();
});

test('/system/online lists the sessions and signs a user out after confirmation', async ({ page }) => {
  await apiLogin('letan');
  await page.goto('/system/online');
  await expect(page.getByRole('heading', { level: 1, name: 'Người dùng trực tuyến' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Người dùng trực tuyến' });
  await expect(table.getByRole('columnheader', { name: 'Địa chỉ IP' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Hoạt động lúc' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible();
  const letanRow = table.getByRole('row').filter({ hasText: 'letan' }).first();
  await expect(letanRow).toBeVisible();

  await letanRow.getByRole('button', { name: 'Đăng xuất' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(dialog).toContainText('Đăng xuất letan');
  await dialog.getByRole('button', { name: 'Hủy bỏ' }).click();
  await expect(dialog).toBeHidden();
  await expect(letanRow).toBeVisible();

  await letanRow.getByRole('button', { name: 'Đăng xuất' }).click();
  await dialog.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'letan' })).toHaveCount(0);
});

test('/system/logs shows the sign-in and searches', async ({ page }) => {
  await apiLogin('letan');
  await page.goto('/system/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhật ký hệ thống' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Nhật ký hệ thống' });
  await expect(
    table.getByRole('row').filter({ hasText: 'Đăng nhập' }).filter({ hasText: 'admin' }).first(),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Tìm trong nhật ký' }).fill('letan');
  await expect(page).toHaveURL(/searchKey=letan/);
  await expect(table.getByRole('row').filter({ hasText: 'admin' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'letan' }).first()).toBeVisible();
});

test.describe('as the receptionist', () => {
  test.use({ signIn: 'letan' });

  test('shows only what letan may see', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', heading)).toBeVisible();
    await expect(page.getByTestId('activity-users')).toHaveText('1');
    // The till's catalogues (warehouses, payment types) are letan's to read; HR's are not.
    await expect(page.getByTestId('count-stock.warehouses')).toBeVisible();
    await expect(page.getByTestId('count-hr.employees')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hoạt động gần đây' })).toBeVisible();
    await page.goto('/system/online');
    await expect(page.getByRole('grid', { name: 'Người dùng trực tuyến' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đăng xuất' })).toHaveCount(0);
  });
});

// SEN_SHOTS_DIR=/tmp/shots keeps screenshots of the dashboard and both pages for a human to look at.
const shotsDir = process.env.SEN_SHOTS_DIR;
for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`screens fit a ${size.name}`, async ({ page }) => {
    test.skip(!shotsDir, 'screenshots only on request');
    test.setTimeout(120_000);
    mkdirSync(shotsDir as string, { recursive: true });
    await page.setViewportSize(size);
    for (const [name, path] of [
      ['analytics', '/dashboard/analytics'],
      ['ecommerce', '/dashboard/ecommerce'],
      ['online', '/system/online'],
      ['logs', '/system/logs'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Đang tải' })).toHaveCount(0);
      await page.screenshot({ path: join(shotsDir as string, `${size.name}-${name}.png`), fullPage: true });
    }
  });
}
