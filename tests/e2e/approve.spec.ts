import { businessDay, callApi } from './entity-helpers.ts';
import { type DemoUser, expect, test } from './fixtures.ts';

/** A call under /api as a demo user working in CN01; answers the status and the JSON body. */
const api = (user: DemoUser, method: string, path: string, body?: unknown) =>
  callApi(user, 'CN01', method, path, body);

/** A service bill held for approval (status 1), told apart by its description. */
async function heldBill(user: DemoUser, dienGiai: string): Promise<{ id: string; so_ct: string }> {
  const created = await api(user, 'POST', 'sales/bills', {
    ma_dvcs: 'CN01',
    ngay_ct: businessDay(),
    status: '1',
    dien_giai: dienGiai,
    details: [{ ma_vt: 'CSD03', so_luong: '1', gia: '400000' }],
    payments: [{ ma_httt: 'TM', tien: '400000' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: String(created.body.stt_rec), so_ct: String(created.body.so_ct) };
}

const statusOf = async (id: string) => (await api('admin', 'GET', `sales/bills/${id}`)).body.status;

test('two bills approved at once and one refused back to draft on the approve screen', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = `Duyệt e2e ${Date.now()}`;
  const [a, b, c] = [
    await heldBill('admin', `${tag} A`),
    await heldBill('admin', `${tag} B`),
    await heldBill('admin', `${tag} C`),
  ];
  const row = (bill: { so_ct: string } | undefined) =>
    table.getByRole('row', { name: bill?.so_ct, exact: true });
  const table = page.getByRole('grid', { name: 'Chứng từ chờ duyệt' });
  await page.goto(`/sales/bills/approve?searchKey=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('heading', { name: 'Duyệt phiếu thu bán hàng' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await row(a).getByRole('checkbox').check({ force: true });
  for (const [width, height] of [
    [390, 844],
    [820, 1180],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/e2e/screens/approve-${width}.png`, fullPage: true });
  }
  await row(a).getByRole('checkbox').uncheck({ force: true });
  await row(a).getByRole('checkbox').check({ force: true });
  await row(b).getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Duyệt 2 chứng từ' }).click();
  await expect(page.getByText('2 chứng từ chuyển sang')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  expect([await statusOf(a?.id ?? ''), await statusOf(b?.id ?? '')]).toEqual(['2', '2']);

  await row(c).getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Từ chối 1 chứng từ' }).click();
  await expect(page.getByText('Đã trả về nháp 1 chứng từ')).toBeVisible();
  await expect(page.getByText('Không có chứng từ nào chờ duyệt')).toBeVisible();
  expect(await statusOf(c?.id ?? '')).toBe('0');
});

test.describe('without the approve right', () => {
  test.use({ signIn: 'letan' });

  test('the awaiting bills are listed with no approve action, and the API refuses (403)', async ({
    page,
  }) => {
    const tag = `Chờ duyệt lễ tân ${Date.now()}`;
    const { id, so_ct } = await heldBill('letan', tag);
    await page.goto(`/sales/bills/approve?searchKey=${encodeURIComponent(tag)}`);
    const table = page.getByRole('grid', { name: 'Chứng từ chờ duyệt' });
    await expect(table.getByRole('row', { name: so_ct, exact: true })).toBeVisible();
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Duyệt/ })).toHaveCount(0);
    const refused = await api('letan', 'POST', `sales/bills/${id}/status`, { status: '2' });
    expect(refused.status).toBe(403);
    expect(await statusOf(id)).toBe('1');
  });
});
