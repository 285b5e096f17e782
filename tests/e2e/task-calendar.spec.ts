import type { Locator, Page } from '@playwright/test';
import { createViaApi, uniqueCode } from './entity-helpers.ts';
import { apiLogin, expect, TENANT, test } from './fixtures.ts';

/**
 * The appointment calendar (issue 28) in the resource view by room of CN01: P101, P102, VIP1 and
 * "not in a room". Business times are UTC+7 whatever the browser's zone (playwright.config.ts).
 */
const DAY = '2031-03-04';
const HOUR_PX = 56;
const local = (hour: number, minute = 0) => new Date(Date.UTC(2031, 2, 4, hour - 7, minute)).toISOString();

async function getTask(id: string) {
  const admin = await apiLogin('admin');
  const response = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/crm/tasks/${id}`, {
    headers: { Tenant: TENANT, Authorization: `Bearer ${admin.session.access_token}` },
  });
  return (await response.json()) as Record<string, string>;
}

/** Page coordinates of a column's time on the grid. */
async function pointOf(grid: Locator, col: number, hour: number, minute = 0) {
  const box = await grid.boundingBox();
  if (!box) throw new Error('grid not shown');
  const width = box.width / 4;
  return { x: box.x + width * col + width / 2, y: box.y + ((hour * 60 + minute) / 60) * HOUR_PX };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y + 8, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

async function chooseCustomer(page: Page, code: string) {
  const form = page.getByRole('dialog', { name: 'Thêm lịch hẹn' });
  const customer = form.getByRole('combobox', { name: 'Khách hàng' });
  await customer.fill(code);
  // The keyboard picks the one match: a click can miss an option that re-renders under it while
  // the customers kept on the device refresh after the other bookings' saves.
  await expect(page.getByRole('option', { name: new RegExp(code) })).toHaveCount(1);
  await customer.press('ArrowDown');
  await customer.press('Enter');
  await expect(customer).toHaveValue(new RegExp(code));
  await form.getByRole('button', { name: 'Lưu' }).click();
}

test('the desk books, moves and resizes by drag, confirms an overlap, and does the same by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const code = uniqueCode('KH');
  const phone = `09${String(Date.now()).slice(-8)}`;
  await createViaApi('crm/partners', [
    { ma_kh: code, ten_kh: `Khách ${code}`, dien_thoai: phone, ma_dvcs: 'CN01' },
  ]);
  const [other] = await createViaApi('crm/tasks', [
    { ma_kh: code, ma_dvcs: 'CN01', ma_phong: 'P102', ngay_bd: local(13), ngay_kt: local(14) },
  ]);
  await page.goto(`/crm/task/calendar?view=room&date=${DAY}&branch=CN01`);
  const grid = page.getByRole('application');
  for (const room of ['Phòng 101', 'Phòng 102', 'Phòng VIP 1', 'Chưa xếp phòng'])
    await expect(page.getByText(room, { exact: true })).toBeVisible();

  // Create by drawing 10:00–11:00 in P101.
  await drag(page, await pointOf(grid, 0, 10, 5), await pointOf(grid, 0, 11));
  await expect(
    page.getByRole('dialog', { name: 'Thêm lịch hẹn' }).getByRole('combobox', { name: 'Phòng' }),
  ).toHaveValue(/P101/);
  await chooseCustomer(page, code);
  await expect(page.getByText(/Đã thêm lịch hẹn LH/)).toBeVisible();
  const booking = page.getByRole('button', { name: new RegExp(`Khách ${code}, 10:00–11:00`) });
  await expect(booking).toBeVisible();
  const id = String(await booking.getAttribute('data-task'));
  expect(await getTask(id)).toMatchObject({ ma_phong: 'P101', ngay_bd: local(10), ngay_kt: local(11) });

  // Move to VIP1 at 11:00, then stretch its end to 12:30.
  await drag(page, await pointOf(grid, 0, 10, 15), await pointOf(grid, 2, 11, 15));
  await expect(page.getByText(/Đã lưu lịch hẹn LH/).first()).toBeVisible();
  await expect.poll(async () => (await getTask(id)).ngay_bd).toBe(local(11));
  expect((await getTask(id)).ma_phong).toBe('VIP1');
  await drag(page, await pointOf(grid, 2, 11, 58), await pointOf(grid, 2, 12, 30));
  await expect.poll(async () => (await getTask(id)).ngay_kt).toBe(local(12, 30));

  // Onto P102 at 13:00: the warning names the booking already there; agreeing keeps both.
  await drag(page, await pointOf(grid, 2, 11, 15), await pointOf(grid, 1, 13, 15));
  const warning = page.getByRole('alertdialog');
  await expect(warning.getByTestId('task-conflicts')).toContainText(String(other?.ma_lh));
  await warning.getByRole('button', { name: 'Đồng ý' }).click();
  await expect.poll(async () => (await getTask(id)).ma_phong).toBe('P102');
  expect((await getTask(id)).ngay_bd).toBe(local(13));

  // The keyboard: the grid's cursor (07:00 in P101) → P101 09:00–10:30, Enter books it.
  await grid.focus();
  for (const key of [
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
    'ArrowDown',
  ])
    await page.keyboard.press(key);
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Enter');
  await chooseCustomer(page, code);
  const typed = page.getByRole('button', { name: new RegExp(`Khách ${code}, 09:00–10:30`) });
  await expect(typed).toBeVisible();
  const typedId = String(await typed.getAttribute('data-task'));
  // M picks it up; right to P102, down an hour; Enter drops it onto the other booking's hour.
  await typed.focus();
  await page.keyboard.press('m');
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog').getByTestId('task-conflicts')).toContainText(
    String(other?.ma_lh),
  );
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await getTask(typedId)).ma_phong).toBe('P102');
  expect(await getTask(typedId)).toMatchObject({ ngay_bd: local(13), ngay_kt: local(14, 15) });
});
