import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pageWithKeys, uniqueCode } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';
import { createUserViaApi } from './users-helpers.ts';

/*
 * /system/users and /system/logs are bespoke lists on the entity data table (entity-ui/list):
 * they page from 1, sort, search and keep their state in the address exactly as an entity list
 * does (entity-list.spec.ts), with the same settings popup and Ctrl+←/→.
 */

/** Hides `column` in the settings popup, checks it stays hidden after a reload, then restores. */
async function hideColumnAndRestore(page: Page, column: string) {
  const table = page.getByRole('grid');
  const dialog = page.getByRole('dialog', { name: 'Tùy chỉnh cột' });
  await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  await page.getByRole('button', { name: 'Tùy chỉnh cột' }).click();
  await dialog.getByText(column, { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: column })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: column })).toHaveCount(0);
  await page.getByRole('button', { name: 'Tùy chỉnh cột' }).click();
  await dialog.getByRole('button', { name: 'Mặc định' }).click();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
}

test('the users list pages from 1, sorts and searches like an entity list', async ({ page }) => {
  test.slow(); // twelve accounts created through the API first
  const prefix = uniqueCode('U').toLowerCase();
  for (let i = 1; i <= 12; i++)
    await createUserViaApi({ ten_nsd: `Thử ${prefix} ${String(i).padStart(2, '0')}` });
  await page.goto('/system/users');
  const table = page.getByRole('grid', { name: 'Danh sách người dùng' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.keyboard.press('F3');
  await expect(page.getByLabel('Tìm người dùng')).toBeFocused();
  await page.keyboard.type(` ${prefix} `);
  await expect(page).toHaveURL(new RegExp(`searchKey=${prefix}(&|$)`));
  await expect(page.getByText(/^1–10 trên 12 dòng$/)).toBeVisible();

  // Ctrl+→ turns to page 2 (pages count from 1 in the address), Ctrl+← comes back.
  await pageWithKeys(page, /^11–12 trên 12 dòng$/);

  // Sorting by name: ascending on the first click, descending on the second, back on page 1.
  await table.getByRole('columnheader', { name: 'Họ và tên' }).click();
  await expect(page).toHaveURL(/sortKey=ten_nsd/);
  await table.getByRole('columnheader', { name: 'Họ và tên' }).click();
  await expect(page).toHaveURL(/sortType=desc/);
  await expect(table.getByRole('row').nth(1)).toContainText(`Thử ${prefix} 12`);
  await page.reload();
  await expect(page.getByLabel('Tìm người dùng')).toHaveValue(prefix);
  await expect(table.getByRole('row').nth(1)).toContainText(`Thử ${prefix} 12`);

  await hideColumnAndRestore(page, 'Điện thoại');
});

test('`%` and `_` typed in a search are searched literally', async ({ page }) => {
  const prefix = uniqueCode('P').toLowerCase();
  await createUserViaApi({ ten_nsd: `Giảm ${prefix} 100%` });
  await createUserViaApi({ ten_nsd: `Giảm ${prefix} 1000` });
  await page.goto(`/system/users?searchKey=${prefix}`);
  const table = page.getByRole('grid', { name: 'Danh sách người dùng' });
  await expect(page.getByText(/^1–2 trên 2 dòng$/)).toBeVisible();

  // As LIKE wildcards '100%' would also find '1000', and '1_00' both.
  await page.getByLabel('Tìm người dùng').fill(`${prefix} 100%`);
  await expect(page).toHaveURL(/searchKey=.*100%25/);
  await expect(page.getByText(/^1–1 trên 1 dòng$/)).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('100%');
  await page.getByLabel('Tìm người dùng').fill(`${prefix} 1_00`);
  await expect(page.getByText(`Không tìm thấy người dùng nào khớp với “${prefix} 1_00”`)).toBeVisible();

  await page.goto('/system/logs?searchKey=%25%25%25%25%25');
  await expect(page.getByText(/Không có dòng nhật ký nào/)).toBeVisible();
});

test('the system log pages from 1, sorts and searches like an entity list', async ({ page }) => {
  // Each account created writes a sign-in and a create entry: more than two pages of ten.
  test.slow();
  await Promise.all(Array.from({ length: 11 }, () => createUserViaApi({})));
  await page.goto('/system/logs?pageSize=10');
  const table = page.getByRole('grid', { name: 'Nhật ký hệ thống' });
  await expect(page.getByText(/^1–10 trên [\d.,≈ ]+ dòng$/)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+ArrowRight');
  await expect(page).toHaveURL(/pageIndex=2/);
  await expect(page.getByText(/^11–20 trên [\d.,≈ ]+ dòng$/)).toBeVisible();

  // Oldest first: back to page 1, and the first entry is older than the newest one was.
  await table.getByRole('columnheader', { name: 'Thời gian' }).click();
  await expect(page).toHaveURL(/sortType=asc/);
  await expect(page).not.toHaveURL(/pageIndex/);

  await page.getByRole('searchbox', { name: 'Tìm trong nhật ký' }).fill('letan');
  await expect(page).toHaveURL(/searchKey=letan/);
  await expect(table.getByRole('row').filter({ hasText: 'admin' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Tìm trong nhật ký' })).toHaveValue('letan');
  await expect(page).toHaveURL(/sortType=asc/);

  await page.goto('/system/logs');
  await hideColumnAndRestore(page, 'Thiết bị');
});

// SEN_SHOTS_DIR=test-results/shots keeps screenshots of both lists for a human to look at.
const shotsDir = process.env.SEN_SHOTS_DIR;
for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`the users and logs lists fit a ${size.name}`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const [name, path] of [
      ['users', '/system/users'],
      ['logs', '/system/logs'],
    ] as const) {
      await page.goto(path);
      // A phone shows the rows as cards (issue 30), a wider screen the table.
      const first =
        size.name === 'phone'
          ? page
              .getByRole('main')
              .getByRole('listitem')
              .filter({ has: page.getByRole('button') })
              .first()
          : page.getByRole('grid').getByRole('row').nth(1);
      await expect(first).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name}: no horizontal scrolling of the page`).toBeLessThanOrEqual(0);
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: join(shotsDir, `list-${name}-${size.name}.png`), fullPage: true });
      }
    }
  });
}
