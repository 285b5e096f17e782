import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { businessDay, callApi, createViaApi, uniqueCode } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/*
 * Issue 30: the lists, forms and documents the engine draws, used on a phone in one hand (cards,
 * filters in a bottom sheet, "Xem thêm", select mode) and on a tablet (the table kept). Every
 * step goes through what is on the screen; screenshots go to SEN_SHOTS_DIR (default
 * test-results/phone-shots) for a human to look at.
 */
const shotsDir = process.env.SEN_SHOTS_DIR ?? 'test-results/phone-shots';
mkdirSync(shotsDir, { recursive: true });

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;
type Size = (typeof sizes)[number];
const isPhone = (size: Size) => size.name === 'phone';

async function shot(page: Page, name: string, size: Size) {
  await page.screenshot({ path: join(shotsDir, `${name}-${size.name}.png`), fullPage: true });
}

/** The page never scrolls sideways, and axe finds nothing serious (as accessibility.spec.ts). */
async function fitsAndAccessible(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal scrolling of the page').toBeLessThanOrEqual(0);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The rows as the screen shows them: cards on a phone, the grid's rows on a tablet. */
function rows(page: Page, size: Size, label: string) {
  return isPhone(size)
    ? page.getByRole('list', { name: label }).getByRole('listitem')
    : page
        .getByRole('grid', { name: label })
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') });
}

/** Opens the row named `name` (the card's title, or the table row). */
async function openRow(page: Page, size: Size, label: string, name: string) {
  if (isPhone(size))
    await page.getByRole('list', { name: label }).getByRole('button', { name, exact: true }).click();
  else await page.getByRole('grid', { name: label }).getByRole('row', { name, exact: true }).click();
}

/**
 * Sets a select filter: on a phone in the bottom sheet (applied with "Áp dụng"), on a tablet in
 * the toolbar (the option reads "<label>: <choice>" there).
 */
async function chooseFilter(page: Page, size: Size, label: string, choice: string) {
  if (isPhone(size)) {
    await page.getByRole('button', { name: /^Bộ lọc/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Bộ lọc' });
    await sheet.getByRole('button', { name: new RegExp(label) }).click();
    await page.getByRole('option', { name: choice, exact: true }).click();
    await shot(page, `filter-sheet-${label}`, size);
    await sheet.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(sheet).toBeHidden();
    return;
  }
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  // A yes/no filter's choices read "<label>: có" in the toolbar; an enum's just the choice.
  await page.getByRole('option', { name: new RegExp(`^(${label}: )?${choice}$`, 'i') }).click();
}

/** Ticks the rows named, in select mode on a phone. */
async function tick(page: Page, size: Size, label: string, names: string[]) {
  if (isPhone(size)) {
    // Holding the first card starts select mode with it ticked, and does not open it.
    const [first, ...rest] = names;
    const box = await page
      .getByRole('list', { name: label })
      .getByRole('button', { name: first, exact: true })
      .boundingBox();
    if (!box || !first) throw new Error(`no card ${first}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(700);
    await page.mouse.up();
    await expect(page.getByRole('checkbox', { name: `Chọn ${first}` })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A tap anywhere on a card ticks it (its label covers the card).
    for (const name of rest) {
      await rows(page, size, label).filter({ hasText: name }).locator('label').click();
      await expect(page.getByRole('checkbox', { name: `Chọn ${name}` })).toBeChecked();
    }
    return;
  }
  const grid = page.getByRole('grid', { name: label });
  // The box drawn in the check box's label is what a finger presses.
  for (const name of names)
    await grid.getByRole('row', { name, exact: true }).locator('label').first().click();
}

for (const size of sizes) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width: size.width, height: size.height }));

    test('units: the filter, a card opening its form, a new unit saved, select and delete', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const prefix = uniqueCode('PL');
      const [a, b, c] = ['A', 'B', 'C'].map((s) => `Đơn vị ${prefix} ${s}`) as [string, string, string];
      await createViaApi('stock/units', [
        { ma_dvt: `${prefix}A`, ten_dvt: a, status: true },
        { ma_dvt: `${prefix}B`, ten_dvt: b, status: true },
        { ma_dvt: `${prefix}C`, ten_dvt: c, status: false },
      ]);
      const label = 'Danh sách Đơn vị tính';
      await page.goto(`/stock/units?searchKey=${prefix}`);
      await expect(rows(page, size, label)).toHaveCount(3);
      await shot(page, 'units', size);
      await fitsAndAccessible(page);

      await chooseFilter(page, size, 'Đang sử dụng', 'Không');
      await expect(page).toHaveURL(/status=0/);
      await expect(rows(page, size, label)).toHaveCount(1);
      await expect(rows(page, size, label).first()).toContainText(c);
      if (isPhone(size)) {
        await expect(page.getByRole('button', { name: 'Bộ lọc 1 đang dùng' })).toBeVisible();
        await shot(page, 'units-filtered', size);
        await page.getByRole('button', { name: 'Bỏ lọc Đang sử dụng: Không' }).click();
      } else {
        await chooseFilter(page, size, 'Đang sử dụng', 'Tất cả');
      }
      await expect(page).not.toHaveURL(/status=/);
      await expect(rows(page, size, label)).toHaveCount(3);

      // A card (a row) opens its form; a field changed and saved with the on-screen buttons.
      await openRow(page, size, label, a);
      const form = page.getByRole('dialog', { name: `Sửa đơn vị tính ${prefix}A` });
      const name = form.getByRole('textbox', { name: 'Tên tiếng Anh' });
      expect((await name.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(isPhone(size) ? 44 : 36);
      await name.fill('Unit A');
      await shot(page, 'unit-form', size);
      await form.getByRole('button', { name: 'Lưu' }).click();
      await expect(form).toBeHidden();
      await expect(rows(page, size, label).filter({ hasText: a })).toContainText('Unit A');

      // A new one from the on-screen "Thêm mới".
      await page.getByRole('button', { name: 'Thêm mới' }).click();
      const create = page.getByRole('dialog', { name: 'Thêm đơn vị tính' });
      await create.getByRole('textbox', { name: 'Mã đơn vị tính' }).fill(`${prefix}D`);
      await create.getByRole('textbox', { name: 'Tên đơn vị tính' }).fill(`Đơn vị ${prefix} D`);
      await create.getByRole('button', { name: 'Lưu' }).click();
      await expect(create).toBeHidden();
      await expect(rows(page, size, label)).toHaveCount(4);

      // Two chosen and deleted together (the bottom bar on a phone, the toolbar on a tablet).
      await tick(page, size, label, [a, b]);
      if (isPhone(size)) await shot(page, 'units-select', size);
      await page.getByRole('button', { name: 'Xóa 2 dòng đã chọn' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Đồng ý' }).click();
      await expect(rows(page, size, label)).toHaveCount(2);
      await expect(rows(page, size, label).filter({ hasText: a })).toHaveCount(0);
    });

    test('customers: gender through the filters, "Xem thêm" on a phone, a card opens the profile', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const prefix = uniqueCode('PK');
      const firstPhone = 10_000_000 + Math.floor(Math.random() * 80_000_000);
      await createViaApi(
        'crm/partners',
        Array.from({ length: 14 }, (_, i) => ({
          ma_kh: `${prefix}${String(i).padStart(2, '0')}`,
          ten_kh: `Khách ${prefix} ${i}`,
          dien_thoai: `09${firstPhone + i}`,
          gioi_tinh: (i % 2) + 1,
          ma_dvcs: 'CN01',
        })),
      );
      const label = 'Danh sách Khách hàng';
      await page.goto(`/crm/partners?searchKey=${prefix}`);
      await expect(rows(page, size, label)).toHaveCount(10);
      if (isPhone(size)) {
        // The next page comes under the first, its number in the address.
        await page.getByRole('button', { name: 'Xem thêm' }).click();
        await expect(page).toHaveURL(/pageIndex=2/);
        await expect(rows(page, size, label)).toHaveCount(14);
        await expect(page.getByRole('button', { name: 'Xem thêm' })).toBeHidden();
        await page.reload();
        await expect(rows(page, size, label)).toHaveCount(14);
      }
      await shot(page, 'partners', size);
      await fitsAndAccessible(page);

      await chooseFilter(page, size, 'Giới tính', 'Nữ');
      await expect(page).toHaveURL(/gioi_tinh=2/);
      await expect(page).not.toHaveURL(/pageIndex/);
      await expect(rows(page, size, label)).toHaveCount(7);
      await openRow(page, size, label, `Khách ${prefix} 1`);
      await expect(page).toHaveURL(/\/crm\/partners\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Khách ${prefix} 1`);
    });

    test('employees: a yes/no filter, a card edited with the keyboard of each field', async ({ page }) => {
      test.setTimeout(90_000);
      const prefix = uniqueCode('PE');
      const phone = `09${10_000_000 + Math.floor(Math.random() * 80_000_000)}`;
      await createViaApi('hr/employees', [
        { ma_nv: `${prefix}1`, ten_nv: `Nhân viên ${prefix} 1`, ma_dvcs: 'CN01', la_ktv: true, status: 1 },
        { ma_nv: `${prefix}2`, ten_nv: `Nhân viên ${prefix} 2`, ma_dvcs: 'CN01', la_ktv: false, status: 1 },
      ]);
      const label = 'Danh sách Nhân viên';
      await page.goto(`/hr/employees?searchKey=${prefix}`);
      await expect(rows(page, size, label)).toHaveCount(2);
      await chooseFilter(page, size, 'Kỹ thuật viên', 'Có');
      await expect(page).toHaveURL(/la_ktv=1/);
      await expect(rows(page, size, label)).toHaveCount(1);
      await shot(page, 'employees', size);
      await fitsAndAccessible(page);

      await openRow(page, size, label, `Nhân viên ${prefix} 1`);
      const form = page.getByRole('dialog', { name: `Sửa nhân viên ${prefix}1` });
      const tel = form.getByRole('textbox', { name: 'Điện thoại' });
      await expect(tel).toHaveAttribute('inputmode', 'tel');
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('inputmode', 'email');
      await expect(form.getByRole('textbox', { name: 'Lương cơ bản' })).toHaveAttribute(
        'inputmode',
        /numeric|decimal/,
      );
      await tel.fill(phone);
      await shot(page, 'employee-form', size);
      const save = form.getByRole('button', { name: 'Lưu' });
      // The save button stays on screen (the bar at the bottom) while the form scrolls.
      await expect(save).toBeInViewport();
      await save.click();
      await expect(form).toBeHidden();
      await expect(rows(page, size, label).first()).toContainText(phone);
    });

    test('receipts: the status filter, a card opens the document', async ({ page }) => {
      test.setTimeout(90_000);
      const note = `Nhập thử ${uniqueCode('R')}`;
      const [saved] = await createViaApi('stock/receipt-orders', [
        {
          ma_dvcs: 'CN01',
          ma_ct: 'PN1',
          ngay_ct: businessDay(),
          dien_giai: note,
          details: [{ ma_vt: 'SRM01', so_luong: '2', gia: '300000', ma_thue: '08', ma_kho: 'KCN01' }],
        },
      ]);
      const status = String(saved?.status ?? '');
      const label = 'Danh sách Phiếu nhập kho';
      await page.goto('/stock/receipt-orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Phiếu nhập kho' })).toBeVisible();
      await chooseFilter(page, size, 'Trạng thái', status === '2' ? 'Đã ghi sổ' : 'Nháp');
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
      const mine = rows(page, size, label).filter({ hasText: String(saved?.so_ct ?? '') });
      await expect(mine).toHaveCount(1);
      await shot(page, 'receipts', size);
      await fitsAndAccessible(page);
      if (isPhone(size)) await mine.getByRole('button').first().click();
      else await mine.click();
      await expect(page).toHaveURL(/edit=/);
      const form = page.getByRole('dialog', { name: /phiếu nhập kho/ });
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Mã hàng dòng 1')).toHaveValue('SRM01');
      if (isPhone(size)) {
        // A line is a card on a phone: its quantity steps with the thumb.
        const total = form.getByTestId('bar-total');
        const before = await total.textContent();
        await form.getByRole('button', { name: 'Thêm một, dòng 1' }).click();
        await expect(form.getByLabel('Số lượng dòng 1')).toHaveValue('3');
        // The total in the bottom bar follows the lines.
        await expect(total).not.toHaveText(before ?? '');
        await expect(total).toBeInViewport();
        await form.getByRole('button', { name: 'Bớt một, dòng 1' }).click();
        await expect(form.getByLabel('Số lượng dòng 1')).toHaveValue('2');
        // "Thêm dòng" opens the product lookup over the whole screen; one match makes the line.
        await form.getByRole('button', { name: 'Thêm dòng' }).click();
        const picker = page.getByRole('dialog', { name: 'Thêm dòng' });
        await picker.getByRole('searchbox', { name: 'Tìm hàng hóa' }).fill('TOC01');
        await shot(page, 'receipt-picker', size);
        await picker.getByRole('button', { name: 'Tìm', exact: true }).click();
        await expect(picker).toBeHidden();
        await expect(form.getByLabel('Mã hàng dòng 2')).toHaveValue('TOC01');
        await expect(form.getByLabel('Số lượng dòng 2')).toHaveValue('1');
      }
      await shot(page, 'receipt-form', size);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no horizontal scrolling of the page').toBeLessThanOrEqual(0);
    });
  });
}

test('a wide list on a phone scrolls sideways under its first column, which stays', async ({ page }) => {
  test.setTimeout(60_000);
  const saved = await callApi('admin', 'CN01', 'POST', 'stock/receipt-orders', {
    ma_dvcs: 'CN01',
    ma_ct: 'PN1',
    ngay_ct: businessDay(),
    dien_giai: 'Nhập hàng để xem tồn trên điện thoại',
    details: [{ ma_vt: 'SRM01', so_luong: '3', gia: '300000', ma_thue: '08', ma_kho: 'KCN01' }],
  });
  expect(saved.status).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/stock/product-balances?ma_kho=KCN01&ma_vt=SRM01');
  const grid = page.getByRole('grid', { name: 'Tồn kho' });
  const code = grid.getByRole('row').nth(1).getByRole('gridcell').first();
  await expect(code).toHaveText('SRM01');
  const before = await code.boundingBox();
  const kho = grid.getByRole('gridcell', { name: 'KCN01' });
  const khoBefore = await kho.boundingBox();
  await grid.evaluate((table) => table.scrollBy({ left: 300 }));
  await expect.poll(async () => (await kho.boundingBox())?.x).toBeLessThan((khoBefore?.x ?? 0) - 200);
  expect((await code.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0);
  // Opaque, so the name scrolling beneath it does not show through.
  expect(await code.evaluate((cell) => getComputedStyle(cell).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await page.screenshot({ path: join(shotsDir, 'balances-scrolled-phone.png') });
});
