import { expect, test } from './fixtures.ts';

test('the branch switcher, the user menu and the lock screen work from the keyboard', async ({ page }) => {
  // The sidebar part below needs the vertical layout (the horizontal one: menu-layouts.spec.ts).
  await page.addInitScript(() => localStorage.setItem('sen.layout', 'vertical'));
  await page.goto('/system/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();

  const switcher = page.getByTestId('branch-switcher');
  await switcher.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Chi nhánh' });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('radio', { name: /Chi nhánh 1/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('radio', { name: /Chi nhánh 2/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(switcher).toBeFocused();
  await expect(switcher).toContainText('Chi nhánh 2');

  await page.getByRole('button', { name: /^Tài khoản / }).focus();
  await page.keyboard.press('Enter');
  // The account menu opens on its first page; End then ↑ reaches the lock just above sign-out.
  await expect(page.getByRole('menuitem', { name: 'Hồ sơ cá nhân' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Đăng xuất' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Khóa màn hình' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Màn hình đã khóa' })).toBeVisible();
  await expect(page.getByLabel('Mật khẩu', { exact: true })).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();

  // The sidebar opens a module, its groups and a page with Enter and Tab alone.
  const menu = page.getByRole('complementary');
  await menu.getByRole('button', { name: 'Kho' }).focus();
  for (let step = 0; step < 6 && (await menu.locator('a:focus').count()) === 0; step += 1) {
    await page.keyboard.press('Enter'); // expands the focused module or group
    await page.keyboard.press('Tab'); // onto its first entry
  }
  await expect(menu.locator('a:focus')).toHaveCount(1);
  await expect(menu.locator('a:focus')).toHaveAttribute('href', /^\/stock\//);
  const href = await menu.locator('a:focus').getAttribute('href');
  await page.keyboard.press('Enter');
  // Enter on the entry opens its screen (the first stock screen: receipts, issue 26).
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
