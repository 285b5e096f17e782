import { businessDay, callApi } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/** A call under /api as the demo administrator working in both branches. */
const api = (method: string, path: string, body?: unknown) =>
  callApi('admin', 'CN01,CN02', method, path, body);

const day = businessDay;

/**
 * Batches (stock_product_batch is on in the demo): a delivery entered on the keyboard takes the
 * first batch to expire, the batches screen shows it expiring soon, and its history walks the
 * quantity down row by row.
 */
test('a delivery takes the first batch to expire; the batch list and its history show it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const ma_vt = `LO${Date.now() % 1_000_000}`;
  const made = await api('POST', 'stock/products', {
    ma_vt,
    ten_vt: 'Serum thử lô hàng',
    dvt: 'CHAI',
    loai: 1,
    theo_lo: true,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const [soon, later] = [`${ma_vt}A`, `${ma_vt}B`];
  const received = await api('POST', 'stock/receipt-orders', {
    ma_dvcs: 'CN01',
    ma_ct: 'PN1',
    ngay_ct: day(-1),
    details: [
      { ma_vt, ma_kho: 'KCN01', so_luong: '5', gia: '300000', ma_lo: later, ngay_hhsd: day(200) },
      { ma_vt, ma_kho: 'KCN01', so_luong: '2', gia: '300000', ma_lo: soon, ngay_hhsd: day(20) },
    ],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);

  await page.goto('/stock/delivery-orders?edit=new');
  const form = page.getByRole('dialog', { name: 'Thêm phiếu xuất kho' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await expect(form.getByLabel('Kho dòng 1')).toHaveValue('KCN01');
  await form.getByLabel('Mã hàng dòng 1').fill(ma_vt);
  await form.getByLabel('Mã hàng dòng 1').press('Enter');
  await expect(form.getByLabel('Số lượng dòng 1')).toBeFocused();
  // The batch the server offers: the one expiring in 20 days, not the larger later one.
  await expect(form.getByLabel('Số lô dòng 1')).toHaveValue(soon);
  await expect(form.getByLabel('Hạn sử dụng dòng 1')).toHaveValue(day(20));
  await page.keyboard.type('1');
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('dialog', { name: /Sửa phiếu xuất kho PX\d{4}\/\d+/ })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(`/stock/product-batches?ma_vt=${ma_vt}`);
  // Rows are named by the item; the batch code picks one. Cells: code, batch, expiry, warehouse, on hand.
  const soonRow = page.getByRole('row').filter({ hasText: soon });
  // A full page load of the app on a busy machine may take a while.
  await expect(soonRow).toContainText('còn 20 ngày', { timeout: 45_000 });
  await expect(soonRow.getByRole('gridcell').nth(4)).toHaveText('1');
  await expect(page.getByRole('row').filter({ hasText: later })).toContainText('5');
  await page.screenshot({ path: 'test-results/e2e/screens/product-batches-1366.png' });

  await soonRow.getByRole('link', { name: `Xem lịch sử lô ${soon} của ${ma_vt}` }).click();
  await expect(page).toHaveURL(/\/stock\/product-batch-histories\?/);
  const rows = page.getByRole('row').filter({ hasText: /P[NX]\d{4}\// });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('2');
  await expect(rows.nth(1).getByRole('gridcell').last()).toHaveText('1');
  await expect(page.getByText('Tồn cuối kỳ')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e/screens/product-batch-histories-1366.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stock/product-batches?ma_vt=${ma_vt}`);
  await expect(page.getByText(soon).first()).toBeVisible({ timeout: 45_000 });
  await page.screenshot({ path: 'test-results/e2e/screens/product-batches-390.png' });
  await page.goto(`/stock/product-batch-histories?ma_vt=${ma_vt}&ma_lo=${soon}`);
  await expect(page.getByText('Tồn cuối kỳ')).toBeVisible({ timeout: 45_000 });
  await page.screenshot({ path: 'test-results/e2e/screens/product-batch-histories-390.png' });
});
