import { apiLogin, expect, signInWithForm, TENANT, test } from './fixtures.ts';

const statusHeading = { level: 1, name: 'Trạng thái hệ thống' } as const;

test.describe('signed out', () => {
  test.use({ signIn: null });

  test('signing in returns to the page asked for; a signed-in login page sends back', async ({ page }) => {
    await page.goto('/system/status?tab=lich-hen');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsystem%2Fstatus%3Ftab%3Dlich-hen$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng bạn trở lại' })).toBeVisible();
    await signInWithForm(page, 'admin');
    await expect(page).toHaveURL(/\/system\/status\?tab=lich-hen$/);
    await expect(page.getByRole('heading', statusHeading)).toBeVisible();

    await page.goto('/auth/login?redirect=%2Fblank');
    await expect(page).toHaveURL(/\/blank$/);
    // Signed in, the login page sends to the start page: the root, which opens the analytics dashboard.
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Phân tích số liệu' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  });

  test('the login form opens with the cursor in the user name, ready to type', async ({ page }) => {
    await page.goto('/auth/login');
    const userName = page.getByLabel('Tên đăng nhập');
    await expect(userName).toBeFocused();
    await page.keyboard.type('letan');
    await expect(userName).toHaveValue('letan');
  });

  test.describe('without a service worker', () => {
    // page.route() does not see requests a service worker handles.
    test.use({ serviceWorkers: 'block' });

    test('a wrong password is told in Vietnamese; the button waits while signing in', async ({ page }) => {
      await page.route('**/api/auth/login', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto('/auth/login');
      await page.getByLabel('Mã doanh nghiệp').fill(TENANT);
      await page.getByLabel('Tên đăng nhập').fill('admin');
      await page.getByLabel('Mật khẩu', { exact: true }).fill('khong-dung');
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await expect(page.getByRole('button', { name: 'Đang đăng nhập…' })).toBeDisabled();
      await expect(page.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');
      await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeEnabled();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await page.evaluate((t) => localStorage.getItem(`${t}.access_token`), TENANT)).toBeNull();
    });

    test("throttling shows the server's message", async ({ page }) => {
      const message = 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau 15 phút';
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({ status: 429, json: { code: 'THROTTLED', message, retry_after_s: 900 } }),
      );
      await page.goto('/auth/login');
      await signInWithForm(page, 'admin');
      await expect(page.getByRole('alert')).toHaveText(message);
    });
  });

  for (const remember of [true, false]) {
    test(`${remember ? 'with' : 'without'} remember-me the session ${remember ? 'survives' : 'ends with'} a browser restart`, async ({
      browser,
      baseURL,
    }) => {
      const first = await browser.newContext({ baseURL });
      const page = await first.newPage();
      await page.goto('/system/status');
      await signInWithForm(page, 'admin', { remember });
      await expect(page.getByRole('heading', statusHeading)).toBeVisible();
      const saved = await first.storageState();
      await first.close();

      // A restarted browser keeps localStorage (storageState) but never sessionStorage.
      const restarted = await browser.newContext({ baseURL, storageState: saved });
      const again = await restarted.newPage();
      await again.goto('/system/status');
      if (remember) {
        await expect(again.getByRole('heading', statusHeading)).toBeVisible();
        await expect(again).toHaveURL(/\/system\/status$/);
      } else {
        await expect(again).toHaveURL(/\/auth\/login\?redirect=%2Fsystem%2Fstatus$/);
        await expect(again.getByLabel('Tên đăng nhập')).toBeVisible();
      }
      await restarted.close();
    });
  }

  test('arriving with accessToken and refreshToken signs in and cleans the address bar', async ({ page }) => {
    const { user_info, session } = await apiLogin('letan');
    const query = new URLSearchParams({
      tab: 'lich-hen',
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
    });
    await page.goto(`/system/status?${query}`);
    await expect(page).toHaveURL(/\/system\/status\?tab=lich-hen$/);
    await expect(page.getByRole('heading', statusHeading)).toBeVisible();
    await expect(page.getByRole('button', { name: `Tài khoản ${user_info.user_info}` })).toBeVisible();
    // The expiry comes from the token's `exp`, which is what the server reported too.
    const stored = await page.evaluate((t) => sessionStorage.getItem(`${t}.expiration_date`), TENANT);
    expect(stored).toBe(session.expiration_date);
    // The entry with the tokens was replaced, not pushed: "Back" cannot bring them back.
    await page.goBack().catch(() => null);
    expect(page.url()).not.toContain('accessToken');
  });

  test('the address is cleaned at once, and a reload before startup signed in still signs in', async ({
    page,
  }) => {
    const { user_info, session } = await apiLogin('letan');
    // The first config answer never comes: startup cannot sign in before the reload.
    let held = false;
    await page.route('**/api/auth/config', async (route) => {
      if (held) return route.continue();
      held = true;
    });
    const query = new URLSearchParams({
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
    });
    await page.goto(`/system/status?${query}`, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/system/status' && url.search === '');
    await page.reload();
    await expect(page.getByRole('heading', statusHeading)).toBeVisible();
    await expect(page.getByRole('button', { name: `Tài khoản ${user_info.user_info}` })).toBeVisible();
    expect(page.url()).not.toContain('accessToken');
  });
});

test('the lock screen locks, survives a reload and unlocks with the password, keeping the session', async ({
  page,
}) => {
  await page.goto('/system/status');
  await expect(page.getByRole('heading', statusHeading)).toBeVisible();
  const token = () => page.evaluate((t) => localStorage.getItem(`${t}.access_token`), TENANT);
  const before = await token();

  await page.getByRole('button', { name: /^Tài khoản / }).click();
  const name = await page.getByTestId('user-name').textContent();
  await page.getByRole('menuitem', { name: 'Khóa màn hình' }).click();
  await expect(page).toHaveURL(/\/lock-screen\?redirect=%2Fsystem%2Fstatus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Màn hình đã khóa' })).toBeVisible();
  await expect(page.getByTestId('locked-user')).toHaveText(name ?? '');

  // Locked means locked: a reload or another address leads back to the lock screen.
  await page.goto('/system/status?tab=lich-hen');
  await expect(page).toHaveURL(/\/lock-screen\?redirect=%2Fsystem%2Fstatus%3Ftab%3Dlich-hen$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Màn hình đã khóa' })).toBeVisible();

  await page.getByLabel('Mật khẩu', { exact: true }).fill('sai-mat-khau');
  await page.getByRole('button', { name: 'Mở khóa' }).click();
  await expect(page.getByRole('alert')).toHaveText('Tên đăng nhập hoặc mật khẩu không đúng');

  await page.getByLabel('Mật khẩu', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Mở khóa' }).click();
  await expect(page).toHaveURL(/\/system\/status\?tab=lich-hen$/);
  await expect(page.getByRole('heading', statusHeading)).toBeVisible();
  expect(await token()).toBe(before);
});

test('signing out forgets the session and opens the login page', async ({ page }) => {
  await page.goto('/system/status');
  await page.getByRole('button', { name: /^Tài khoản / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate((t) => localStorage.getItem(`${t}.access_token`), TENANT)).toBeNull();
  await page.goto('/system/status');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fsystem%2Fstatus$/);
});

test('signing out in one tab of a remembered session signs the other tab out too', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto('/system/status?tab=lich-hen');
  await expect(other.getByRole('heading', statusHeading)).toBeVisible();
  await page.goto('/system/status');
  await page.getByRole('button', { name: /^Tài khoản / }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(other).toHaveURL(/\/auth\/login\?redirect=%2Fsystem%2Fstatus%3Ftab%3Dlich-hen$/);
});
