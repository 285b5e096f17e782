import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createViaApi, uniqueCode } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

// SEN_SHOTS_DIR=/tmp/shots keeps a screenshot of every screen and size for a human to look at.
const shotsDir = process.env.SEN_SHOTS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

const sizes = [
  { name: 'phone', width: 390, height: 844, buttons: 5 },
  { name: 'tablet', width: 820, height: 1180, buttons: 9 },
  { name: 'desktop', width: 1440, height: 900, buttons: 9 },
] as const;

const names = ['Nguyễn Thị Hoa', 'Trần Văn Đức', 'Lê Minh Anh', 'Phạm Thu Trang', 'Võ Hoàng Yến'];

/** Enough customers for many pages of ten (once per run: the database is shared by the tests). */
let seeded: Promise<string> | null = null;
function seedPartners(): Promise<string> {
  seeded ??= (async () => {
    const prefix = uniqueCode('P');
    const bodies = Array.from({ length: 120 }, (_, i) => ({
      ma_kh: `${prefix}${String(i).padStart(3, '0')}`,
      ten_kh: `${names[i % names.length]} ${i}`,
      dien_thoai: `09${String(10_000_000 + i * 7919).slice(0, 8)}`,
      gioi_tinh: (i % 2) + 1,
      ngay_sinh: `199${i % 10}-0${(i % 9) + 1}-1${i % 9}`,
      ma_dvcs: 'CN01',
    }));
    await createViaApi('crm/partners', bodies);
    return prefix;
  })();
  return seeded;
}

for (const size of sizes) {
  test(`the entity screens fit a ${size.name} (${size.width}×${size.height})`, async ({ page }) => {
    test.setTimeout(60_000);
    await seedPartners();
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/crm/partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Khách hàng' })).toBeVisible();
    await expect(page.getByRole('grid').getByRole('row').nth(3)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The table scrolls inside its card; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling of the page').toBeLessThanOrEqual(0);
    // Spec §9: at most 5 page places below 440 px, 9 on wider screens (numbers and gaps).
    const pages = page.getByRole('navigation', { name: 'Phân trang' });
    await expect(pages.getByRole('button', { name: /^Trang \d+$/ }).first()).toBeVisible();
    const places = await pages.locator('> *').count();
    expect(places - 2).toBeLessThanOrEqual(size.buttons);
    expect(places - 2).toBeGreaterThanOrEqual(5);
    if (shotsDir)
      await page.screenshot({ path: join(shotsDir, `partners-${size.name}.png`), fullPage: true });

    await page.getByRole('grid').getByRole('row').nth(2).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `partner-edit-${size.name}.png`) });
    await page.keyboard.press('Escape');
    await page.goto('/stock/units?edit=new');
    await page.getByRole('dialog').getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText('Mã đơn vị tính không được để trống')).toBeVisible();
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `unit-new-invalid-${size.name}.png`) });
  });
}
