import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, expect, TENANT, test } from './fixtures.ts';

const SENT =
  'Nếu tài khoản tồn tại và có số điện thoại hoặc email, chúng tôi đã gửi liên kết đặt lại mật khẩu.';
const INVALID_LINK = 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn';

/** A user name no other test (or earlier run on the same database) has. */
function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function adminHeaders(): Promise<Record<string, string>> {
  const { session } = await apiLogin('admin');
  return { Tenant: TENANT, Authorization: `Bearer ${session.access_token}` };
}

async function smsLogs(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/system/sms/logs?pageSize=50', { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { body: string }[] }).items;
}

async function smsTotal(request: APIRequestContext, headers: Record<string, string>): Promise<number> {
  const response = await request.get('/api/system/sms/logs/total', { headers });
  return ((await response.json()) as { total: number }).total;
}

async function setSelfRegistration(request: APIRequestContext, open: boolean) {
  const response = await request.post('/api/system/configs', {
    headers: await adminHeaders(),
    data: { name: 'auth_self_registration', group: 'settings', value: open ? 't' : 'f' },
  });
  expect(response.ok()).toBe(true);
}

async function fillTenant(page: Page) {
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  const tenant = page.getByLabel('Mã doanh nghiệp');
  if (await tenant.isVisible()) await tenant.fill(TENANT);
}

async function askForReset(page: Page, userName: string) {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await fillTenant(page);
  await page.getByLabel('Tên đăng nhập').fill(userName);
  await page.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(SENT);
}

test.describe('password recovery and self-registration', () => {
  test.use({ signIn: null });

  test('a reset link from the message sets a new password once; the user signs in with it', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders();
    const userName = uniqueName('quenmk');
    const created = await request.post('/api/system/users', {
      headers: admin,
      data: {
        user_name: userName,
        ten_nsd: 'Khách quên mật khẩu',
        password: 'mat-khau-cu',
        dien_thoai: '0901234567',
      },
    });
    expect(created.ok()).toBe(true);

    await askForReset(page, userName);
    const message = (await smsLogs(request, admin)).find((m) => m.body.includes(`cho ${userName} `));
    const link = message?.body.match(/\/auth\/reset-password\?token=[^\s&]+&tenant=[^\s&]+/)?.[0];
    expect(link, 'the reset message carries the link').toBeTruthy();

    await page.goto(link ?? '');
    // The token leaves the address bar (replaced, so not in the history either).
    await expect(page).toHaveURL(/\/auth\/reset-password\?tenant=demo$/);
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('moi-123');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('moi-124');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByText('Nhập lại mật khẩu mới không khớp với mật khẩu mới')).toBeVisible();
    await page.getByLabel('Nhập lại mật khẩu mới').fill('moi-123');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Đã đặt lại mật khẩu. Hãy đăng nhập bằng mật khẩu mới.',
    );
    await page.goBack();
    expect(page.url()).not.toContain('token=');

    await page.goto('/auth/login');
    await fillTenant(page);
    await page.getByLabel('Tên đăng nhập').fill(userName);
    await page.getByLabel('Mật khẩu', { exact: true }).fill('moi-123');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    expect(await page.evaluate((t) => sessionStorage.getItem(`${t}.access_token`), TENANT)).not.toBeNull();

    // The same link a second time: spent.
    await page.goto(link ?? '');
    await page.getByLabel('Mật khẩu mới', { exact: true }).fill('lan-hai-123');
    await page.getByLabel('Nhập lại mật khẩu mới').fill('lan-hai-123');
    await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await expect(page.getByRole('alert')).toHaveText(INVALID_LINK);
    await expect(page.getByRole('link', { name: 'Gửi lại liên kết đặt lại mật khẩu' })).toBeVisible();
  });

  test('an unknown user gets the same confirmation and no message goes out', async ({ page, request }) => {
    const admin = await adminHeaders();
    const before = await smsTotal(request, admin);
    await askForReset(page, uniqueName('khongco'));
    await expect(page.getByRole('link', { name: 'Quay lại đăng nhập' })).toBeVisible();
    expect(await smsTotal(request, admin)).toBe(before);
  });

  test('a link without a token says it is invalid', async ({ page }) => {
    await page.goto('/auth/reset-password?tenant=demo');
    await expect(page.getByRole('alert')).toHaveText(INVALID_LINK);
    await expect(page.getByLabel('Mật khẩu mới', { exact: true })).toHaveCount(0);
  });

  test('a deployment that fixes the tenant: the login page asks auth/config once, the sign-up link from it', async ({
    page,
  }) => {
    // What a server started with DEFAULT_TENANT answers: the tenant, and whether it allows sign-up.
    const asked: (string | undefined)[] = [];
    await page.route('**/api/auth/config', (route) => {
      asked.push(route.request().headers().tenant);
      return route.fulfill({ json: { tenant: TENANT, self_registration: true } });
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('link', { name: 'Đăng ký' })).toBeVisible();
    await expect(page.getByLabel('Mã doanh nghiệp')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(1);
  });

  test('registration is refused while the tenant keeps it closed and works once opened', async ({
    page,
    request,
  }) => {
    await setSelfRegistration(request, false);
    try {
      await page.goto('/auth/register?tenant=demo');
      await expect(page.getByRole('alert')).toContainText('không cho phép tự đăng ký tài khoản');
      await expect(page.getByLabel('Tên đăng nhập')).toHaveCount(0);
      await page.goto('/auth/login');
      await fillTenant(page);
      await expect(page.getByRole('link', { name: 'Quên mật khẩu?' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Đăng ký' })).toHaveCount(0);

      await setSelfRegistration(request, true);
      await page.reload();
      await fillTenant(page);
      await page.getByRole('link', { name: 'Đăng ký' }).click();
      await expect(page).toHaveURL(/\/auth\/register\?tenant=demo$/);
      const userName = uniqueName('dangky');
      await page.getByLabel('Tên đăng nhập').fill('letan');
      await page.getByLabel('Họ và tên').fill('Nhân viên mới');
      await page.getByLabel('Số điện thoại').fill('0912 345 678');
      await page.getByLabel('Email').fill(`${userName}@example.com`);
      await page.getByLabel('Mật khẩu', { exact: true }).fill('dang-ky-1');
      await page.getByLabel('Nhập lại mật khẩu').fill('dang-ky-1');
      await page.getByRole('button', { name: 'Đăng ký' }).click();
      // The server's field error stands beside the field.
      const userField = page.getByRole('textbox', { name: 'Tên đăng nhập' });
      await expect(userField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Tên đăng nhập đã tồn tại')).toBeVisible();

      await userField.fill(userName);
      await page.getByRole('button', { name: 'Đăng ký' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Tài khoản đã được tạo; quản trị viên sẽ cấp quyền.',
      );
      const login = await request.post('/api/auth/login', {
        headers: { Tenant: TENANT },
        data: { user_name: userName, password: 'dang-ky-1', system_type: 'web', login_type: 'password' },
      });
      expect(login.status()).toBe(200);
    } finally {
      await setSelfRegistration(request, false);
    }
  });
});
