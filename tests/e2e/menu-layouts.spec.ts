import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/** Moves the menu's focus down to `item` (at most 20 steps), as a keyboard user would. */
async function arrowDownTo(page: Page, item: Locator) {
  for (let step = 0; step < 20; step += 1) {
    if (await item.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
}

test('the horizontal menu is the default on a desktop and opens a page from the keyboard', async ({
  page,
}) => {
  await page.goto('/system/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Menu chính' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);

  // Module → group (ArrowRight opens it to the side) → page, keys only.
  const stock = bar.getByRole('button', { name: 'Kho' });
  await stock.focus();
  await page.keyboard.press('Enter');
  const groups = page.getByRole('menu', { name: 'Kho' });
  await expect(groups.getByRole('menuitem').first()).toBeFocused();
  await arrowDownTo(page, groups.getByRole('menuitem', { name: 'Danh mục' }));
  await page.keyboard.press('ArrowRight');
  const catalog = page.getByRole('menu', { name: 'Danh mục' });
  await expect(catalog.getByRole('menuitem').first()).toBeFocused();
  await arrowDownTo(page, catalog.getByRole('menuitem', { name: 'Đơn vị tính', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/stock\/units$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The module of the page on screen stands out.
  await expect(stock).toHaveAttribute('data-current', 'true');
  await expect(bar.getByRole('button', { name: 'Hệ thống' })).not.toHaveAttribute('data-current');
});

test('the vertical sidebar is one choice away, stays after a reload, and phones keep the drawer', async ({
  page,
}) => {
  await page.goto('/system/status');
  await page.getByRole('button', { name: /^Giao diện/ }).click();
  await page.getByRole('menuitemradio', { name: 'Menu dọc' }).click();

  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('link', { name: 'Trạng thái hệ thống' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('sen.layout'))).toBe('vertical');

  await page.reload();
  await expect(sidebar.getByRole('link', { name: 'Trạng thái hệ thống' })).toBeVisible();
  await page.getByRole('button', { name: /^Giao diện/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Menu dọc' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'Menu ngang' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeVisible();

  // On a phone neither is built: the menu lives in the drawer; widening the window brings it back.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mở menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Kho' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(
    page.getByRole('navigation', { name: 'Menu chính' }).getByRole('button', { name: 'Kho' }),
  ).toBeVisible();
});
