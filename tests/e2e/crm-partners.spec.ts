import { expect, test } from './fixtures.ts';

/** A phone no other run has used: 09 and eight digits of the clock. */
const freshPhone = () => `09${String(Date.now()).slice(-8)}`;

test('a new customer is created with the form, opens on its profile and is transferred', async ({ page }) => {
  // A whole working session (form, profile, transfer): longer than one screen's default.
  test.setTimeout(120_000);
  const phone = freshPhone();
  const name = `Khách thử ${phone.slice(-4)}`;
  await page.goto('/crm/partners');
  await page.getByRole('button', { name: 'Thêm khách hàng' }).click();
  await expect(page).toHaveURL(/\/crm\/partners\/new$/);

  // The server's rules show on the form: a phone of nine digits is refused, naming the field.
  await page.getByLabel('Tên khách hàng').fill(name);
  await page.getByLabel('Điện thoại', { exact: true }).fill('091234567');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Điện thoại không hợp lệ')).toBeVisible();

  await page.getByLabel('Điện thoại', { exact: true }).fill(phone.replace(/(\d{4})(\d{3})/, '$1 $2 '));
  const salesperson = page.getByRole('combobox', { name: 'Nhân viên phụ trách' });
  // The combo box opens on focus; typing goes in once it is open.
  await salesperson.click();
  await salesperson.fill('Hùng');
  // Chosen from the keyboard, as the front desk does: the first match, then Enter.
  await expect(page.getByRole('option', { name: /Lê Văn Hùng/ })).toBeAttached();
  // The list narrows once the search answers: the first option is then the match.
  await expect(page.getByRole('option', { name: /Lễ Tân/ })).toHaveCount(0);
  await salesperson.press('ArrowDown');
  await salesperson.press('Enter');
  await expect(salesperson).toHaveValue(/Lê Văn Hùng/);
  await page.getByRole('button', { name: /Tỉnh \/ thành phố/ }).click();
  await page.getByRole('option', { name: 'Thành phố Hồ Chí Minh' }).click();
  // The wards arrive once the province is chosen; the list opens on them.
  const ward = page.getByRole('button', { name: /Phường \/ xã/ });
  await expect(ward).toBeEnabled();
  await ward.click();
  const saigon = page.getByRole('option', { name: 'Phường Sài Gòn' });
  await saigon.scrollIntoViewIfNeeded();
  await saigon.click();
  await expect(ward).toContainText('Phường Sài Gòn');
  await page.getByRole('button', { name: 'Lưu' }).click();

  await expect(page.getByText(`Đã thêm khách hàng ${name}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/partners\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  await expect(page.getByText(/Lê Văn Hùng/)).toBeVisible();

  await page.getByRole('button', { name: 'Chuyển', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Chuyển 1 khách hàng' });
  const receiver = dialog.getByRole('combobox', { name: 'Sang nhân viên' });
  await receiver.click();
  await receiver.fill('Lễ Tân');
  await expect(page.getByRole('option', { name: /Nguyễn Thị Lễ Tân/ })).toBeAttached();
  await receiver.press('ArrowDown');
  await receiver.press('Enter');
  await expect(receiver).toHaveValue(/Nguyễn Thị Lễ Tân/);
  await dialog.getByLabel('Lý do').fill('Khách xin đổi người chăm sóc');
  await dialog.getByRole('button', { name: 'Chuyển', exact: true }).click();
  await expect(page.getByText('Đã chuyển 1 khách hàng.')).toBeVisible();
  await expect(page.getByText(/Nguyễn Thị Lễ Tân/).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Lịch sử chuyển' }).click();
  await expect(page.getByRole('cell', { name: 'Khách xin đổi người chăm sóc' })).toBeVisible();
});

test('the profile names its tags and starts a complaint already about its customer', async ({ page }) => {
  test.setTimeout(90_000);
  // A demo customer (seed/demo-customers.ts) with tags: shown by their names, not their codes.
  await page.goto('/crm/partners?tags=LIEUTRINH');
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/crm\/partners\/[0-9a-f-]{36}$/);
  const tags = page.getByRole('list', { name: 'Nhãn' });
  await expect(tags).toContainText('Đang theo liệu trình');
  await expect(tags).not.toContainText('LIEUTRINH');
  const name = String(await page.getByRole('heading', { level: 1 }).textContent());

  await page.getByRole('link', { name: 'Khiếu nại mới' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('combobox', { name: 'Khách hàng' })).toHaveValue(new RegExp(name));
  const type = form.getByRole('combobox', { name: 'Loại khiếu nại' });
  await type.click();
  await page.getByRole('option', { name: /Thái độ phục vụ/ }).click();
  await form.getByLabel('Nội dung').fill('Khách chờ lâu ở quầy lễ tân');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(/^Đã thêm khiếu nại/)).toBeVisible();
  // The list it returns to is that customer's complaints: the new one, of today.
  const rows = page.getByRole('grid').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Thái độ phục vụ');
  await expect(rows.nth(1)).toContainText(name);
});
