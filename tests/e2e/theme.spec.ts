import { expect, test } from './fixtures.ts';

const background = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test('the theme switches between light, dark and semi-dark and stays after a reload', async ({ page }) => {
  test.slow();
  await page.goto('/stock/units');
  const html = page.locator('html');
  // The default layout's menu: the bar under the navbar.
  const menu = page.getByRole('navigation', { name: 'Menu chính' });
  const header = page.getByRole('banner').locator('> div');
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await background(menu)).toBe('rgb(255, 255, 255)');

  await page.getByRole('button', { name: 'Giao diện: Sáng' }).click();
  await page.getByRole('menuitemradio', { name: 'Tối', exact: true }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background(header)).toBe('rgb(47, 51, 73)');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Giao diện: Tối' }).click();
  await page.getByRole('menuitemradio', { name: 'Menu tối' }).click();
  // Semi-dark: the menu dark, the page light.
  await expect(html).toHaveAttribute('data-theme', 'semi-dark');
  expect(await background(menu)).toBe('rgb(47, 51, 73)');
  expect(await background(header)).toBe('rgb(255, 255, 255)');
  // …and so is the sidebar of the vertical layout.
  await page.getByRole('button', { name: 'Giao diện: Menu tối' }).click();
  await page.getByRole('menuitemradio', { name: 'Menu dọc' }).click();
  expect(await background(page.locator('aside'))).toBe('rgb(47, 51, 73)');
});
