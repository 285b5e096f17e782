import type { Locator, Page } from '@playwright/test';
import { createViaApi, uniqueCode } from './entity-helpers.ts';
import { apiLogin, expect, TENANT, test } from './fixtures.ts';

/**
 * Calls and work tickets (issue 28): a call logged by hand with its follow-up appointment while
 * `crm_calllog_force_task` is on, and a work ticket drawn on the ticket calendar's day view.
 * SEN_SHOTS_DIR=/tmp/shots keeps screenshots of both screens at three sizes.
 */
const shotsDir = process.env.SEN_SHOTS_DIR;
const SIZES = [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1440, height: 900 },
];

async function api(method: string, path: string, body?: unknown) {
  const admin = await apiLogin('admin');
  const response = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Tenant: TENANT,
      Authorization: `Bearer ${admin.session.access_token}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown> & { items: Record<string, unknown>[] };
}

const setForceTask = (value: 't' | 'f') =>
  api('POST', 'system/configs', { name: 'crm_calllog_force_task', group: 'settings', value });

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a call logged by hand carries its follow-up appointment when the setting asks for one', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const code = uniqueCode('KH');
  const phone = `09${String(Date.now()).slice(-8)}`;
  await createViaApi('crm/partners', [
    { ma_kh: code, ten_kh: `Khách ${code}`, dien_thoai: phone, ma_dvcs: 'CN01' },
  ]);
  await setForceTask('t');
  try {
    await page.goto('/crm/call-logs/call');
    await expect(page.getByText('Theo cài đặt, mỗi cuộc gọi phải kèm một lịch hẹn tiếp theo.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    await page
      .getByRole('textbox', { name: /Ghi chú/ })
      .first()
      .fill('Khách hỏi liệu trình trị mụn');
    await shoot(page, 'call-log-form');
    await page.getByRole('button', { name: 'Lưu cuộc gọi' }).click();
    await expect(page.getByText(/Đã ghi cuộc gọi CG\d{8}/)).toBeVisible();
    await expect(page).toHaveURL(/\/crm\/call-logs$/);
    const logs = await api('GET', `crm/call-logs?searchKey=${phone}`);
    expect(logs.items).toHaveLength(1);
    const [log] = logs.items;
    expect(log).toMatchObject({ ma_kh: code, dien_thoai: phone });
    expect(String(log?.ma_lh)).toMatch(/^LH/);
    const tasks = await api('GET', `crm/tasks?ma_kh=${code}`);
    expect(tasks.items.map((row) => row.ma_lh)).toEqual([log?.ma_lh]);
    await expect(page.getByText(phone, { exact: true }).first()).toBeVisible();
    await shoot(page, 'call-logs');
  } finally {
    await setForceTask('f');
  }
});

/** Page coordinates of a time on the single column of the day view. */
async function pointOf(grid: Locator, hour: number, minute = 0) {
  const box = await grid.boundingBox();
  if (!box) throw new Error('grid not shown');
  return { x: box.x + box.width / 2, y: box.y + ((hour * 60 + minute) / 60) * 56 };
}

test('a work ticket is drawn on the ticket calendar and saved with its due time', async ({ page }) => {
  test.setTimeout(60_000);
  const title = `Chuẩn bị quà chăm sóc ${uniqueCode('')}`;
  await page.goto('/crm/ticket/calendar?view=day&date=2031-05-06&branch=CN01');
  await expect(page.getByRole('heading', { name: 'Lịch công việc' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Theo phòng' })).toHaveCount(0);
  const grid = page.getByRole('application');
  const from = await pointOf(grid, 14, 5);
  const to = await pointOf(grid, 15, 30);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
  const form = page.getByRole('dialog', { name: 'Thêm phiếu công việc' });
  await form.getByRole('textbox', { name: 'Tiêu đề' }).fill(title);
  await shoot(page, 'ticket-form');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(/Đã thêm phiếu công việc CV\d{6}/)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${title}, 14:00–15:30`) })).toBeVisible();
  const found = await api('GET', `crm/tickets?searchKey=${encodeURIComponent(title)}`);
  expect(found.items[0]).toMatchObject({
    tieu_de: title,
    ngay_bd: new Date(Date.UTC(2031, 4, 6, 7)).toISOString(),
    han_chot: new Date(Date.UTC(2031, 4, 6, 8, 30)).toISOString(),
    trang_thai: 'open',
  });
  await shoot(page, 'ticket-calendar');
});

test('the CRM screens of tickets, calls, services and targets open from their addresses', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const screens: [string, string][] = [
    ['/crm/tickets', 'Phiếu công việc'],
    ['/crm/ticket/types', 'Loại phiếu công việc'],
    ['/crm/call-center/call-logs', 'Cuộc gọi tổng đài'],
    ['/crm/services', 'Chăm sóc sau dịch vụ'],
    ['/crm/service/expenses', 'Chi phí dịch vụ'],
    ['/crm/service/employee-responsibilities', 'Phân công nhân viên phụ trách'],
    ['/crm/targets', 'Mục tiêu'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('grid', { name: `Danh sách ${title}` })).toBeVisible();
    await shoot(page, path.slice(1).replaceAll('/', '-'));
  }
  // The customer profile shows the calls tab with the way to log one for that customer.
  const code = uniqueCode('KH');
  const [customer] = await createViaApi('crm/partners', [
    {
      ma_kh: code,
      ten_kh: `Khách ${code}`,
      dien_thoai: `09${String(Date.now()).slice(-8)}`,
      ma_dvcs: 'CN01',
    },
  ]);
  await page.goto(`/crm/partners/${String(customer?.id)}`);
  await page.getByRole('tab', { name: 'Cuộc gọi' }).click();
  await expect(page.getByText('Chưa có cuộc gọi nào với khách hàng.')).toBeVisible();
  await page.getByRole('link', { name: 'Ghi cuộc gọi' }).click();
  await expect(page).toHaveURL(new RegExp(`/crm/call-logs/call\\?ma_kh=${code}`));
  await expect(page.getByRole('combobox', { name: 'Khách hàng' }).first()).toHaveValue(new RegExp(code));
});
