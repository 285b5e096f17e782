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
    // Phones differ from every earlier run's: a retried worker seeds again, and phones are unique.
    const firstPhone = 10_000_000 + Math.floor(Math.random() * 80_000_000);
    const bodies = Array.from({ length: 120 }, (_, i) => ({
      ma_kh: `${prefix}${String(i).padStart(3, '0')}`,
      ten_kh: `${names[i % names.length]} ${i}`,
      dien_thoai: `09${firstPhone + i}`,
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
    // A phone shows the rows as cards with "Xem thêm" (issue 30); wider screens the table and pages.
    const cards = page.getByRole('list', { name: 'Danh sách Khách hàng' }).getByRole('listitem');
    if (size.name === 'phone') await expect(cards.nth(3)).toBeVisible();
    else await expect(page.getByRole('grid').getByRole('row').nth(3)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // The table scrolls inside its card; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling of the page').toBeLessThanOrEqual(0);
    if (size.name === 'phone') {
      await expect(page.getByRole('button', { name: 'Xem thêm' })).toBeVisible();
    } else {
      // Spec §9: at most 9 page places (numbers and gaps).
      const pages = page.getByRole('navigation', { name: 'Phân trang' });
      await expect(pages.getByRole('button', { name: /^Trang \d+$/ }).first()).toBeVisible();
      const places = await pages.locator('> *').count();
      expect(places - 2).toBeLessThanOrEqual(size.buttons);
      expect(places - 2).toBeGreaterThanOrEqual(5);
    }
    if (shotsDir)
      await page.screenshot({ path: join(shotsDir, `partners-${size.name}.png`), fullPage: true });

    // A customer's row opens the customer's profile (issue 27), which must fit the screen as well.
    if (size.name === 'phone') await cards.nth(1).getByRole('button').first().click();
    else await page.getByRole('grid').getByRole('row').nth(2).click();
    await expect(page).toHaveURL(/\/crm\/partners\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const profileOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(profileOverflow, 'no horizontal scrolling of the profile').toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `partner-profile-${size.name}.png`) });
    await page.goto('/stock/units?edit=new');
    await page.getByRole('dialog').getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText('Mã đơn vị tính không được để trống')).toBeVisible();
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `unit-new-invalid-${size.name}.png`) });
  });
}
