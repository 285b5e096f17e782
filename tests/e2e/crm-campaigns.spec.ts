import type { Page } from '@playwright/test';
import { callApi, createViaApi, uniqueCode } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Campaigns and broadcasts (issue 28): a campaign made with the form, its audience picked with
 * the customers' list filters and previewed, then a broadcast to it followed to the end with its
 * progress and each recipient's status (the customer without a phone skipped with the reason).
 * The e2e server has no SMS gateway: messages land in system/sms/logs. SEN_SHOTS_DIR keeps
 * screenshots of both screens at phone and desktop sizes.
 */
const shotsDir = process.env.SEN_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const requirePhone = (value: 't' | 'f') =>
  callApi('admin', null, 'POST', 'system/configs', {
    name: 'crm_partner_require_phone',
    group: 'settings',
    value,
  });

test('a campaign from the customers’ filters, its audience, and a broadcast with progress and statuses', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const source = uniqueCode('NG');
  const name = `Tri ân ${source}`;
  const phone = (n: number) => `09${String(Date.now() + n).slice(-8)}`;
  await requirePhone('f');
  try {
    await createViaApi('crm/partners', [
      { ten_kh: `Chị Ánh ${source}`, dien_thoai: phone(1), ma_nguon: source, ma_dvcs: 'CN01' },
      { ten_kh: `Chị Bích ${source}`, dien_thoai: phone(2), ma_nguon: source, ma_dvcs: 'CN01' },
      { ten_kh: `Chị Cúc ${source}`, ma_nguon: source, ma_dvcs: 'CN01' },
    ]);
  } finally {
    await requirePhone('t');
  }

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/crm/campaigns?edit=new');
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: /Tên chiến dịch/ }).fill(name);
  const end = form.getByRole('group', { name: /Ngày kết thúc/ });
  await end.getByRole('spinbutton').first().click();
  await page.keyboard.type('31122030');
  await form.getByRole('combobox', { name: /Chi nhánh/ }).click();
  await page.getByRole('option', { name: /CN01/ }).click();
  await form.getByRole('button', { name: 'Lưu', exact: true }).click();
  await expect(form).toBeHidden();
  await page.getByRole('row').filter({ hasText: name }).getByText(name).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The audience: the customers' own filters, previewed as the customers' list answers them.
  await page.getByTestId('audience-filters').getByRole('textbox', { name: 'Nguồn khách hàng' }).fill(source);
  await expect(page.getByTestId('audience-count')).toHaveText('3 khách hàng');
  await expect(page.getByRole('link', { name: `Chị Ánh ${source}` })).toBeVisible();
  await page.getByRole('button', { name: 'Lưu đối tượng' }).click();
  await expect(page.getByTestId('campaign-results')).toContainText('Khách hàng mục tiêu3');
  await shoot(page, 'crm-campaign');

  await page.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  await expect(page).toHaveURL(/\/crm\/broadcast\?campaign=/);
  await expect(page.getByTestId('audience-count')).toHaveText('3 khách hàng');
  await page.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill('Sen Spa tặng chị liệu trình dưỡng da');
  await shoot(page, 'crm-broadcast-form');
  await page.getByRole('button', { name: 'Gửi', exact: true }).click();
  await expect(page).toHaveURL(/\/crm\/broadcast\?id=/);
  await expect(page.getByRole('progressbar', { name: 'Đã gửi xong' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 / 3 khách hàng');
  const counts = page.getByTestId('broadcast-counts');
  await expect(counts).toContainText('Đã gửi: 2');
  await expect(counts).toContainText('Bỏ qua: 1');
  const skipped = page
    .getByTestId('broadcast-recipients')
    .getByRole('row')
    .filter({ hasText: `Chị Cúc ${source}` });
  await expect(skipped).toContainText('Không có số điện thoại hợp lệ');
  await shoot(page, 'crm-broadcast');

  // The campaign started with its first broadcast, and counts what was sent.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Đang chạy')).toBeVisible();
  await expect(page.getByTestId('campaign-results')).toContainText('Tin đã gửi2');
});
