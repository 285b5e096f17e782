import type { Locator, Page } from '@playwright/test';
import { expect, rememberedStorage, test } from './fixtures.ts';
import { apiLoginAs, createUserViaApi, menuScreens, signInWith, uniqueUserName } from './users-helpers.ts';

/** Screens every signed-in user sees whatever their rights (route-access.ts SIGNED_IN_PREFIXES). */
const FOR_EVERYONE = [
  'Tổng quan kinh doanh',
  'Phân tích số liệu',
  'Cài đặt',
  'Người dùng trực tuyến',
  'Nhật ký hệ thống',
];

/**
 * Ticks a react-aria checkbox or radio from the keyboard: its input is visually hidden under the
 * drawn box, which would take a pointer click meant for it.
 */
async function tick(box: Locator) {
  await box.focus();
  await box.press('Space');
  await expect(box).toBeChecked();
}

async function fillNewUser(page: Page, userName: string, password: string) {
  // Required fields carry an aria-hidden '*' in their label: find them by accessible name.
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Tên đăng nhập').fill(userName);
  await field('Họ và tên').fill('Trần Thị Thu Ngân');
  await field('Mật khẩu').fill(password);
  await field('Nhập lại mật khẩu').fill(password);
  await field('Số điện thoại').fill('0901 234 567');
  await tick(page.getByRole('checkbox', { name: /Chi nhánh 2/ }));
  await tick(page.getByRole('radio', { name: 'Tất cả nhân viên' }));
}

test('an administrator creates a user whose menu then holds exactly the screens granted', async ({
  page,
}) => {
  // The whole rights editor, a sign-in and the landing dashboard: near 30 s on a busy 2-core machine.
  test.slow();
  const userName = uniqueUserName('thungan');
  const password = 'mat-khau-moi';
  await page.goto('/system/users');
  await page.getByRole('link', { name: 'Thêm người dùng' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thêm người dùng' })).toBeVisible();

  // Sending an empty form names what is missing, in Vietnamese, next to each field.
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Vui lòng nhập tên đăng nhập')).toBeVisible();
  await expect(page.getByText('Vui lòng nhập họ và tên')).toBeVisible();
  await expect(page.getByText('Vui lòng chọn ít nhất một chi nhánh')).toBeVisible();
  await expect(page.getByText('Vui lòng nhập mật khẩu', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Tên đăng nhập' })).toBeFocused();

  await fillNewUser(page, userName, password);
  const rights = page.getByRole('table', { name: 'Phân quyền chức năng' });
  await rights.getByRole('button', { name: /^CRM/ }).click();
  await tick(rights.getByRole('checkbox', { name: 'Tất cả quyền – Danh sách khách hàng' }));
  await page.getByLabel('Lọc màn hình').fill('khieu nai');
  await tick(rights.getByRole('checkbox', { name: 'Truy cập – Khiếu nại' }));
  await expect(page.getByTestId('rights-count')).toHaveText(/Đã cấp quyền 2\/\d+ màn hình/);
  await page.getByRole('button', { name: 'Lưu' }).click();

  await expect(page).toHaveURL(/\/system\/users\/[\w-]+$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Đã tạo người dùng Trần Thị Thu Ngân.' }),
  ).toBeVisible();
  await expect(page.getByTestId('user-branches')).toHaveText('Chi nhánh 2');
  const summary = page.getByTestId('rights-summary');
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary.getByRole('listitem').first()).toContainText(
    'Danh sách khách hàngTruy cậpXemXem tất cảThêmSửaXóaIn',
  );

  await page.getByRole('button', { name: /^Tài khoản / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await signInWith(page, userName, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();

  expect((await menuScreens(page)).sort()).toEqual(
    ['Danh sách khách hàng', 'Khiếu nại', ...FOR_EVERYONE].sort(),
  );
  await page.getByTestId('branch-switcher').click();
  const branches = page.getByRole('dialog', { name: 'Chi nhánh' }).getByRole('radio');
  await expect(branches).toHaveCount(1);
  await expect(branches.first()).toHaveAccessibleName(/Chi nhánh 2/);
  await page.keyboard.press('Escape');

  await page.goto('/stock/products');
  await expect(page).toHaveURL(/\/blank$/);
  await page.goto('/system/users');
  await expect(page).toHaveURL(/\/blank$/);
});

test('a save over someone else’s change says so and reloads the latest version', async ({
  page,
  context,
}) => {
  const user = await createUserViaApi({ r_access: ['crm', 'crm.customers', 'crm.partners'] });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/system/users/${user.id}/edit`);
    await expect(tab.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue(`Nhân viên ${user.user_name}`);
  }

  await other.getByRole('textbox', { name: 'Họ và tên' }).fill('Tên do tab kia đặt');
  await other.getByRole('button', { name: 'Lưu' }).click();
  await expect(other.getByRole('heading', { level: 1, name: /Tên do tab kia đặt/ })).toBeVisible();

  await page.getByLabel('Email').fill('cu@example.com');
  await page.getByRole('button', { name: 'Lưu' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'vừa được người khác thay đổi' });
  await expect(conflict).toBeVisible();
  await expect(page).toHaveURL(/\/edit$/);

  await conflict.getByRole('button', { name: 'Tải lại' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Tên do tab kia đặt');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByLabel('Email').fill('moi@example.com');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu thay đổi' })).toBeVisible();
  await expect(page.getByText('moi@example.com')).toBeVisible();
});

test('a reset password works at the next sign-in, and the old one no longer does', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await createUserViaApi({});
  await page.goto(`/system/users/${user.id}`);
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đặt lại mật khẩu' });
  await dialog.getByRole('textbox', { name: 'Mật khẩu mới', exact: true }).fill('mat-khau-2');
  await dialog.getByRole('textbox', { name: 'Nhập lại mật khẩu mới' }).fill('mat-khau-3');
  await dialog.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(dialog.getByText('Mật khẩu nhập lại không khớp')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nhập lại mật khẩu mới' }).fill('mat-khau-2');
  await dialog.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Đã đặt lại mật khẩu' })).toBeVisible();

  // Contexts made in a test start from the test's storage (signed in as admin) unless told otherwise.
  const fresh = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const login = await fresh.newPage();
  await login.goto('/auth/login');
  await signInWith(login, user.user_name, user.password);
  await expect(login.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');
  await login.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-2');
  await login.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(login.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();
  await fresh.close();
});

test('locking a user sends their open session to the login page at its next request', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two signed-in browsers at once: on a loaded machine 30 s is not always enough
  const menus = ['system', 'system.organization', 'system.users'];
  const user = await createUserViaApi({ r_access: menus, r_read: menus });
  const theirs = await browser.newContext({
    baseURL,
    storageState: rememberedStorage(await apiLoginAs(user.user_name, user.password)),
  });
  const victim = await theirs.newPage();
  await victim.goto('/system/users');
  await expect(victim.getByRole('heading', { level: 1, name: 'Người dùng' })).toBeVisible();

  await page.goto(`/system/users/${user.id}`);
  await page.getByRole('button', { name: 'Khóa' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm.getByRole('button', { name: 'Hủy bỏ' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Đã khóa', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mở khóa' })).toBeVisible();

  // Their next call (a search) is refused: the app signs out and asks for a sign-in.
  await victim.getByLabel('Tìm người dùng').fill('admin');
  await expect(victim).toHaveURL(/\/auth\/login\?redirect=/);
  await theirs.close();
});

test.describe('a receptionist', () => {
  test.use({ signIn: 'letan' });

  test('lands on /blank at /system/users', async ({ page }) => {
    await page.goto('/system/users');
    await expect(page).toHaveURL(/\/blank$/);
    await page.goto('/system/users/new');
    await expect(page).toHaveURL(/\/blank$/);
  });
});
