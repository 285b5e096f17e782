import { expect, rememberedStorage, test } from './fixtures.ts';
import { apiLoginAs, createUserViaApi } from './users-helpers.ts';

test('the rights grid works from the keyboard: open a module, move with arrows, tick with Space', async ({
  page,
}) => {
  await page.goto('/system/users/new');
  const rights = page.getByRole('table', { name: 'Phân quyền chức năng' });
  const crm = rights.getByRole('button', { name: /^CRM/ });
  await crm.focus();
  await page.keyboard.press('Enter');
  await expect(crm).toHaveAttribute('aria-expanded', 'true');

  // From the CRM row's "all" box: down to the group, down to the first screen, right to "Truy cập".
  await rights.getByRole('checkbox', { name: 'Tất cả quyền – CRM' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const access = rights.getByRole('checkbox', { name: 'Truy cập – Danh sách khách hàng' });
  await expect(access).toBeFocused();
  await page.keyboard.press('Space');
  await expect(access).toBeChecked();
  // The group and module rows above now hold the action partly.
  await expect(rights.getByRole('checkbox', { name: 'Truy cập – Khách hàng', exact: true })).toBeChecked({
    indeterminate: true,
  });
  await expect(rights.getByRole('checkbox', { name: 'Truy cập – CRM', exact: true })).toBeChecked({
    indeterminate: true,
  });

  // A column header fills the column over the screens shown; again empties it.
  await page.getByLabel('Lọc màn hình').fill('khách hàng vip');
  const column = rights.getByRole('checkbox', { name: 'Cả cột Xem', exact: true });
  await column.focus();
  await page.keyboard.press('Space');
  await expect(rights.getByRole('checkbox', { name: 'Xem – Khách hàng VIP' })).toBeChecked();
  await expect(page.getByTestId('rights-count')).toHaveText(/Đã cấp quyền 2\//);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('rights-count')).toHaveText(/Đã cấp quyền 1\//);

  // Administrators pass every check: the grid says so and stands still.
  await page.getByRole('switch', { name: /Quản trị viên/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('quyền chi tiết bên dưới không được áp dụng')).toBeVisible();
  await expect(column).toBeDisabled();
});

test('someone who is not an administrator may hand out only the rights and branches they hold', async ({
  browser,
  baseURL,
}) => {
  const held = ['system', 'system.organization', 'system.users', 'crm', 'crm.customers', 'crm.partners'];
  const manager = await createUserViaApi({ r_access: held, r_read: held, r_add: held, branchs: 'CN01' });
  const context = await browser.newContext({
    baseURL,
    storageState: rememberedStorage(await apiLoginAs(manager.user_name, manager.password)),
  });
  const page = await context.newPage();
  await page.goto('/system/users/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Thêm người dùng' })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Quản trị viên/ })).toBeDisabled();
  // The server lists only the branches a non-administrator holds.
  await expect(page.getByRole('checkbox', { name: /^Chi nhánh \d/ })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: /Chi nhánh 1/ })).toBeEnabled();

  const rights = page.getByRole('table', { name: 'Phân quyền chức năng' });
  await rights.getByRole('button', { name: /^CRM/ }).click();
  await expect(rights.getByRole('checkbox', { name: 'Thêm – Danh sách khách hàng' })).toBeEnabled();
  await expect(rights.getByRole('checkbox', { name: 'Xóa – Danh sách khách hàng' })).toBeDisabled();
  await expect(rights.getByRole('checkbox', { name: 'Truy cập – Khách hàng VIP' })).toBeDisabled();
  // Without the edit right there is no way to the edit form or the lock button.
  await page.goto(`/system/users/${manager.id}/edit`);
  await expect(page).toHaveURL(/\/blank$/);
  await context.close();
});
