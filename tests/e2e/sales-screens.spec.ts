import { businessDay, callApi } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Sales screens (issue 29): a customer's bills and service slips on the profile, salers, material consumption. */

test.describe.configure({ timeout: 90_000 });

const api = (method: string, path: string, body?: unknown) => callApi('admin', 'CN01', method, path, body);

const shotsDir = process.env.SEN_SHOTS_DIR;

test('the profile lists the customer’s bills and service slips and opens them', async ({ page }) => {
  const suffix = String(Date.now()).slice(-7);
  const customer = await api('POST', 'crm/partners', {
    ma_kh: `KHP${suffix}`,
    ten_kh: 'Phạm Thị Hồ Sơ',
    dien_thoai: `098${suffix}`,
    ma_dvcs: 'CN01',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const today = businessDay();
  const line = { ma_vt: 'CSD01', so_luong: '1', gia: '350000', ma_nv: 'NV001', tien_ck_pb: '0' };
  const sale = (extra: object) => ({
    ma_dvcs: 'CN01',
    ngay_ct: today,
    ma_kh: customer.body.ma_kh,
    ma_nvbh: 'NV001',
    details: [line],
    payments: [{ ma_httt: 'TM', tien: '100000' }],
    ...extra,
  });
  const bill = await api('POST', 'sales/bills', sale({ ma_the: `T${suffix}` }));
  expect(bill.status, JSON.stringify(bill.body)).toBe(201);
  const slip = await api('POST', 'sales/services', sale({}));
  expect(slip.status, JSON.stringify(slip.body)).toBe(201);

  await page.goto(`/crm/partners/${customer.body.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Phạm Thị Hồ Sơ' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Phiếu dịch vụ' }).click();
  await expect(page.getByRole('link', { name: slip.body.so_ct })).toBeVisible();
  await page.getByRole('tab', { name: 'Hóa đơn' }).click();
  const number = page.getByRole('link', { name: bill.body.so_ct });
  await expect(number).toBeVisible();
  // Paid 100,000 of 350,000: the rest is owed.
  await expect(page.getByRole('cell', { name: '250,000' })).toBeVisible();
  if (shotsDir)
    for (const [width, height] of [
      [390, 844],
      [820, 1180],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${shotsDir}/profile-bills-${width}.png` });
    }
  await number.click();
  await expect(page).toHaveURL(new RegExp(`/sales/bills\\?edit=${bill.body.stt_rec}`));
  await expect(page.getByRole('dialog', { name: `Sửa phiếu thu bán hàng ${bill.body.so_ct}` })).toBeVisible();
});

test('salers and material consumption are screens of their own', async ({ page }) => {
  await page.goto('/sales/salers');
  await expect(page.getByRole('heading', { level: 1, name: 'Nhân viên bán hàng' })).toBeVisible({
    timeout: 30_000,
  });
  // NV001 sells; NV002 is a technician only.
  await expect(page.getByRole('gridcell', { name: 'NV001', exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'NV002', exact: true })).toHaveCount(0);
  const code = `DM${String(Date.now()).slice(-6)}`;
  const made = await api('POST', 'stock/product-consumes', {
    ma_dm: code,
    ma_vt: 'CSD01',
    ma_vt_nl: 'VT03',
    so_luong: '0.2',
    dvt: 'CUON',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await page.goto(`/stock/product-consumes?searchKey=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Định mức tiêu hao' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: code, exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Chăm sóc da cơ bản' })).toBeVisible();
  if (shotsDir)
    for (const [width, height] of [
      [390, 844],
      [820, 1180],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `${shotsDir}/product-consumes-${width}.png` });
    }
  await api('DELETE', `stock/product-consumes/${made.body.id}?version=${made.body.version}`);
});
