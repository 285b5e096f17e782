import { expect, test } from './fixtures.ts';

const GOLDEN_HOUR = /^Áp dụng giá khung giờ vàng/;
const OTP_HOURLY = 'Số mã OTP tối đa gửi cho một khách trong một giờ';

/** The row of one setting on the screen (input, "mặc định" badge, restore button). */
const row = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-setting="${name}"]`);

test.describe.configure({ mode: 'serial' });

test('admin changes a switch and a number, saves both at once and finds them after a reload', async ({
  page,
}) => {
  await page.goto('/system/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Cài đặt' })).toBeVisible();
  const golden = page.getByRole('switch', { name: GOLDEN_HOUR });
  const hourly = page.getByLabel(OTP_HOURLY, { exact: true });
  await expect(golden).not.toBeChecked();
  await expect(hourly).toHaveValue('10');
  await expect(row(page, 'otp_max_hourly').getByText('mặc định', { exact: true })).toBeVisible();
  await expect(page.getByText('Chưa có thay đổi')).toBeVisible();

  await golden.focus();
  await page.keyboard.press('Space');
  await expect(golden).toBeChecked();
  await hourly.fill('0');
  await expect(page.getByText('2 cài đặt đã thay đổi')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  // Refused on the field, nothing sent: 0 is outside the setting's range.
  await expect(row(page, 'otp_max_hourly').getByText('Phải là số nguyên từ 1 đến 1000')).toBeVisible();
  await hourly.fill('5');
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await expect(page.getByText('Chưa có thay đổi')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: GOLDEN_HOUR })).toBeChecked();
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toHaveValue('5');
  await expect(row(page, 'otp_max_hourly').getByText('mặc định', { exact: true })).toBeHidden();
});

test('restoring the defaults removes the stored values', async ({ page }) => {
  await page.goto('/system/settings');
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toHaveValue('5');
  await page.getByRole('button', { name: `Khôi phục mặc định: ${OTP_HOURLY}` }).click();
  await page.getByRole('button', { name: 'Khôi phục mặc định: Áp dụng giá khung giờ vàng' }).click();
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toHaveValue('10');
  await expect(row(page, 'otp_max_hourly').getByText('mặc định', { exact: true })).toBeVisible();
  await expect(page.getByText('2 cài đặt đã thay đổi')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toHaveValue('10');
  await expect(page.getByRole('switch', { name: GOLDEN_HOUR })).not.toBeChecked();
  await expect(row(page, 'sale_golden_hour').getByText('mặc định', { exact: true })).toBeVisible();
});

test('F3 focuses the search, which ignores accents and stays in the address', async ({ page }) => {
  await page.goto('/system/settings');
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toBeVisible();
  await page.keyboard.press('F3');
  const search = page.getByRole('searchbox', { name: 'Tìm cài đặt' });
  await expect(search).toBeFocused();
  await page.keyboard.type('khung gio vang');
  await expect(page.getByRole('switch', { name: GOLDEN_HOUR })).toBeVisible();
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Bán hàng']);
  await expect(page).toHaveURL(/q=khung/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Tìm cài đặt' })).toHaveValue('khung gio vang');
  await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toBeHidden();
  await page.getByRole('searchbox', { name: 'Tìm cài đặt' }).fill('không có cài đặt này');
  await expect(page.getByText('Không tìm thấy cài đặt nào khớp với “không có cài đặt này”')).toBeVisible();
});

test('leaving with unsaved changes asks first; Hoàn tác drops them', async ({ page }) => {
  await page.goto('/system/settings');
  const hourly = page.getByLabel(OTP_HOURLY, { exact: true });
  await hourly.fill('7');
  const home = page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Trạng thái hệ thống' });
  await home.click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Hủy bỏ' }).click();
  await expect(hourly).toHaveValue('7');

  await page.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(hourly).toHaveValue('10');
  await expect(page.getByText('Chưa có thay đổi')).toBeVisible();
  await home.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();

  await page.goto('/system/settings');
  await page.getByLabel(OTP_HOURLY, { exact: true }).fill('8');
  await home.click();
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
});

test.describe('a receptionist (crm rights only)', () => {
  test.use({ signIn: 'letan' });

  test('sees every setting read-only, without the save bar', async ({ page }) => {
    await page.goto('/system/settings');
    await expect(page.getByText('Bạn chỉ được xem cài đặt.', { exact: false })).toBeVisible();
    await expect(page.getByLabel(OTP_HOURLY, { exact: true })).toBeDisabled();
    await expect(page.getByRole('switch', { name: GOLDEN_HOUR })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Lưu', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Khôi phục mặc định/ })).toHaveCount(0);
    await expect(page.getByLabel('Khóa truy cập')).toHaveValue('');
  });
});
