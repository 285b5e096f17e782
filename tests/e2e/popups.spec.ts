import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The z-indexes of the popup layers on screen, lowest first. */
const popupLayers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[style*="z-index"]')]
      .map((element) => Number(getComputedStyle(element).zIndex))
      .filter((z) => z >= 53_000 && z < 53_900)
      .sort((a, b) => a - b),
  );

test('Escape closes only the top popup, and popups layer from z-index 53000', async ({ page }) => {
  await page.goto('/stock/units');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm đơn vị tính' });
  await form.getByLabel('Tên đơn vị tính').fill('Chưa lưu');
  expect(await popupLayers(page)).toEqual([53_000]);

  // Escape on the form with changes opens the question over it…
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toBeVisible();
  expect(await popupLayers(page)).toEqual([53_000, 53_001]);
  // …and the next Escape closes the question only.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(form.getByLabel('Tên đơn vị tính')).toHaveValue('Chưa lưu');
  expect(await popupLayers(page)).toEqual([53_000]);

  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(form).toBeHidden();
  expect(await popupLayers(page)).toEqual([]);
});

test('Escape closes a submenu opened by hovering, then its menu', async ({ page }) => {
  await page.goto('/stock/units');
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('button', { name: 'Bán hàng' })
    .click();
  await page.getByRole('menuitem', { name: 'Phòng' }).hover();
  const rooms = page.getByRole('menu', { name: 'Phòng' });
  await expect(rooms).toBeVisible();
  expect(await popupLayers(page)).toEqual([53_000, 53_001]);
  await page.keyboard.press('Escape');
  await expect(rooms).toBeHidden();
  await expect(page.getByRole('menu', { name: 'Bán hàng' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('a select list opens on the stack and scrolls at 260 px', async ({ page }) => {
  await page.goto('/stock/units');
  await page.getByRole('button', { name: /Đang sử dụng/ }).click();
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  const popover = list.locator('xpath=..');
  expect(await popover.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('260px');
  expect(await popupLayers(page)).toEqual([53_000]);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
});

test('leaving a page closes its popups', async ({ page }) => {
  await page.goto('/stock/units');
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Trạng thái hệ thống' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();

  // The navbar stays across pages, and so would its menu without the rule.
  await page.getByRole('button', { name: /^Giao diện/ }).click();
  await expect(page.getByRole('menu', { name: 'Giao diện' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.keyboard.press('Control+K');
  await expect(page.getByRole('dialog', { name: 'Tìm trang' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await page.goto('/stock/units');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  // Down to the list's footer, whatever its text reads after earlier tests added rows.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Trạng thái hệ thống' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
