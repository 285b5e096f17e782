import { solidPng } from '../fixtures/upload-files.ts';
import { apiLogin, expect, test } from './fixtures.ts';

// Each test talks to the real server and uploads or writes: slow on a busy machine.
test.describe.configure({ timeout: 60_000 });

const openAccountMenu = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /^Tài khoản / }).click();

test.describe('as the receptionist', () => {
  test.use({ signIn: 'letan' });

  test('the account menu opens the profile, the to-do list, the outbox and the settings', async ({
    page,
  }) => {
    await page.goto('/dashboard/analytics');
    await openAccountMenu(page);
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([
      'Hồ sơ cá nhân',
      'Việc cần làm',
      'Hộp thư đi',
      'Cài đặt',
      'Khóa màn hình',
      'Đăng xuất',
    ]);
    await page.getByRole('menuitem', { name: 'Hộp thư đi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hộp thư đi' })).toBeVisible();
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Việc cần làm' }).click();
    await expect(page).toHaveURL(/\/user\/todo$/);
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Hồ sơ cá nhân' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ cá nhân' })).toBeVisible();
  });

  test('the profile shows the account, refuses a bad e-mail on its field and saves a picture', async ({
    page,
  }) => {
    await page.goto('/user/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('Nguyễn Thị Lễ Tân');
    await expect(page.getByText('CN01 · Chi nhánh 1')).toBeVisible();
    await expect(page.getByText('NV001 · Nguyễn Thị Lễ Tân')).toBeVisible();

    await page.getByLabel('Email').fill('khong-phai-email');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Email không hợp lệ')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill('');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Chọn ảnh' }).click();
    await (await chooser).setFiles({
      name: 'toi.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [40, 199, 111]),
    });
    await expect(page.getByRole('img', { name: 'toi.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByText('Đã lưu thông tin cá nhân.')).toBeVisible();
    // The top bar follows at once: the account button now shows the picture.
    const topBarPicture = page.getByRole('button', { name: /^Tài khoản / }).locator('img');
    await expect(topBarPicture).toHaveAttribute('src', /^\/api\/upload\/demo\/\d{6}\/[0-9a-f-]{36}\.png$/);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Tài khoản / }).locator('img')).toBeVisible();
  });

  test('changing the password asks the right current one and a matching confirmation', async ({ page }) => {
    await page.goto('/user/profile');
    await page.getByLabel('Mật khẩu hiện tại').fill('sai-roi');
    await page.getByLabel(/^Mật khẩu mới/).fill('mat-khau-moi');
    await page.getByLabel('Xác nhận mật khẩu mới').fill('mat-khau-khac');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Xác nhận mật khẩu mới không khớp')).toBeVisible();
    await page.getByLabel('Xác nhận mật khẩu mới').fill('mat-khau-moi');
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();
    await expect(page.getByLabel('Mật khẩu hiện tại')).toBeFocused();
    // Nothing changed: the old password still signs in.
    await apiLogin('letan');
  });

  test('the to-do list adds with Enter, ticks, filters, edits in place and undoes a delete', async ({
    page,
  }) => {
    const task = `Gọi lại chị Lan ${Date.now()}`;
    await page.goto('/user/todo');
    const input = page.getByLabel('Việc cần làm mới');
    await input.fill(task);
    await input.press('Enter');
    const item = page.getByTestId('todo-item').filter({ hasText: task });
    await expect(item).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    // Space on the focused box, as a keyboard user ticks it.
    await item.getByRole('checkbox', { name: `Đã xong: ${task}` }).focus();
    await page.keyboard.press('Space');
    await expect(item.getByRole('checkbox')).toBeChecked();
    await page.getByRole('radio', { name: /^Chưa xong/ }).click();
    await expect(page).toHaveURL(/filter=open/);
    await expect(item).toHaveCount(0);
    await page.getByRole('radio', { name: /^Đã xong/ }).click();
    await expect(item).toBeVisible();

    await item.getByRole('button', { name: `Sửa: ${task}` }).click();
    const editor = page.getByLabel('Nội dung');
    await editor.fill(`${task} lúc 9h`);
    await editor.press('Enter');
    const edited = page.getByTestId('todo-item').filter({ hasText: `${task} lúc 9h` });
    await expect(edited).toBeVisible();
    await page.reload();
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: /^Xóa: / }).click();
    await expect(edited).toHaveCount(0);
    await page.getByRole('button', { name: 'Hoàn tác' }).click();
    await expect(edited).toBeVisible();
    await page.reload();
    await expect(edited.getByRole('checkbox')).toBeChecked();
  });

  test('the administrators’ page does not open for a user who is not one', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).not.toHaveURL(/\/admin\/settings/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quản trị đơn vị' })).toHaveCount(0);
  });
});

test('an administrator keeps the business details on /admin/settings', async ({ page }) => {
  const name = `Sen Spa ${Date.now()}`;
  await page.goto('/dashboard/analytics');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Quản trị đơn vị' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quản trị đơn vị' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Tên doanh nghiệp' }).fill(name);
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tên doanh nghiệp' })).toHaveValue(name);
  // The tenant's everyday settings page no longer lists it.
  await page.goto(`/system/settings?q=${encodeURIComponent('Tên doanh nghiệp')}`);
  await expect(page.getByText(/Không tìm thấy cài đặt nào/)).toBeVisible();
});
