import { createViaApi, uniqueCode } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

test('a unit is created in the form over the list, checked like the server checks it', async ({ page }) => {
  const [taken] = await createViaApi('stock/units', [{ ma_dvt: uniqueCode('X'), ten_dvt: 'Đã có' }]);
  await page.goto('/stock/units');
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  await expect(page).toHaveURL(/edit=new/);
  const form = page.getByRole('dialog', { name: 'Thêm đơn vị tính' });

  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByText('Mã đơn vị tính không được để trống')).toBeVisible();
  await expect(form.getByText('Tên đơn vị tính không được để trống')).toBeVisible();
  await expect(form.getByLabel('Mã đơn vị tính')).toBeFocused();

  // Codes: letters and digits only, upper case; a code in use is refused before sending.
  await form.getByLabel('Mã đơn vị tính').fill(String(taken?.ma_dvt).toLowerCase());
  await form.getByLabel('Tên đơn vị tính').fill('Thử');
  await expect(form.getByText('Mã đơn vị tính đã tồn tại')).toBeVisible();
  const code = uniqueCode('N');
  await form.getByLabel('Mã đơn vị tính').fill(`${code.toLowerCase()}-!`);
  await expect(form.getByLabel('Mã đơn vị tính')).toHaveValue(code);
  await form.getByLabel('Tên đơn vị tính').fill(`Hộp ${code}`);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Đã thêm đơn vị tính Hộp ${code}.`)).toBeVisible();
  await expect(form).toHaveCount(0);
  await page.getByLabel('Tìm kiếm').fill(code);
  await expect(page.getByRole('row', { name: new RegExp(`Hộp ${code}`) })).toBeVisible();
});

test('an edit survives a reload, asks before dropping changes, and saves', async ({ page }) => {
  const code = uniqueCode('E');
  const [unit] = await createViaApi('stock/units', [{ ma_dvt: code, ten_dvt: `Thùng ${code}` }]);
  await page.goto(`/stock/units?searchKey=${code}`);
  await page.getByRole('row', { name: new RegExp(`Thùng ${code}`) }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${unit?.id}`));
  await page.reload();
  const form = page.getByRole('dialog', { name: `Sửa đơn vị tính ${code}` });
  await expect(form.getByLabel('Tên đơn vị tính')).toHaveValue(`Thùng ${code}`);

  await form.getByLabel('Tên đơn vị tính').fill(`Thùng lớn ${code}`);
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Hủy bỏ' }).click();
  await expect(form.getByLabel('Tên đơn vị tính')).toHaveValue(`Thùng lớn ${code}`);

  // Back (the address) asks too.
  await page.goBack();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Hủy bỏ' }).click();

  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Đã lưu đơn vị tính Thùng lớn ${code}.`)).toBeVisible();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page.getByRole('row', { name: new RegExp(`Thùng lớn ${code}`) })).toBeVisible();
});

test('a unit is deleted after the confirmation', async ({ page }) => {
  const code = uniqueCode('D');
  await createViaApi('stock/units', [{ ma_dvt: code, ten_dvt: `Xóa ${code}` }]);
  await page.goto(`/stock/units?searchKey=${code}`);
  const row = page.getByRole('row', { name: new RegExp(`Xóa ${code}`) });
  await row.getByRole('button', { name: 'Xóa' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText(`Xóa đơn vị tính “Xóa ${code}”?`);
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Đã xóa 1 dòng.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test.describe('a receptionist', () => {
  test.use({ signIn: 'letan' });

  test('adds and edits customers but is offered no delete', async ({ page }) => {
    await page.goto('/crm/partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Khách hàng' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thêm khách hàng' })).toBeVisible();
    // Rows can be chosen for a transfer or tags; a delete is never offered to the receptionist.
    await expect(page.getByRole('button', { name: 'Xóa' })).toHaveCount(0);
  });

  test('does not open the units screen at all', async ({ page }) => {
    await page.goto('/stock/units');
    await expect(page).toHaveURL(/\/blank/);
  });
});
