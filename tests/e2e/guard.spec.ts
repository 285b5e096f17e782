import { expect, test } from './fixtures.ts';

test.describe('a receptionist (letan: CRM customers, appointments and calls, branch CN01)', () => {
  test.use({ signIn: 'letan' });

  test('/stock/products lands on /blank while /crm/partners passes the guard', async ({ page }) => {
    await page.goto('/stock/products');
    await expect(page).toHaveURL(/\/blank$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bạn không có quyền truy cập trang này' }),
    ).toBeVisible();

    // The guard lets letan through to the customers list (an entity screen), not to /blank.
    await page.goto('/crm/partners');
    // (Its heading, or the page's error while this server has no entity API.)
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/partners$/);
    await expect(page.getByRole('heading', { name: 'Bạn không có quyền truy cập trang này' })).toHaveCount(0);
  });

  test('the menu shows only what the user may open; the branch list only CN01', async ({ page }) => {
    // The sidebar (vertical layout) lists modules and groups as buttons; the horizontal bar
    // draws the same tree (menu-layouts.spec.ts).
    await page.addInitScript(() => localStorage.setItem('sen.layout', 'vertical'));
    await page.goto('/');
    const menu = page.getByRole('complementary');
    await expect(menu.getByRole('button', { name: 'CRM' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Kho' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Kế toán' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'CRM' }).click();
    await menu.getByRole('button', { name: 'Khách hàng' }).click();
    await expect(menu.getByRole('link', { name: 'Danh sách khách hàng' })).toBeVisible();

    await page.getByTestId('branch-switcher').click();
    const branches = page.getByRole('dialog', { name: 'Chi nhánh' }).getByRole('radio');
    await expect(branches).toHaveCount(1);
    await expect(branches.first()).toBeChecked();
  });

  test('/admin needs an administrator: the login page opens instead', async ({ page }) => {
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fadmin%2Fsettings$/);
    await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  });
});

test('an administrator passes the guard of every module and /admin', async ({ page }) => {
  // Screens that land with their own issues: past the guard, the router's 404 answers, never /blank.
  await page.goto('/stock/product-sets');
  await expect(page).toHaveURL(/\/error-404$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quản trị đơn vị' })).toBeVisible();
});

test('public pages open for anyone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const pages = [
    ['/blank', 'Bạn không có quyền truy cập trang này'],
    ['/not-authorized', 'Bạn chưa được cấp quyền'],
    ['/error-500', 'Máy chủ gặp sự cố'],
    ['/maintenance', 'Hệ thống đang bảo trì'],
    ['/comingsoon', 'Sắp ra mắt'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  await context.close();
});
