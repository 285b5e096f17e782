import { businessDay, createViaApi } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a VIP period ranks the customers whose sales in it reach a VIP level', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = `09${String(Date.now()).slice(-8)}`;
  const [customer] = await createViaApi('crm/partners', [
    { ten_kh: `Chị Vàng ${phone.slice(-4)}`, dien_thoai: phone, ma_dvcs: 'CN01', ma_cap: 'MOI' },
  ]);
  const today = businessDay();
  // A bill of 35 M today: the demo's Hạng Vàng starts at 30 M (seed/demo-crm.ts).
  await createViaApi('sales/bills', [
    {
      ma_dvcs: 'CN01',
      ngay_ct: today,
      ma_kh: customer?.ma_kh,
      details: [{ ma_vt: 'CSD01', so_luong: '1', gia: '35000000', tien_ck_pb: '0' }],
      payments: [{ ma_httt: 'TM', tien: '35000000' }],
      t_tt: '35000000',
    },
  ]);
  await page.goto('/crm/partners-vip');
  await page.getByRole('button', { name: /Kỳ xét hạng/ }).click();
  await page.getByRole('option', { name: `Năm ${today.slice(0, 4)}` }).click();
  const row = page.getByRole('row').filter({ hasText: String(customer?.ten_kh) });
  await expect(row).toContainText('35,000,000');
  await expect(row).toContainText('Hạng Vàng');
  await expect(row).toContainText('Đổi hạng');
  await row.getByRole('link', { name: String(customer?.ten_kh) }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/partners/${customer?.id}$`));
});
