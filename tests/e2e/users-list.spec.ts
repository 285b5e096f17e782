import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { createUserViaApi } from './users-helpers.ts';

test('the users list searches without accents, sorts and pages, all kept in the address', async ({
  page,
}) => {
  await page.goto('/system/users');
  const table = page.getByRole('grid', { name: 'Danh sách người dùng' });
  await expect(table.getByRole('row', { name: /letan/ })).toBeVisible();

  // F3 jumps to the search box; the search waits for typing to stop, then goes to the address.
  await page.keyboard.press('F3');
  await expect(page.getByLabel('Tìm người dùng')).toBeFocused();
  await page.keyboard.type('le tan');
  await expect(page).toHaveURL(/searchKey=le(\+|%20)tan/);
  await expect(table.getByRole('row')).toHaveCount(2); // the header and Nguyễn Thị Lễ Tân
  await page.reload();
  await expect(page.getByLabel('Tìm người dùng')).toHaveValue('le tan');
  await expect(table.getByRole('row', { name: /letan/ })).toBeVisible();

  await page.getByLabel('Tìm người dùng').fill('khong-co-ai');
  await expect(page.getByText('Không tìm thấy người dùng nào khớp với “khong-co-ai”')).toBeVisible();
  await page.getByRole('button', { name: 'Xóa tìm kiếm' }).click();
  await expect(page).toHaveURL(/\/system\/users$/);

  await table.getByRole('columnheader', { name: 'Tên đăng nhập' }).click();
  await expect(page).toHaveURL(/sortType=desc/);
  await expect(table.getByRole('columnheader', { name: 'Tên đăng nhập' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.getByRole('button', { name: /Số dòng mỗi trang/ }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(page).toHaveURL(/pageSize=20/);

  // A row opens the user (back in ascending order, letan is on the first page whoever else exists).
  await table.getByRole('columnheader', { name: 'Tên đăng nhập' }).click();
  await expect(page).not.toHaveURL(/sortType/);
  await table.getByRole('row', { name: /letan/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Nguyễn Thị Lễ Tân/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/pageSize=20/);
});

test('more users than a page: pagination and Ctrl+arrow', async ({ page }) => {
  // Enough users for a second page of ten, whatever other tests created before.
  await Promise.all(Array.from({ length: 10 }, () => createUserViaApi({})));
  await page.goto('/system/users');
  const pages = page.getByRole('navigation', { name: 'Phân trang' });
  await expect(pages).toBeVisible();
  await pages.getByRole('button', { name: 'Trang 2' }).click();
  await expect(page).toHaveURL(/pageIndex=2/);
  await expect(pages.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+ArrowLeft');
  await expect(page).not.toHaveURL(/pageIndex/);
  await expect(page.getByText(/^1–10 trên \d+ dòng$/)).toBeVisible();
});

// SEN_SHOTS_DIR=/tmp/shots keeps a screenshot of every screen and size for a human to look at.
const shotsDir = process.env.SEN_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const size of sizes) {
  test(`the users screens fit a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    const user = await createUserViaApi({
      r_access: ['crm', 'crm.customers', 'crm.partners'],
      employees: ['NV001'],
    });
    await page.setViewportSize({ width: size.width, height: size.height });
    const screens = [
      ['list', '/system/users', 'Người dùng'],
      ['view', `/system/users/${user.id}`, `Nhân viên ${user.user_name}`],
      ['edit', `/system/users/${user.id}/edit`, `Sửa người dùng ${user.user_name}`],
      ['new', '/system/users/new', 'Thêm người dùng'],
    ] as const;
    for (const [name, path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name}: no horizontal scrolling`).toBeLessThanOrEqual(0);
      if (shotsDir)
        await page.screenshot({
          path: join(shotsDir, `users-${name}-${size.name}.png`),
          fullPage: name !== 'edit' && name !== 'new',
        });
    }
    if (shotsDir) {
      // The rights editor, opened, in the viewport.
      const rights = page.getByRole('table', { name: 'Phân quyền chức năng' });
      await rights.getByRole('button', { name: /^CRM/ }).click();
      await rights.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shotsDir, `users-rights-${size.name}.png`) });
      await page.getByRole('button', { name: 'Lưu' }).click();
      await page.screenshot({ path: join(shotsDir, `users-new-invalid-${size.name}.png`) });
    }
  });
}
