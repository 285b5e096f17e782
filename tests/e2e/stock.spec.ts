import { businessDay, callApi } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/** A call under /api as the demo administrator working in both branches. */
const api = (method: string, path: string, body?: unknown) =>
  callApi('admin', 'CN01,CN02', method, path, body);

async function stock(maKho: string, maVt: string): Promise<{ ton: string; tien_ton: string }> {
  const answer = await api('GET', `stock/product-balances?ma_kho=${maKho}&ma_vt=${maVt}`);
  const row = (answer.body.items as { ton: string; tien_ton: string }[])[0];
  return { ton: row?.ton ?? '0', tien_ton: row?.tien_ton ?? '0' };
}

test('a transfer between branches leaves CN01, stays in transit, and arrives at CN02 once received', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stocked = await api('POST', 'stock/receipt-orders', {
    ma_dvcs: 'CN01',
    ma_ct: 'PN1',
    ngay_ct: businessDay(),
    details: [{ ma_vt: 'SRM02', ma_kho: 'KCN01', so_luong: '3', gia: '250000' }],
  });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  const [out0, in0] = [await stock('KCN01', 'SRM02'), await stock('KCN02', 'SRM02')];

  await page.goto('/stock/transfer-orders?edit=new');
  const form = page.getByRole('dialog', { name: 'Thêm phiếu chuyển kho' });
  await form.getByLabel('Mã hàng dòng 1').fill('SRM02');
  await form.getByLabel('Mã hàng dòng 1').press('Enter');
  await expect(form.getByLabel('Số lượng dòng 1')).toBeFocused();
  await page.keyboard.type('3');
  await form.getByLabel('Kho dòng 1').selectOption('KCN01');
  await form.getByLabel('Kho nhập dòng 1').selectOption('KCN02');
  await form.getByRole('button', { name: /Trạng thái/ }).click();
  await page.getByRole('option', { name: 'Đang chuyển' }).click();
  await page.keyboard.press('Control+s');
  const saved = page.getByRole('dialog', { name: /Sửa phiếu chuyển kho PD\d{4}\/\d+/ });
  await expect(saved).toBeVisible();
  await expect.poll(async () => (await stock('KCN01', 'SRM02')).ton).toBe(String(Number(out0.ton) - 3));
  expect((await stock('KCN02', 'SRM02')).ton).toBe(in0.ton);

  // Received at CN02: the same document moved on to posted.
  await saved.getByRole('button', { name: /Trạng thái/ }).click();
  await page.getByRole('option', { name: 'Đã ghi sổ' }).click();
  await page.keyboard.press('Control+s');
  await expect.poll(async () => (await stock('KCN02', 'SRM02')).ton).toBe(String(Number(in0.ton) + 3));

  await page.goto('/stock/product-balances?ma_kho=KCN02&ma_vt=SRM02');
  await expect(page.getByRole('row', { name: /Sữa rửa mặt/ })).toContainText(String(Number(in0.ton) + 3));
});

test('"Tính giá vốn" values a delivery entered before its receipt at the average of its date', async ({
  page,
}) => {
  const month = new Date().toISOString().slice(0, 8);
  const ma_vt = `GVE${Date.now() % 1_000_000}`;
  const made = await api('POST', 'stock/products', {
    ma_vt,
    ten_vt: 'Tinh dầu thử giá vốn',
    dvt: 'CAI',
    loai: 1,
    cho_phep_am: true,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const line = { ma_vt, ma_kho: 'KCN01' };
  const out = await api('POST', 'stock/delivery-orders', {
    ma_dvcs: 'CN01',
    ngay_ct: `${month}02`,
    details: [{ ...line, so_luong: '2' }],
  });
  expect(out.status, JSON.stringify(out.body)).toBe(201);
  const received = await api('POST', 'stock/receipt-orders', {
    ma_dvcs: 'CN01',
    ma_ct: 'PN1',
    ngay_ct: `${month}01`,
    details: [{ ...line, so_luong: '4', gia: '1000' }],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
  // Posted first, the delivery took nothing: the 2 left are worth the whole 4,000.
  expect(await stock('KCN01', ma_vt)).toEqual({ ton: '2', tien_ton: '4000' });

  await page.goto('/stock/delivery-orders');
  await page.getByRole('button', { name: 'Tính giá vốn' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tính giá vốn' });
  await page.screenshot({ path: 'test-results/e2e/screens/cost-calculation-1280.png' });
  await dialog.getByRole('button', { name: 'Tính giá vốn' }).click();
  await expect(page.getByText('Đã tính giá vốn')).toBeVisible();
  expect(await stock('KCN01', ma_vt)).toEqual({ ton: '2', tien_ton: '2000' });
});
