import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { createViaApi, uniqueCode } from './entity-helpers.ts';
import { apiLogin, expect, TENANT, test } from './fixtures.ts';

/** An .xlsx file as a user would make it: a header row, then the rows. */
async function sheet(rows: (string | number | null)[][]) {
  const buffer = await writeXlsxFile(
    rows.map((row) => row.map((value) => (value === null ? null : { value }))),
  ).toBuffer();
  return {
    name: 'don-vi.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  };
}

/** Whether a unit code exists, asked of the API directly. */
async function unitExists(code: string): Promise<boolean> {
  const admin = await apiLogin('admin');
  const response = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/stock/units/exists/ma_dvt/${code}`, {
    headers: { Tenant: TENANT, Authorization: `Bearer ${admin.session.access_token}` },
  });
  return (await response.json()) as boolean;
}

test('exports the filtered, sorted list to an .xlsx whose rows are the ones on screen', async ({ page }) => {
  const prefix = uniqueCode('X');
  await createViaApi(
    'stock/units',
    Array.from({ length: 6 }, (_, i) => ({
      ma_dvt: `${prefix}${i}`,
      ten_dvt: `Xuất ${prefix} ${i}`,
      status: i % 2 === 0,
    })),
  );
  await page.goto(`/stock/units?searchKey=${prefix}&status=1&sortType=desc`);
  await expect(page.getByText(/^1–3 trên 3 dòng$/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Đơn vị tính-\d{8}\.xlsx$/);
  const rows = await readXlsxFile(await download.path());
  const data = rows[0]?.data ?? [];
  expect(data[0]).toEqual(['Mã đơn vị tính', 'Tên đơn vị tính', 'Tên tiếng Anh', 'Đang sử dụng']);
  expect(data.slice(1).map((row) => [row[0], row[1], row[3]])).toEqual([
    [`${prefix}4`, `Xuất ${prefix} 4`, 'Có'],
    [`${prefix}2`, `Xuất ${prefix} 2`, 'Có'],
    [`${prefix}0`, `Xuất ${prefix} 0`, 'Có'],
  ]);
  await expect(page.getByText('Đã xuất 3 dòng ra Excel')).toBeVisible();
});

test('exports every page of a list longer than one request', async ({ page }) => {
  const prefix = uniqueCode('P');
  const admin = await apiLogin('admin');
  const items = Array.from({ length: 1005 }, (_, i) => ({
    ma_dvt: `${prefix}${String(i).padStart(4, '0')}`,
    ten_dvt: `Trang ${prefix} ${i}`,
  }));
  const imported = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/stock/units/import`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Tenant: TENANT,
      Authorization: `Bearer ${admin.session.access_token}`,
    },
    body: JSON.stringify({ items }),
  });
  expect(await imported.json()).toEqual({ ok: 1005, errors: [] });
  await page.goto(`/stock/units?searchKey=${prefix}`);
  // Past the exact count's cap the footer shows the planner's estimate (docs/lists.md).
  await expect(page.getByText(/trên ≈ [\d,]+ dòng$/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const data = (await readXlsxFile(await (await downloading).path()))[0]?.data ?? [];
  expect(data).toHaveLength(1006);
  expect(data.slice(1).map((row) => row[0])).toEqual(items.map((item) => item.ma_dvt));
});

test('imports a sheet: a bad row is shown with its row and column, the fixed sheet is imported', async ({
  page,
}) => {
  const prefix = uniqueCode('N');
  await page.goto('/stock/units');
  await page.getByRole('button', { name: 'Nhập Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập Excel: Đơn vị tính' });
  const bad = await sheet([
    ['Mã đơn vị tính', 'Tên gọi', 'Ghi chú riêng'],
    [`${prefix}1`, 'Một', 'x'],
    [`${prefix}2`, null, 'y'],
    [`${prefix}3`, 'Ba', null],
  ]);
  await dialog.locator('input[type=file]').setInputFiles(bad);
  await expect(dialog.getByText('Tệp don-vi.xlsx: 3 dòng.', { exact: false })).toBeVisible();
  await expect(dialog.getByText('Chưa có cột cho trường bắt buộc: Tên đơn vị tính')).toBeVisible();
  // "Tên gọi" is not a label: the user maps it by hand.
  await dialog.getByRole('button', { name: /Tên gọi/ }).click();
  await page.getByRole('option', { name: 'Tên đơn vị tính', exact: true }).click();
  await dialog.getByRole('button', { name: 'Kiểm tra' }).click();
  const errors = dialog.getByRole('table', { name: 'Lỗi theo dòng' });
  await expect(errors.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '3',
    'Tên gọi',
    'Tên đơn vị tính không được để trống',
  ]);
  await expect(dialog.getByRole('button', { name: 'Nhập 3 dòng' })).toBeDisabled();
  expect(await unitExists(`${prefix}1`)).toBe(false);

  await dialog.getByRole('button', { name: 'Chọn tệp khác' }).click();
  const fixed = await sheet([
    ['Mã đơn vị tính', 'Tên đơn vị tính'],
    [`${prefix}1`, 'Một'],
    [`${prefix}2`, 'Hai'],
    [`${prefix}3`, 'Ba'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles(fixed);
  await dialog.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(dialog.getByText('Cả 3 dòng hợp lệ, sẵn sàng nhập.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Nhập 3 dòng' }).click();
  await expect(dialog.getByText('Đã nhập 3 dòng.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Đóng', exact: true }).first().click();
  await page.getByLabel('Tìm kiếm').fill(prefix);
  await expect(page.getByText(/^1–3 trên 3 dòng$/)).toBeVisible();
});

test('cancelling an import after the check writes nothing', async ({ page }) => {
  const prefix = uniqueCode('H');
  await page.goto('/stock/units');
  await page.getByRole('button', { name: 'Nhập Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập Excel: Đơn vị tính' });
  await dialog.locator('input[type=file]').setInputFiles(
    await sheet([
      ['ma_dvt', 'ten_dvt'],
      [`${prefix}1`, 'Một'],
    ]),
  );
  await dialog.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(dialog.getByText('Cả 1 dòng hợp lệ, sẵn sàng nhập.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(dialog).toBeHidden();
  expect(await unitExists(`${prefix}1`)).toBe(false);
});

test('a read-only report exports but offers neither import nor the template', async ({ page }) => {
  await page.goto('/report/stock/units');
  await expect(page.getByRole('button', { name: 'Xuất Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nhập Excel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tải mẫu' })).toHaveCount(0);
});
