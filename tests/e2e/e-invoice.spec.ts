import { startEinvoiceProvider, type TestProvider } from '../fixtures/einvoice-provider.ts';
import { businessDay, callApi } from './entity-helpers.ts';
import { expect as baseExpect, test } from './fixtures.ts';

// The publish screen waits on the server and the provider in turn: room for a loaded machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * E-invoices in the browser (issue 29): an invoice order picks a customer's two bills, the buyer's
 * details come from the customer; the publish screen publishes it through a provider the spec
 * starts on 127.0.0.1, shows the number, the lookup code and the XML; a second order refused by the
 * provider shows the reason and stays to publish; the first is then cancelled after a confirmation.
 */

const api = (method: string, path: string, body?: unknown) => callApi('admin', 'CN01', method, path, body);

const SETTINGS = (url: string): [string, string][] => [
  ['sale_invoice_type', '1'],
  ['sale_invoice_template_code', '1'],
  ['sale_invoice_series', 'C26TAA'],
  ['sale_invoice_provider_url', url],
  ['sale_invoice_provider_username', 'sen-e2e'],
  ['sale_invoice_provider_password', 'bí-mật'],
  ['company_name', 'Công ty TNHH Sen Spa'],
  ['company_tax_code', '0312345678'],
  ['company_address', '12 Lê Lợi, Quận 1, TP.HCM'],
];

let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startEinvoiceProvider({
    username: 'sen-e2e',
    password: 'bí-mật',
    sellerTaxCode: '0312345678',
    template: '1',
    series: 'C26TAA',
  });
  const answer = await api(
    'PUT',
    'system/configs',
    SETTINGS(provider.url).map(([name, value]) => ({ name, value })),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
});

test.afterAll(async () => {
  await api(
    'PUT',
    'system/configs',
    SETTINGS('').map(([name]) => ({ name, value: null })),
  );
  await provider.close();
});

async function billFor(ma_kh: string, gia: string) {
  const today = businessDay();
  const bill = await api('POST', 'sales/bills', {
    ma_dvcs: 'CN01',
    ngay_ct: today,
    ma_kh,
    details: [{ ma_vt: 'CSD03', so_luong: '1', gia, ma_thue: '08', ma_nv: 'NV001' }],
    payments: [],
  });
  expect(bill.status, JSON.stringify(bill.body)).toBe(201);
  return String(bill.body.so_ct);
}

test('an order of two bills published, its XML and lookup code shown, a refusal explained, then cancelled', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString().slice(-6);
  const ma_kh = `KHHD${stamp}`;
  const customer = await api('POST', 'crm/partners', {
    ma_kh,
    ten_kh: `Công ty Hoa Mai ${stamp}`,
    dien_thoai: `09${stamp}11`,
    dia_chi: '5 Hàng Bài, Hà Nội',
    email: 'ketoan@hoamai.vn',
    ma_dvcs: 'CN01',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const bills = [await billFor(ma_kh, '400000'), await billFor(ma_kh, '250000')];

  await page.goto('/sales/invoice-orders?edit=new');
  const form = page.getByRole('dialog');
  const customerBox = form.getByRole('combobox', { name: 'Khách hàng' });
  // The combo box opens on focus; typing goes in once it is open.
  await customerBox.click();
  await customerBox.fill(ma_kh);
  await page
    .getByRole('option', { name: new RegExp(ma_kh) })
    .first()
    .click();
  await expect(form.getByRole('textbox', { name: 'Địa chỉ người mua' })).toHaveValue('5 Hàng Bài, Hà Nội');
  await form.getByRole('textbox', { name: 'Mã số thuế người mua' }).fill('0109876543');
  await form.getByRole('textbox', { name: 'Tên đơn vị mua' }).fill(`Công ty CP Hoa Mai ${stamp}`);
  for (const so_ct of bills)
    await form.getByRole('checkbox', { name: `Chọn phiếu ${so_ct}` }).check({ force: true });
  await expect(form.getByTestId('total')).toContainText('702,000');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/e2e/screens/invoice-order-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/e2e/screens/invoice-order-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(/Đã lưu đơn xuất hóa đơn XHD/)).toBeVisible();

  await page.goto('/sales/invoice-publish');
  const mine = page.getByRole('listitem').filter({ hasText: `Công ty CP Hoa Mai ${stamp}` });
  await expect(mine).toHaveCount(1);
  await mine.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Phát hành 1 hóa đơn' }).click();
  await expect(page.getByText('Đã phát hành 1/1 hóa đơn')).toBeVisible();
  await expect(mine.getByTestId('einvoice-state')).toHaveText('Đã phát hành');
  const issued = [...provider.invoices.values()].at(-1);
  await expect(mine).toContainText(`mã tra cứu ${issued?.lookupCode}`);
  await mine.getByRole('button', { name: 'XML' }).click();
  await expect(page.getByTestId('invoice-xml')).toContainText('<KHHDon>C26TAA</KHHDon>');
  await expect(page.getByTestId('invoice-xml')).toContainText('<TgTTTBSo>702000</TgTTTBSo>');
  await page.screenshot({ path: 'test-results/e2e/screens/invoice-xml-1366.png' });
  await page.keyboard.press('Escape');

  // A second order the provider refuses: the reason is shown, the order stays to publish.
  const third = await billFor(ma_kh, '100000');
  const list = await api('GET', `sales/bills?searchKey=${encodeURIComponent(third)}`);
  const refusedOrder = await api('POST', 'sales/invoice-orders', {
    ma_dvcs: 'CN01',
    ngay_ct: businessDay(),
    ma_kh,
    nguoi_mua: `Người mua ${stamp}`,
    details: [{ stt_rec_hd: list.body.items[0].stt_rec }],
  });
  expect(refusedOrder.status, JSON.stringify(refusedOrder.body)).toBe(201);
  provider.next = { reject: 'Chữ ký số hết hạn' };
  await page.reload();
  const second = page.getByTestId(`order-${refusedOrder.body.so_ct}`);
  await second.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Phát hành 1 hóa đơn' }).click();
  await expect(second.getByRole('alert')).toHaveText('Nhà cung cấp hóa đơn từ chối: Chữ ký số hết hạn');
  await expect(second.getByTestId('einvoice-state')).toHaveText('Chưa phát hành');
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/e2e/screens/invoice-publish-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await mine.getByRole('button', { name: 'Hủy hóa đơn' }).click();
  await page.getByRole('alertdialog').getByRole('textbox', { name: 'Lý do' }).fill('Khách hủy giao dịch');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText(`Đã hủy hóa đơn số ${issued?.number}`)).toBeVisible();
  await expect(mine.getByTestId('einvoice-state')).toHaveText('Đã hủy');
  expect(provider.invoices.get(issued?.key ?? '')?.cancelled).toBe('Khách hủy giao dịch');
  expect(provider.problems).toEqual([]);
});
