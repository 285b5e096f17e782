import { businessDay, callApi } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/** A call under /api as the demo administrator working in CN01. */
const api = (method: string, path: string, body?: unknown) => callApi('admin', 'CN01', method, path, body);

const today = businessDay;

test('the suppliers screen shows what is owed from the GL balance and opens the supplier’s ledger', async ({
  page,
}) => {
  const before = await api('GET', 'purchases/supplier-balances?ma_ncc=NCC003');
  const owed = (before.body.items as { du_no: string }[])[0]?.du_no ?? '0';
  const received = await api('POST', 'stock/receipt-orders', {
    ma_dvcs: 'CN01',
    ma_ct: 'PN1',
    ngay_ct: today(),
    ma_ncc: 'NCC003',
    dien_giai: 'Nhập hàng e2e công nợ',
    details: [{ ma_vt: 'SRM01', so_luong: '3', gia: '123000', ma_kho: 'KCN01' }],
  });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
  const now = (BigInt(owed) + 369000n).toLocaleString('en-US');

  await page.goto('/purchases/suppliers');
  const debts = page.getByRole('region', { name: 'Công nợ phải trả nhà cung cấp' });
  const row = debts.getByRole('row', { name: /NCC003|Thiết bị|Vật tư/ }).filter({ hasText: 'NCC003' });
  await expect(row).toContainText(now);
  await row.getByRole('button', { name: 'Sổ công nợ NCC003' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('row', { name: String(received.body.so_ct) })).toContainText('369,000');
  await expect(dialog.getByText('Cuối kỳ')).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [820, 1180],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/e2e/screens/supplier-ledger-${width}.png` });
  }
});

test('a purchase order awaiting approval is approved on its approve screen', async ({ page }) => {
  const order = await api('POST', 'purchases/domestic-orders', {
    ma_dvcs: 'CN01',
    ngay_ct: today(),
    ma_ncc: 'NCC001',
    status: '1',
    details: [{ ma_vt: 'SER01', so_luong: '4', gia: '200000' }],
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  await page.goto('/purchases/domestic-orders/approve');
  await expect(page.getByRole('heading', { name: 'Duyệt đơn mua hàng' })).toBeVisible();
  const row = page.getByRole('row', { name: String(order.body.so_ct), exact: true });
  await row.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Duyệt 1 chứng từ' }).click();
  await expect(page.getByText('1 chứng từ chuyển sang “Đã duyệt”')).toBeVisible();
  const after = await api('GET', `purchases/domestic-orders/${order.body.stt_rec}`);
  expect(after.body.status).toBe('2');
});
