import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

const sizes = [
  { name: 'phone', width: 390, height: 844, sidebar: false },
  { name: 'tablet', width: 820, height: 1180, sidebar: false },
  { name: 'desktop', width: 1440, height: 900, sidebar: true },
] as const;

// SEN_SHOTS_DIR=/tmp/shots keeps a screenshot of every size for a human to look at.
const shotsDir = process.env.SEN_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

for (const size of sizes) {
  test(`the shell fits a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Trạng thái hệ thống' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);

    const menuButton = page.getByRole('button', { name: 'Mở menu' });
    const sidebarLink = page.getByRole('complementary').getByRole('link', { name: 'Trạng thái hệ thống' });
    if (size.sidebar) {
      await expect(sidebarLink).toBeVisible();
      await expect(menuButton).toBeHidden();
    } else {
      await expect(sidebarLink).toBeHidden();
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
