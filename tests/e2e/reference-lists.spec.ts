import { expect, test } from './fixtures.ts';

/** Spec §4 startup step 3: dictionaries and call-centre providers load with the other lists. */

test('a dictionary field offers its group from the entries kept since startup, without asking again', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/system/dictionaries/lookup')) lookups.push(request.url());
  });
  await page.goto('/purchases/suppliers?edit=new');
  const form = page.getByRole('dialog', { name: 'Thêm nhà cung cấp' });
  await expect(form).toBeVisible();
  expect(lookups).toHaveLength(1);
  expect(lookups[0]).toContain('pageSize=1000');

  const group = form.getByRole('combobox', { name: 'Nhóm nhà cung cấp' });
  await group.fill('my pham');
  const option = page.getByRole('option', { name: /MYPHAM/ });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await option.click();
  await expect(group).toHaveValue('MYPHAM · Mỹ phẩm');
  expect(lookups).toHaveLength(1);
});

test.describe('a receptionist without the right to read call-centre providers', () => {
  test.use({ signIn: 'letan' });

  test('still gets the app: the refused provider list counts as none', async ({ page }) => {
    const providers = page.waitForResponse((response) =>
      response.url().includes('/api/call-center/providers'),
    );
    await page.goto('/crm/partners');
    expect((await providers).status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Khách hàng', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toHaveCount(0);
  });
});
