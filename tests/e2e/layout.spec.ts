import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';

const noHorizontalScroll = async (page: import('@playwright/test').Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'no horizontal scrolling',
  ).toBeLessThanOrEqual(0);

const sizes = [
  { name: 'phone', width: 390, height: 844, wide: false },
  { name: 'tablet', width: 820, height: 1180, wide: false },
  { name: 'desktop', width: 1440, height: 900, wide: true },
] as const;

// SEN_SHOTS_DIR=/tmp/shots keeps a screenshot of every size for a human to look at.
const shotsDir = process.env.SEN_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

for (const size of sizes) {
  test(`the shell fits a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/system/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);

    const menuButton = page.getByRole('button', { name: 'Mở menu' });
    // The default layout: the menu as a bar under the navbar on wide screens.
    const menuBar = page.getByRole('navigation', { name: 'Menu chính' });
    if (size.wide) {
      await expect(menuBar.getByRole('link', { name: 'Trạng thái hệ thống' })).toBeVisible();
      await expect(menuBar.getByRole('button', { name: 'Hệ thống' })).toBeVisible();
      // All eight modules on one line at 1440 px.
      const tops = await menuBar
        .getByRole('button')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await expect(menuButton).toBeHidden();
    } else {
      // Not built below lg (a phone's first render is the costliest part of its start).
      await expect(menuBar).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Trang gắn sao' })).toHaveCount(size.width < 576 ? 0 : 1);
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('link', { name: 'Trạng thái hệ thống' })).toBeVisible();
      if (shotsDir) await page.screenshot({ path: join(shotsDir, `${size.name}-menu.png`) });
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }

    if (shotsDir) {
      await page.screenshot({ path: join(shotsDir, `${size.name}.png`), fullPage: true });
      await page.goto('/error-404');
      await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
      await page.screenshot({ path: join(shotsDir, `${size.name}-404.png`), fullPage: true });
    }
  });
}

test.describe('signed out', () => {
  test.use({ signIn: null });

  test("Vietnamese text is drawn in the app's font, from its Latin and Vietnamese files only", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng bạn trở lại' })).toBeVisible();
    // A first visit asks for the typeface once the page is on screen (state/web-fonts.ts).
    await expect.poll(() => fonts.some((path) => path.includes('-vietnamese-'))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    // đ, ă, ơ, ư and tone marks (the Vietnamese file) beside plain Latin, in each weight we use.
    const loadedWeights = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes('Be Vietnam Pro') && face.status === 'loaded')
          .map(
            (face) => `${face.weight} ${face.unicodeRange.toUpperCase().includes('U+1EA0') ? 'vi' : 'latin'}`,
          )
          .sort(),
      );
    await expect
      .poll(loadedWeights)
      .toEqual(['400 latin', '400 vi', '500 latin', '500 vi', '600 latin', '600 vi']);
    expect(fonts.filter((path) => path.includes('-latin-ext-'))).toEqual([]);
  });

  test("a first visit asks for the typeface after the page's paint; a start from the service worker at once", async ({
    page,
  }) => {
    const fontsDeclared = () =>
      page.evaluate(() => document.querySelector('link[href*="/assets/fonts-"]') !== null);
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng bạn trở lại' })).toBeVisible();
    // The page's own requests and paint first (state/first-page.ts waits ≥ 500 ms after them).
    expect(await fontsDeclared()).toBe(false);
    await expect.poll(fontsDeclared).toBe(true);
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng bạn trở lại' })).toBeVisible();
    expect(await fontsDeclared()).toBe(true);
  });

  for (const size of sizes) {
    test(`the login page fits a ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Chào mừng bạn trở lại' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await noHorizontalScroll(page);
      // The card sits in the middle of the screen.
      const card = await page
        .getByRole('heading', { level: 1 })
        .locator('xpath=ancestor::div[1]')
        .boundingBox();
      expect(Math.abs((card?.x ?? 0) * 2 + (card?.width ?? 0) - size.width)).toBeLessThan(4);
      if (shotsDir) await page.screenshot({ path: join(shotsDir, `${size.name}-login.png`), fullPage: true });
      // Empty fields are refused in the app's language, whatever the browser's language (en-US here).
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await expect(page.getByText('Vui lòng nhập tên đăng nhập')).toBeVisible();
      await expect(page.getByText('Vui lòng nhập mật khẩu')).toBeVisible();
      if (shotsDir)
        await page.screenshot({ path: join(shotsDir, `${size.name}-login-invalid.png`), fullPage: true });
    });
  }
});

for (const size of sizes) {
  test(`the lock screen and the branch switcher fit a ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/system/status');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByTestId('branch-switcher').click();
    const panel = page.getByRole('dialog', { name: 'Chi nhánh' });
    await expect(panel.getByRole('radio')).toHaveCount(2);
    const box = await panel.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= size.width).toBe(true);
    if (shotsDir) {
      await page.waitForTimeout(300); // let the popover finish fading in
      await page.screenshot({ path: join(shotsDir, `${size.name}-branches.png`) });
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Tài khoản / }).click();
    if (shotsDir) {
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shotsDir, `${size.name}-user-menu.png`) });
    }
    await page.getByRole('menuitem', { name: 'Khóa màn hình' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Màn hình đã khóa' })).toBeVisible();
    await noHorizontalScroll(page);
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `${size.name}-lock.png`), fullPage: true });
  });
}
