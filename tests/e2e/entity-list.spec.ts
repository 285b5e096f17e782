import { createViaApi, pageWithKeys, uniqueCode } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Twelve units sharing a prefix (a second page of ten); every fourth one is not in use. */
async function seedUnits() {
  const prefix = uniqueCode('T');
  const bodies = Array.from({ length: 12 }, (_, i) => ({
    ma_dvt: `${prefix}${String(i + 1).padStart(2, '0')}`,
    ten_dvt: `Đơn vị thử ${prefix} số ${i + 1}`,
    status: i % 4 !== 3,
  }));
  await createViaApi('stock/units', bodies);
  return prefix;
}

test('the units list searches, sorts, filters and pages, all kept in the address', async ({ page }) => {
  const prefix = await seedUnits();
  await page.goto('/stock/units');
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Đường dẫn' })).toContainText('Kho');
  const table = page.getByRole('grid', { name: 'Danh sách Đơn vị tính' });

  // F3 jumps to the search box; the search goes to the address once typing stops.
  await page.keyboard.press('F3');
  await expect(page.getByLabel('Tìm kiếm')).toBeFocused();
  await page.keyboard.type(`  ${prefix.toLowerCase()} `);
  await expect(page).toHaveURL(new RegExp(`searchKey=${prefix.toLowerCase()}(&|$)`));
  await expect(page.getByText(/^1–10 trên 12 dòng$/)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`${prefix} số 1$`) })).toBeVisible();

  await pageWithKeys(page, /^11–12 trên 12 dòng$/);

  // The code column sorts descending on a second click; the address says so.
  await table.getByRole('columnheader', { name: 'Mã đơn vị tính' }).click();
  await expect(page).toHaveURL(/sortType=desc/);
  await expect(table.getByRole('row').nth(1)).toContainText(`${prefix}12`);

  // The declared filter: units not in use.
  await page.getByRole('button', { name: /Đang sử dụng: tất cả/ }).click();
  await page.getByRole('option', { name: 'Đang sử dụng: không' }).click();
  await expect(page).toHaveURL(/status=0/);
  await expect(page.getByText(/^1–3 trên 3 dòng$/)).toBeVisible();

  // Page size, and the whole state survives a reload.
  await page.getByRole('button', { name: /Số dòng mỗi trang/ }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(page).toHaveURL(/pageSize=20/);
  await page.reload();
  await expect(page.getByLabel('Tìm kiếm')).toHaveValue(prefix.toLowerCase());
  await expect(page.getByRole('button', { name: /Đang sử dụng: không/ })).toBeVisible();
  await expect(page.getByText(/^1–3 trên 3 dòng$/)).toBeVisible();
});

test('the settings popup hides and orders columns, kept across a reload', async ({ page }) => {
  await page.goto('/stock/units');
  const table = page.getByRole('grid');
  await expect(table.getByRole('columnheader', { name: 'Tên tiếng Anh' })).toBeVisible();
  await page.getByRole('button', { name: 'Tùy chỉnh cột' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tùy chỉnh cột' });
  await dialog.getByText('Tên tiếng Anh').click();
  await dialog.getByText('Ngày tạo').click();
  await expect(dialog.getByRole('checkbox', { name: 'Tên tiếng Anh' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Ngày tạo' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Đưa Tên đơn vị tính lên' }).click();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Ngày tạo' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Tên tiếng Anh' })).toHaveCount(0);
  const headers = await table.getByRole('columnheader').allTextContents();
  expect(headers.findIndex((h) => /Tên đơn vị tính/i.test(h))).toBeLessThan(
    headers.findIndex((h) => /Mã đơn vị tính/i.test(h)),
  );
  // Back to the declaration's layout, for the other tests.
  await page.getByRole('button', { name: 'Tùy chỉnh cột' }).click();
  await dialog.getByRole('button', { name: 'Mặc định' }).click();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(table.getByRole('columnheader', { name: 'Tên tiếng Anh' })).toBeVisible();
});

test('expanding a row shows the fields its columns leave out', async ({ page }) => {
  const prefix = await seedUnits();
  await page.goto(`/stock/units?searchKey=${prefix}`);
  const table = page.getByRole('grid');
  await table.getByRole('button', { name: 'Mở rộng dòng' }).first().click();
  await expect(table.getByText('Người tạo:')).toBeVisible();
  await expect(table.getByText('admin').first()).toBeVisible();
});

test('/generic/* and /report/* open a declared entity under the menu entry of its screen', async ({
  page,
}) => {
  await page.goto('/generic/stock/units');
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Đường dẫn' })).toContainText('Danh mục');
  await expect(page.getByRole('button', { name: 'Thêm mới' })).toBeVisible();
  await page.goto('/report/stock/units');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm mới' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Xóa' })).toHaveCount(0);
  await page.goto('/generic/khong/co');
  await expect(page).toHaveURL(/\/error-404$/);
});

test.describe('a receptionist without the settings right', () => {
  test.use({ signIn: 'letan' });

  test('arranges the columns of a list they read, and the layout stays', async ({ page }) => {
    await page.goto('/crm/partners');
    const table = page.getByRole('grid');
    const dialog = page.getByRole('dialog', { name: 'Tùy chỉnh cột' });
    // Email is not among the declaration's columns: hidden until the receptionist shows it.
    await expect(table.getByRole('columnheader', { name: 'Tên khách hàng' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Tùy chỉnh cột' }).click();
    await dialog.getByText('Email', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(page.getByText('Cập nhật thành công!')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    // Back to the declaration's layout, for the other tests.
    await page.getByRole('button', { name: 'Tùy chỉnh cột' }).click();
    await dialog.getByRole('button', { name: 'Mặc định' }).click();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  });
});
