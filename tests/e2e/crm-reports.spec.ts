import { createViaApi } from './entity-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The report framework in a browser, on /crm/reports/employee: the period lives in the URL and in
 * the filters bar, the table ends with its totals row, and Excel export downloads a file.
 * SEN_SHOTS_DIR=/tmp/shots keeps screenshots at 390, 820 and 1440 px.
 */
const shotsDir = process.env.SEN_SHOTS_DIR;
const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];

test('the employee report follows its period, totals its table and exports it', async ({ page }) => {
  test.setTimeout(90_000);
  const phone = `08${String(Date.now()).slice(-8)}`;
  const [customer] = await createViaApi('crm/partners', [
    { ten_kh: `Chị Báo Cáo ${phone.slice(-4)}`, dien_thoai: phone, ma_dvcs: 'CN01', ma_nvbh: 'NV003' },
  ]);
  const now = new Date();
  const start = new Date(now.getTime() + 60 * 60_000).toISOString();
  const end = new Date(now.getTime() + 90 * 60_000).toISOString();
  await createViaApi('crm/tasks', [
    { ma_kh: customer?.ma_kh, ma_nvbh: 'NV003', ngay_bd: start, ngay_kt: end, ma_dvcs: 'CN01' },
  ]);
  // A month long past: nothing to report.
  await page.goto('/crm/reports/employee?fromDate=2020-01-01&toDate=2020-01-31');
  await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo theo nhân viên' })).toBeVisible();
  await expect(page.getByTestId('report-empty')).toBeVisible();

  // The end of the period typed in the filter moves the URL and brings this month's rows.
  const year = now.getFullYear() + 1;
  const to = page.getByRole('group', { name: 'Đến ngày' });
  await to.getByRole('spinbutton').first().click();
  await page.keyboard.type(`3112${year}`);
  await expect(page).toHaveURL(new RegExp(`toDate=${year}-12-31`));
  const row = page.getByTestId('report-table').getByRole('row').filter({ hasText: 'Lê Văn Hùng' });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('report-totals')).toContainText('Tổng cộng');
  await expect(page.getByTestId('report-chart')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`employee-2020-01-01_${year}-12-31.xlsx`);

  // Printed, the page is the report alone: no menus, filters or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('report-filters')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Xuất Excel' })).toBeHidden();
  await expect(page.getByTestId('report-table')).toBeVisible();
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/report-employee-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  if (shotsDir)
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${shotsDir}/report-employee-${size.width}.png`, fullPage: true });
    }
});
