import { expect, test } from './fixtures.ts';

const search = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Tìm trang' });

test.describe('navbar page search', () => {
  test('Ctrl+K opens it; an accent-free query finds the page and Enter opens it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = search(page);
    await expect(dialog.getByRole('searchbox', { name: 'Tìm trang' })).toBeFocused();
    await page.keyboard.type('DON VI TINH');
    // 'Quy đổi đơn vị tính' matches too; the best match comes first and Enter takes it.
    await expect(dialog.getByRole('menuitem')).toHaveCount(2);
    await expect(dialog.getByRole('menuitem').first()).toContainText('Đơn vị tính');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stock\/units$/);
    await expect(dialog).toHaveCount(0);
  });

  test("'/' opens it outside a field only, Escape closes it, and nothing matches says so", async ({
    page,
  }) => {
    await page.goto('/stock/units');
    const box = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await box.click();
    await page.keyboard.type('/');
    await expect(box).toHaveValue('/');
    await expect(search(page)).toHaveCount(0);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(search(page)).toBeVisible();
    await page.keyboard.type('khong co trang nay');
    await expect(search(page).getByText('Không tìm thấy trang nào')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(search(page)).toHaveCount(0);
  });

  test('starred pages: defaults, star the page on screen, kept after a reload', async ({ page }) => {
    await page.goto('/stock/units');
    const stars = page.getByRole('button', { name: 'Trang gắn sao' });
    await stars.click();
    const menu = page.getByRole('menu', { name: 'Trang gắn sao' });
    // The spec's defaults the admin may open.
    await expect(menu.getByRole('menuitem', { name: 'Danh sách khách hàng' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Nhật ký cuộc gọi' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Gắn sao trang này' }).click();

    await page.reload();
    await stars.click();
    await expect(menu.getByRole('menuitem', { name: 'Bỏ gắn sao trang này' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Đơn vị tính' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Danh sách khách hàng' }).click();
    await expect(page).toHaveURL(/\/crm\/partners$/);

    await page.keyboard.press('Control+k');
    const starred = search(page).getByRole('group', { name: 'Trang gắn sao' });
    await expect(starred.getByRole('menuitem', { name: /Đơn vị tính/ })).toBeVisible();
  });
});

test.describe('as the receptionist', () => {
  test.use({ signIn: 'letan' });

  test('only pages the user may open are found', async ({ page }) => {
    await page.goto('/crm/partners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('don vi tinh');
    await expect(search(page).getByText('Không tìm thấy trang nào')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Tìm trang' }).fill('khach hang');
    await expect(
      search(page)
        .getByRole('menuitem', { name: /Danh sách khách hàng/ })
        .first(),
    ).toBeVisible();
  });
});
