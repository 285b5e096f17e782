import { businessDay } from './entity-helpers.ts';
import { apiLogin, expect, TENANT, test } from './fixtures.ts';

/** GET under /api as the demo administrator (all branches), read as JSON. */
async function apiGet(path: string): Promise<Record<string, unknown>> {
  const admin = await apiLogin('admin');
  const response = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/${path}`, {
    headers: { Tenant: TENANT, Authorization: `Bearer ${admin.session.access_token}`, Branchs: 'CN01,CN02' },
  });
  return (await response.json()) as Record<string, unknown>;
}

/** POST under /api as the demo administrator; answers the saved record. */
async function apiPost(path: string, body: unknown): Promise<Record<string, unknown>> {
  const admin = await apiLogin('admin');
  const response = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Tenant: TENANT,
      Authorization: `Bearer ${admin.session.access_token}`,
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function onHand(maKho: string, maVt: string): Promise<number> {
  const body = (await apiGet(`stock/product-balances?ma_kho=${maKho}&ma_vt=${maVt}`)) as {
    items: { ton: string }[];
  };
  return Number(body.items[0]?.ton ?? '0');
}

test('a receipt is entered with the keyboard only, saved, previewed for print, and shows in the balances', async ({
  page,
}) => {
  // Many steps on a shared, busy machine: the default 30 s is for single-step tests.
  test.setTimeout(120_000);
  const toc01 = (await apiGet('stock/products?searchKey=TOC01')) as { items: { ma_vach: string }[] };
  const barcode = toc01.items[0]?.ma_vach ?? '';
  expect(barcode).toMatch(/^893\d{10}$/);
  const before = await onHand('KCN01', 'TOC01');

  await page.goto('/stock/receipt-orders');
  await page.getByRole('button', { name: 'Thêm mới' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Thêm phiếu nhập kho' });
  await expect(form).toBeVisible();

  // Line 1: a code typed, then Enter: the name fills in and the quantity takes the focus.
  await form.getByLabel('Mã hàng dòng 1').focus();
  await page.keyboard.type('srm01');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('row', { name: /Sữa rửa mặt Cetaphil/ })).toBeVisible();
  await expect(form.getByLabel('Số lượng dòng 1')).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Đơn giá dòng 1')).toBeFocused();
  await page.keyboard.type('385000');
  await page.keyboard.press('Enter');

  // Line 2 (added by Enter): a barcode as a scanner types it, then the carton instead of the bottle.
  await expect(form.getByLabel('Mã hàng dòng 2')).toBeFocused();
  await page.keyboard.type(barcode);
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Mã hàng dòng 2')).toHaveValue('TOC01');
  await expect(form.getByLabel('Số lượng dòng 2')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(form.getByLabel('Đơn vị tính dòng 2')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Đơn vị tính dòng 2')).toHaveValue('THUNG');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('1700000');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Mã hàng dòng 3')).toBeFocused();

  // Live totals with VAT 8% from the items, and the amount in words.
  await expect(form.getByTestId('total')).toHaveText('2,667,600');
  await expect(form.getByTestId('amount-words')).toHaveText(
    'Hai triệu sáu trăm sáu mươi bảy nghìn sáu trăm đồng',
  );

  await page.keyboard.press('Control+s');
  await expect(page.getByText(/Đã thêm phiếu nhập kho PN\d{4}\/\d+\./)).toBeVisible();
  const saved = page.getByRole('dialog', { name: /Sửa phiếu nhập kho PN\d{4}\/\d+/ });
  await expect(saved).toBeVisible();
  await expect(saved.getByLabel('Đơn vị tính dòng 2')).toHaveValue('THUNG');
  const number = ((await saved.getByRole('heading').first().textContent()) ?? '').replace(/^.* /, '');

  await saved.getByRole('button', { name: 'Xem bản in' }).focus();
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Xem trước bản in' });
  const sheet = preview.frameLocator('iframe[title="Bản in"]');
  await expect(sheet.getByRole('heading', { name: 'Phiếu nhập kho' })).toBeVisible();
  await expect(sheet.getByText(number)).toBeVisible();
  await expect(sheet.getByText('Hai triệu sáu trăm sáu mươi bảy nghìn sáu trăm đồng')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  // The carton went into stock as 12 bottles.
  await page.goto('/stock/product-balances?ma_kho=KCN01&ma_vt=TOC01');
  const row = page.getByRole('row', { name: /Dầu gội bồ kết thảo dược/ });
  await expect(row).toContainText(String(before + 12));
  expect(await onHand('KCN01', 'TOC01')).toBe(before + 12);
});

test('a line the server refuses is marked on its cell, and the typed lines stay', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/stock/transfer-orders?edit=new');
  const form = page.getByRole('dialog', { name: 'Thêm phiếu chuyển kho' });
  await form.getByLabel('Mã hàng dòng 1').fill('SRM01');
  await form.getByLabel('Mã hàng dòng 1').press('Enter');
  await expect(form.getByLabel('Số lượng dòng 1')).toBeFocused();
  await form.getByLabel('Kho nhập dòng 1').selectOption('KCN01');
  await form.getByLabel('Kho dòng 1').selectOption('KCN01');
  await page.keyboard.press('Control+s');
  await expect(form.getByText('Kho nhập phải khác kho xuất')).toBeVisible();
  await expect(form.getByLabel('Mã hàng dòng 1')).toHaveValue('SRM01');
});

/** The document screens at phone, tablet and desktop widths, saved for a person to look at. */
test('the document screens at three widths', async ({ page }) => {
  test.setTimeout(120_000);
  const saved = await apiPost('stock/receipt-orders', {
    ma_dvcs: 'CN01',
    ma_ct: 'PN1',
    ngay_ct: businessDay(),
    dien_giai: 'Nhập hàng mỹ phẩm tháng 11',
    details: [
      { ma_vt: 'SRM01', so_luong: '6', gia: '300000', ma_thue: '08', ma_kho: 'KCN01' },
      {
        ma_vt: 'TOC01',
        dvt: 'THUNG',
        he_so: '12',
        so_luong: '2',
        gia: '1500000',
        ma_thue: '08',
        ma_kho: 'KCN01',
      },
      {
        ma_vt: 'SER02',
        so_luong: '3',
        gia: '760000',
        ma_thue: '08',
        ma_kho: 'KCN01',
        ma_lo: 'LRP2611',
        ngay_hhsd: '2028-06-30',
      },
    ],
  });
  const id = String(saved.stt_rec ?? '');
  expect(id, JSON.stringify(saved)).not.toBe('');
  for (const [width, height] of [
    [1280, 800],
    [820, 1180],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/e2e/screens/${name}-${width}.png`, fullPage: false });
    await page.goto('/stock/receipt-orders');
    await expect(page.getByText(/PN\d{4}\/\d+/).first()).toBeVisible();
    await shot('receipts-list');
    await page.goto(`/stock/receipt-orders?edit=${id}`);
    const form = page.getByRole('dialog', { name: /Sửa phiếu nhập kho/ });
    await expect(form.getByLabel('Mã hàng dòng 1')).toHaveValue(/\w+/);
    await expect(form.getByText(/Sữa rửa mặt/)).toBeAttached();
    await shot('receipt-form');
    await form.getByRole('button', { name: 'Xem bản in' }).click();
    const preview = page.getByRole('dialog', { name: 'Xem trước bản in' });
    await expect(preview.frameLocator('iframe').getByRole('heading')).toBeVisible();
    await shot('receipt-print');
    await page.keyboard.press('Escape');
    await page.goto('/stock/product-balances?ma_kho=KCN01');
    await expect(page.getByTestId('balance-total')).not.toHaveText('0');
    await shot('balances');
    await page.goto('/stock/products?searchKey=cetaphil');
    // A phone lists the products as cards (issue 30), wider screens as the table's rows.
    const product =
      width < 768
        ? page.getByRole('listitem').filter({ hasText: /Cetaphil/ })
        : page.getByRole('row', { name: /Cetaphil/ });
    await expect(product.first()).toBeVisible();
    await shot('products');
  }
});
