import type { Page } from '@playwright/test';
import { createViaApi, uniqueCode } from './entity-helpers.ts';
import { apiLogin, expect, TENANT, test, waitForServiceWorkerControl } from './fixtures.ts';

/** The outbox (DESIGN.md §7): writes made offline wait on the device and are applied exactly once. */

// Offline reloads start the whole app from the service worker's cache: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function adminApi(method: string, path: string, body?: unknown) {
  const admin = await apiLogin('admin');
  const response = await fetch(`${process.env.SEN_E2E_BASE_URL}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Tenant: TENANT,
      Authorization: `Bearer ${admin.session.access_token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Units whose code is `code`, counted by the server. */
async function unitsWithCode(code: string): Promise<number> {
  const answer = await adminApi('GET', `stock/units?searchKey=${code}`);
  return (answer.body.items as { ma_dvt: string }[]).filter((unit) => unit.ma_dvt === code).length;
}

/** The units screen, its chunks precached by the service worker so it keeps working offline. */
async function openUnits(page: Page, address = '/stock/units') {
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await waitForServiceWorkerControl(page);
}

async function addUnitInForm(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: 'Thêm mới' }).click();
  const form = page.getByRole('dialog', { name: 'Thêm đơn vị tính' });
  await form.getByLabel('Mã đơn vị tính').fill(code);
  await form.getByLabel('Tên đơn vị tính').fill(name);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form).toHaveCount(0);
}

test('a unit created offline waits on the device, survives a reload and is sent once', async ({
  page,
  context,
}) => {
  const code = uniqueCode('OB');
  await openUnits(page);
  await context.setOffline(true);
  await addUnitInForm(page, code, `Hộp ${code}`);
  await expect(page.getByText(`Đã lưu đơn vị tính Hộp ${code} trên thiết bị.`)).toBeVisible();
  const badge = page.getByTestId('outbox-badge');
  await expect(badge).toHaveText('1');
  await expect(page.getByTestId('pending-writes')).toContainText(`Thêm “Hộp ${code}”`);

  // Signing out with something pending asks first (the items stay on the device).
  await page.getByRole('button', { name: /Tài khoản/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText('Còn 1 thay đổi chưa gửi lên máy chủ');
  await confirm.getByRole('button', { name: 'Hủy bỏ' }).click();

  await badge.click();
  await expect(page).toHaveURL(/\/user\/outbox$/);
  await page.reload();
  const item = page.getByTestId('outbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Thêm đơn vị tính “Hộp ${code}”`);
  await expect(item).toContainText('Chờ gửi');
  expect(await unitsWithCode(code)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText('Không có thay đổi nào chờ gửi')).toBeVisible();
  await expect(badge).toHaveCount(0);
  expect(await unitsWithCode(code)).toBe(1);
  await page.goto(`/stock/units?searchKey=${code}`);
  await expect(page.getByRole('row', { name: new RegExp(`Hộp ${code}`) })).toHaveCount(1);
});

test('a replay whose answer is lost, then a reload, still makes exactly one record', async ({
  page,
  context,
}) => {
  const code = uniqueCode('OL');
  await openUnits(page);
  await context.setOffline(true);
  await addUnitInForm(page, code, `Lọ ${code}`);
  await expect(page.getByTestId('outbox-badge')).toHaveText('1');

  // The replay reaches the server, which writes; the answer never comes back.
  let reachedServer: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    reachedServer = resolve;
  });
  await context.route('**/api/stock/units', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    await route.abort('connectionreset');
    reachedServer();
  });
  await context.setOffline(false);
  await reached;
  expect(await unitsWithCode(code)).toBe(1);
  await expect(page.getByTestId('outbox-badge')).toHaveText('1');

  await context.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn vị tính' })).toBeVisible();
  await page.goto('/user/outbox');
  // Polled as text so that a failure prints what the queue still holds (state, server's words);
  // the replay at start may follow a backed-off retry of the page before on a busy machine.
  await expect
    .poll(() => page.locator('body').textContent(), { timeout: 20_000 })
    .toContain('Không có thay đổi nào chờ gửi');
  expect(await unitsWithCode(code)).toBe(1);
});

test('an offline edit that someone else overtook becomes a conflict the user resolves', async ({
  page,
  context,
}) => {
  const code = uniqueCode('OC');
  const [unit] = await createViaApi('stock/units', [{ ma_dvt: code, ten_dvt: `Cái ${code}` }]);
  await openUnits(page, `/stock/units?searchKey=${code}&edit=${unit?.id}`);
  const form = page.getByRole('dialog', { name: `Sửa đơn vị tính ${code}` });
  await expect(form.getByLabel('Tên đơn vị tính')).toHaveValue(`Cái ${code}`);

  await context.setOffline(true);
  await form.getByLabel('Tên đơn vị tính').fill(`Chiếc ${code}`);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Đã lưu đơn vị tính Chiếc ${code} trên thiết bị.`)).toBeVisible();
  // Meanwhile a colleague saves the same unit.
  const colleague = await adminApi('PUT', `stock/units/${unit?.id}`, {
    ma_dvt: code,
    ten_dvt: `Chiếc nhỏ ${code}`,
    version: unit?.version,
  });
  expect(colleague.status).toBe(200);

  await context.setOffline(false);
  const badge = page.getByTestId('outbox-badge');
  await expect(badge).toHaveAttribute('aria-label', /1 cần xử lý/);
  await badge.click();
  const item = page.getByTestId('outbox-item');
  await expect(item).toContainText('Xung đột');
  await expect(item).toContainText('Dữ liệu đã được người khác cập nhật');

  // Edit again: the colleague's version underneath, the offline change on top.
  await item.getByRole('button', { name: 'Sửa lại' }).click();
  await expect(page).toHaveURL(new RegExp(`/stock/units\\?edit=${unit?.id}`));
  const again = page.getByRole('dialog', { name: `Sửa đơn vị tính ${code}` });
  await expect(again.getByLabel('Tên đơn vị tính')).toHaveValue(`Chiếc ${code}`);
  await again.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText(`Đã lưu đơn vị tính Chiếc ${code}.`)).toBeVisible();
  await expect(badge).toHaveCount(0);
  const saved = await adminApi('GET', `stock/units/${unit?.id}`);
  expect(saved.body).toMatchObject({ ten_dvt: `Chiếc ${code}`, version: Number(unit?.version) + 2 });
});

test('a queued write is discarded after the confirmation', async ({ page, context }) => {
  const code = uniqueCode('OD');
  await openUnits(page);
  await context.setOffline(true);
  await addUnitInForm(page, code, `Gói ${code}`);
  await page.getByTestId('outbox-badge').click();
  await page.getByTestId('outbox-item').getByRole('button', { name: 'Bỏ' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Xác nhận' });
  await expect(confirm).toContainText(`Bỏ thay đổi “Gói ${code}”?`);
  await confirm.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Không có thay đổi nào chờ gửi')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  expect(await unitsWithCode(code)).toBe(0);
});

test('a to-do task added and ticked offline stays on the list and reaches the server once', async ({
  page,
  context,
}) => {
  const task = `Gọi lại khách ${uniqueCode('TD')}`;
  const onServer = async () =>
    (
      (await adminApi('GET', `user/todos?searchKey=${encodeURIComponent(task)}`)).body.items as {
        noi_dung: string;
        hoan_thanh: boolean;
      }[]
    ).filter((todo) => todo.noi_dung === task);
  await page.goto('/user/todo');
  await expect(page.getByRole('heading', { level: 1, name: 'Việc cần làm' })).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  const input = page.getByLabel('Việc cần làm mới');
  await input.fill(task);
  await input.press('Enter');
  const item = page.getByTestId('todo-item').filter({ hasText: task });
  await expect(item).toBeVisible();
  await item.getByRole('checkbox', { name: `Đã xong: ${task}` }).focus();
  await page.keyboard.press('Space');
  await expect(item.getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('outbox-badge')).toHaveText('2');
  expect(await onServer()).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  expect(await onServer()).toEqual([expect.objectContaining({ hoan_thanh: true })]);
  await page.reload();
  await expect(item.getByRole('checkbox')).toBeChecked();
});

test('a to-do task deleted offline leaves the list, waits in the outbox and is deleted on the server', async ({
  page,
  context,
}) => {
  const task = `Hủy lịch cũ ${uniqueCode('TX')}`;
  const created = await adminApi('POST', 'user/todos', {
    id: crypto.randomUUID(),
    ma_viec: uniqueCode('TX'),
    noi_dung: task,
  });
  expect(created.status).toBe(201);
  const onServer = async () =>
    (
      (await adminApi('GET', `user/todos?searchKey=${encodeURIComponent(task)}`)).body.items as {
        noi_dung: string;
      }[]
    ).filter((todo) => todo.noi_dung === task).length;
  await page.goto('/user/todo');
  const item = page.getByTestId('todo-item').filter({ hasText: task });
  await expect(item).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  await item.getByRole('button', { name: `Xóa: ${task}` }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('Chưa có mạng: thay đổi sẽ được gửi khi có kết nối')).toBeVisible();
  // Offline there is no "Hoàn tác": the outbox screen's "Bỏ" takes it back.
  await expect(page.getByRole('button', { name: 'Hoàn tác' })).toHaveCount(0);
  await expect(page.getByTestId('outbox-badge')).toHaveText('1');
  expect(await onServer()).toBe(1);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  expect(await onServer()).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Việc cần làm' })).toBeVisible();
  await expect(item).toHaveCount(0);
});
