import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';

test('the service worker takes control and the shell opens with no network', async ({ page, context }) => {
  await page.goto('/system/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expect(page.getByTestId('offline-readiness')).toHaveText('Sẵn sàng');

  await page.goto('/error-404');
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveText('Ngoại tuyến');
  await context.setOffline(false);
});

test('offline, the status page says so and recovers by itself when the network returns', async ({
  page,
  context,
}) => {
  await page.goto('/system/status');
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await page.reload();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Không có kết nối mạng');
  await expect(alert.getByRole('button', { name: 'Thử lại' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  await expect(page.getByTestId('database-status')).toHaveText('Đang hoạt động');
  await expect(page.getByTestId('connection-status')).toHaveText('Trực tuyến');
});
