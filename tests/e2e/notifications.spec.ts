import { apiLogin, expect, rememberedStorage, test, waitForServiceWorkerControl } from './fixtures.ts';
import { broadcast, uniqueTitle, unreadOf, waitForLiveBell } from './notifications-helpers.ts';
import { apiLoginAs, createUserViaApi } from './users-helpers.ts';

test('the bell shows the unread count, and a broadcast arrives live with a toast', async ({ page }) => {
  const admin = await apiLogin('admin');
  const earlier = uniqueTitle('Trước khi mở');
  await broadcast({ title: earlier, users: ['admin'] });
  const before = await unreadOf(admin.session.access_token);

  await page.goto('/dashboard/analytics');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(`Thông báo, ${before} chưa đọc`);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before));
  await waitForLiveBell(page);

  const title = uniqueTitle('Họp giao ban');
  await broadcast({ title, body: 'Phòng họp tầng 2', target: '/user/todo', users: ['admin'] });
  const toast = page.getByRole('alertdialog').filter({ hasText: title });
  await expect(toast).toContainText('Phòng họp tầng 2');
  await expect(page.getByTestId('notification-count')).toHaveText(String(before + 1));

  // The dropdown lists it first; opening it marks it read and goes to its target.
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: /Thông báo/ });
  const item = dropdown.getByRole('button', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/user\/todo$/);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before));
  expect(await unreadOf(admin.session.access_token)).toBe(before);

  // Mark all read empties the count, on the server too.
  await bell.click();
  await page.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Thông báo');
  expect(await unreadOf(admin.session.access_token)).toBe(0);
});

test('/user/notifications pages through a user’s notifications and viewing turns them read', async ({
  browser,
}) => {
  const user = await createUserViaApi({});
  const titles = Array.from({ length: 23 }, (_, i) => `Thông báo số ${String(i + 1).padStart(2, '0')}`);
  for (const title of titles) await broadcast({ title, users: [user.user_name] });
  const session = await apiLoginAs(user.user_name, user.password);
  const context = await browser.newContext({ storageState: rememberedStorage(session) });
  const page = await context.newPage();

  await page.goto('/user/notifications?pageSize=10&filter=unread');
  await expect(page.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Danh sách thông báo' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list.getByRole('listitem').first()).toContainText('Thông báo số 23');
  await expect(page.getByText('1–10 trên 23 dòng')).toBeVisible();

  // Shown for a moment: the ten on screen are read (the bell follows), the other pages are not.
  await expect.poll(() => unreadOf(session.session.access_token)).toBe(13);
  await expect(page.getByTestId('notification-count')).toHaveText('13');

  await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('button', { name: '2' }).click();
  await expect(page).toHaveURL(/pageIndex=2/);
  await expect(list.getByRole('listitem').first()).toContainText(/Thông báo số (13|03)/);
  await expect.poll(() => unreadOf(session.session.access_token)).toBeLessThan(13);

  await page.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
  await expect.poll(() => unreadOf(session.session.access_token)).toBe(0);
  await page.goto('/user/notifications?filter=unread');
  await expect(page.getByText('Bạn đã đọc hết thông báo')).toBeVisible();
  await context.close();
});

test.describe('as the receptionist', () => {
  test.use({ signIn: 'letan' });

  test('letan sees only their own notifications, live and in the list', async ({ page }) => {
    await page.goto('/user/notifications');
    await waitForLiveBell(page);
    const forAdmin = uniqueTitle('Chỉ cho quản trị');
    const forLetan = uniqueTitle('Cho lễ tân');
    await broadcast({ title: forAdmin, users: ['admin'] });
    await broadcast({ title: forLetan, users: ['letan'] });
    await expect(page.getByRole('alertdialog').filter({ hasText: forLetan })).toBeVisible();
    const list = page.getByRole('list', { name: 'Danh sách thông báo' });
    await expect(list).toContainText(forLetan);
    await expect(page.getByText(forAdmin)).toHaveCount(0);
  });
});

test('the settings turn push on and off and mute kinds, kept on the server', async ({ page }) => {
  await page.goto('/user/notifications');
  const push = page.getByRole('switch', { name: /Thông báo đẩy/ });
  await expect(push).toBeVisible();
  if (!(await push.isChecked())) await push.click({ force: true });
  await expect(push).toBeChecked();
  const reminders = page.getByRole('checkbox', { name: 'Nhắc lịch hẹn' });
  await expect(reminders).toBeEnabled();
  const wasMuted = await reminders.isChecked();
  await reminders.click({ force: true });
  await expect(reminders).toBeChecked({ checked: !wasMuted });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Nhắc lịch hẹn' })).toBeChecked({ checked: !wasMuted });
  await page.getByRole('switch', { name: /Thông báo đẩy/ }).click({ force: true });
  await expect(page.getByRole('checkbox', { name: 'Nhắc lịch hẹn' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Thông báo đẩy/ })).not.toBeChecked();
  // Leave it as the server's default for the next runs.
  await page.getByRole('switch', { name: /Thông báo đẩy/ }).click({ force: true });
  await expect(page.getByRole('switch', { name: /Thông báo đẩy/ })).toBeChecked();
});

test('a push delivered to the service worker shows a notification; its click opens the target in the app', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['notifications'], { origin });
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  // The registration whose active worker controls this very page: the browser is shared by the
  // whole run, so the same origin may still list registrations of earlier tests' contexts.
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const ours = versions.find(
        (v) => v.status === 'activated' && (v.controlledClients ?? []).includes(targetInfo.targetId),
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/user/notifications');
  await waitForServiceWorkerControl(page);
  // Permission already granted: the app tries to subscribe by itself. Playwright's incognito
  // Chromium refuses the Push API, so this ends logged only, with a way to try again.
  await expect(page.getByTestId('push-device')).toContainText(
    /Thiết bị này đang nhận thông báo đẩy|Chưa đăng ký được thiết bị này/,
  );

  const title = uniqueTitle('Lịch hẹn 9:00');
  const data = JSON.stringify({
    id: 'push-1',
    kind: 'reminder',
    title,
    body: 'Chị Lan',
    target: '/user/todo?filter=open',
    tenant: 'demo',
  });
  const id = await registrationId;

  // A push handed to a worker that is still starting can be lost (a push service would retry):
  // it is delivered again until shown; the same tag replaces, so it shows once.
  await expect
    .poll(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
      return page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map((n) => ({
          title: n.title,
          body: n.body,
          target: (n.data as { target?: string }).target,
        }));
      });
    })
    .toContainEqual({ title, body: 'Chị Lan', target: '/user/todo?filter=open' });

  // A click, as the OS would send it to the worker: the open window is taken to the target by its
  // own router (no reload: the marker set on the page survives).
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same page';
  });
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async (shownTitle) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
    };
    type NotificationEventInit = { notification: Notification };
    const NotificationEventClass = (
      globalThis as unknown as { NotificationEvent: new (type: string, init: NotificationEventInit) => Event }
    ).NotificationEvent;
    const shown = await scope.registration.getNotifications();
    const notification = shown.find((n) => n.title === shownTitle);
    if (!notification) throw new Error('the notification is not shown');
    // A synthetic event may not call waitUntil (it throws), but the handler's work has started.
    try {
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
    } catch {}
  }, title);
  await expect(page).toHaveURL(/\/user\/todo\?filter=open$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Việc cần làm' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
});
