import type { Page } from '@playwright/test';
import { businessDay, callApi } from './entity-helpers.ts';
import { expect, test, waitForServiceWorkerControl } from './fixtures.ts';

/** The cashier (issue 29): a sale on the keyboard and scanner with split payment and receipt; a sale offline. */

test.use({ signIn: 'letan' });
test.describe.configure({ timeout: 90_000 });

const api = (method: string, path: string, body?: unknown) => callApi('admin', 'CN01', method, path, body);

async function retailOrders(): Promise<{ stt_rec: string; so_ct: string; ma_kh: string | null }[]> {
  return (await api('GET', 'sales/retail-orders?pageSize=1000')).body.items;
}

/** A customer of this run, found by phone at the till before the network goes. */
const phone = `096${String(Date.now()).slice(-7)}`;
const regular = { ma_kh: `KHC${phone.slice(-7)}`, ten_kh: 'Đỗ Thị Quen' };

test.beforeAll(async () => {
  const customer = await api('POST', 'crm/partners', { ...regular, dien_thoai: phone, ma_dvcs: 'CN01' });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const today = businessDay();
  const stocked = await api('POST', 'stock/receipt-orders', {
    ma_dvcs: 'CN01',
    ma_ct: 'PN1',
    ngay_ct: `${today.slice(0, 4)}-01-02`,
    details: [{ ma_vt: 'SRM01', so_luong: '50', gia: '200000', ma_kho: 'KCN01' }],
  });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
});

async function openCashier(page: Page) {
  await page.goto('/sales/retail-orders/cashier');
  await expect(page.getByRole('heading', { level: 1, name: 'Thu ngân' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Chăm sóc da cơ bản/ })).toBeVisible();
}

test('sells by keyboard and scanner with a split payment, change and an 80 mm receipt', async ({ page }) => {
  await openCashier(page);
  const before = (await retailOrders()).length;
  await page.keyboard.press('F2');
  await page.keyboard.type('SRM01');
  await page.keyboard.press('Enter');
  await page.keyboard.type('CSD01');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-lines').getByRole('listitem')).toHaveCount(2);
  // Both items carry 8 % VAT: 735,000 + 58,800.
  await expect(page.getByTestId('cart-total')).toHaveText('793,800');
  await page.keyboard.press('F9');
  const pay = page.getByRole('dialog', { name: /Thanh toán/ });
  await pay.getByTestId('pay-CK').fill('300000');
  await pay.getByTestId('pay-TM').fill('500000');
  await expect(pay.getByTestId('change-due')).toHaveText('6,200');
  await pay.getByTestId('pay-TM').press('Enter');
  const done = page.getByTestId('sale-done');
  await expect(done).toBeVisible();
  const number = (await page.getByTestId('sale-number').textContent()) ?? '';
  expect(number).toMatch(/^BL\d{4}\/\d+$/);
  await page.getByRole('button', { name: 'In hóa đơn 80 mm' }).click();
  const receipt = page.locator('iframe[aria-hidden="true"]').last();
  await expect(receipt).toHaveAttribute('srcdoc', new RegExp(number.replace('/', '\\/')));
  const after = await retailOrders();
  expect(after.length).toBe(before + 1);
  const sale = after.find((s) => s.so_ct === number);
  const full = (await api('GET', `sales/retail-orders/${sale?.stt_rec}`)).body;
  expect(full.payments.map((p: { ma_httt: string; tien: string }) => [p.ma_httt, p.tien])).toEqual([
    ['TM', '500000'],
    ['CK', '300000'],
  ]);
  expect(full).toMatchObject({ t_tt: '793800', tien_thoi: '6200', t_con_no: '0' });
});

test('keeps selling offline and applies the sale exactly once when the network returns', async ({
  page,
  context,
}) => {
  await openCashier(page);
  await waitForServiceWorkerControl(page);
  const customerSearch = page.getByRole('searchbox', { name: 'Khách hàng: số điện thoại hoặc tên' });
  await customerSearch.fill(phone);
  await expect(page.getByRole('button', { name: new RegExp(regular.ten_kh) })).toBeVisible();
  await customerSearch.clear();
  // The persisted cache is written at most once a second.
  await page.waitForTimeout(1500);
  const before = (await retailOrders()).length;
  await context.setOffline(true);
  // A till reloaded with no network opens from the worker's cache: its chunks and its catalogue.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thu ngân' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Chăm sóc da cơ bản/ })).toBeVisible();
  // A search never made online finds the customers the till has seen.
  await customerSearch.fill(phone.slice(-5));
  await page.getByRole('button', { name: new RegExp(regular.ten_kh) }).click();
  await expect(page.getByTestId('cart-customer')).toHaveText(regular.ten_kh);
  await page.getByTestId('cashier-search').fill('cetaphil');
  await page.getByRole('button', { name: /Sữa rửa mặt Cetaphil/ }).click();
  await page.getByRole('button', { name: 'Thanh toán (F9)' }).click();
  await page
    .getByRole('dialog', { name: /Thanh toán/ })
    .getByTestId('confirm-payment')
    .click();
  await expect(page.getByTestId('sale-number')).toHaveText(/^TAM-/);
  await expect(page.getByTestId('waiting-count')).toHaveText('1 chờ đồng bộ');
  await page.getByTestId('next-sale').click();
  await page.getByTestId('order-list-link').click();
  await expect(page.getByTestId('waiting-sale')).toHaveCount(1);
  expect((await retailOrders()).length).toBe(before);

  await context.setOffline(false);
  await expect(page.getByTestId('waiting-sale')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Mọi đơn đã lên máy chủ.')).toBeVisible();
  const after = await retailOrders();
  expect(after.length).toBe(before + 1);
  expect(after.filter((s) => s.ma_kh === regular.ma_kh)).toHaveLength(1);
});
