import type { HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { NotificationItem } from '../../src/contract/api/notifications.api.ts';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { hubClient, waitFor } from './realtime-helpers.ts';

describe(`notification hub with the real SignalR client (${backend})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let letan: string;
  const open: HubConnection[] = [];
  const connect = async (token: () => string, tenant = 'demo') => {
    const connection = hubClient(baseUrl, token, tenant);
    open.push(connection);
    await connection.start();
    return connection;
  };
  beforeAll(async () => {
    t = await openTestApp({ notifications: { pingIntervalMs: 500, recheckIntervalMs: 60_000 } });
    baseUrl = await t.listen();
    letan = (await signIn(t, 'letan')).session.access_token;
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop().catch(() => {})));
    await t.close();
  });

  it('refuses a connection without a token, with a bad one, or for another tenant', async () => {
    await expect(connect(() => '')).rejects.toThrow(/401/);
    await expect(connect(() => 'not-a-token')).rejects.toThrow(/401/);
    await expect(connect(() => letan, 'khac')).rejects.toThrow(/401/);
    const negotiate = await fetch(`${baseUrl}/api/hubs/notification/negotiate?negotiateVersion=1`, {
      method: 'POST',
    });
    expect(negotiate.status).toBe(401);
    expect((await negotiate.json()).code).toBe('UNAUTHORIZED');
  });

  it('delivers sendNotification and broadcasts live, answers invocations, reconnects after a drop', async () => {
    const received: NotificationItem[] = [];
    const connection = await connect(() => letan);
    connection.on('ReceiveNotification', (item: NotificationItem) => {
      received.push(item);
    });
    const { notifications } = await t.notifications.notifier.sendNotification('demo', ['letan'], {
      title: 'Khách đã đến',
      body: 'Phòng 2',
      target: '/crm/tasks/42',
      kind: 'task',
    });
    await waitFor(() => received.length === 1, 5000, 'the first notification');
    expect(received[0]).toEqual({ ...notifications[0], user_name: undefined, is_read: false });
    expect(await connection.invoke('GetUnreadCount')).toBe(1);
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow(/Unknown hub method/);

    // Someone else's notification does not reach this user.
    await t.notifications.notifier.sendNotification('demo', ['admin'], { title: 'Cho quản trị' });
    const admin = (await signIn(t, 'admin')).session.access_token;
    await t.request(
      '/api/notifications/broadcast',
      post({ title: 'Thông báo chung', target: '/user/notifications' }, { Authorization: `Bearer ${admin}` }),
    );
    await waitFor(() => received.length === 2, 5000, 'the broadcast');
    expect(received.map((n) => n.title)).toEqual(['Khách đã đến', 'Thông báo chung']);

    const firstId = connection.connectionId;
    let reconnected = false;
    connection.onreconnected(() => {
      reconnected = true;
    });
    t.notifications.realtime.hub.dropAll();
    await waitFor(() => reconnected, 10_000, 'the reconnect');
    expect(connection.connectionId).not.toBe(firstId);
    await waitFor(
      () => t.notifications.realtime.hub.connectionsOf('demo', 'letan') === 1,
      5000,
      'the new socket',
    );
    await t.notifications.notifier.sendNotification('demo', ['letan'], { title: 'Sau khi nối lại' });
    await waitFor(() => received.length === 3, 5000, 'the notification after the reconnect');
    expect(received[2]?.title).toBe('Sau khi nối lại');
  }, 30_000);

  it('refuses a signed-out session, and closes an open connection when its session ends', async () => {
    const login = await signIn(t, 'letan');
    const token = login.session.access_token;
    const connection = await connect(() => token);
    let closedWith: Error | undefined;
    let closed = false;
    connection.onclose((error) => {
      closed = true;
      closedWith = error;
    });
    const logout = await t.request(
      '/api/auth/logout',
      post({ access_token: token, refresh_token: login.session.refresh_token }),
    );
    expect(logout.status).toBeLessThan(300);
    await t.notifications.realtime.hub.revalidate();
    await waitFor(() => closed, 5000, 'the close');
    expect(closedWith?.message).toMatch(/session has ended/);
    expect(connection.state).toBe('Disconnected');
    await expect(connect(() => token)).rejects.toThrow(/401/);
  });

  it('closes a connection whose access token expired with leave to reconnect, and the client does', async () => {
    let token = (await signIn(t, 'letan')).session.access_token;
    const connection = await connect(() => token);
    let reconnecting: Error | undefined;
    let reconnected = false;
    connection.onreconnecting((error) => {
      reconnecting = error;
    });
    connection.onreconnected(() => {
      reconnected = true;
    });
    // As if 16 minutes had passed: the token is past its 15 minutes; the client asks for a fresh one.
    token = (await signIn(t, 'letan')).session.access_token;
    await t.notifications.realtime.hub.revalidate(Date.now() + 16 * 60_000);
    await waitFor(() => reconnected, 10_000, 'the reconnect');
    expect(reconnecting?.message).toMatch(/access token expired/);
    expect(connection.state).toBe('Connected');
  });

  it('closes the connection of a user who is disabled and refuses them until enabled again', async () => {
    const token = (await signIn(t, 'letan')).session.access_token;
    const connection = await connect(() => token);
    let closedWith: Error | undefined;
    connection.onclose((error) => {
      closedWith = error;
    });
    const setStatus = (status: number) =>
      withTenant(t.database.db, 'demo', (tx) =>
        tx.update(users).set({ status }).where(eq(users.user_name, 'letan')),
      );
    await setStatus(0);
    try {
      await t.notifications.realtime.hub.revalidate();
      await waitFor(() => closedWith !== undefined, 5000, 'the close');
      expect(closedWith?.message).toMatch(/session has ended/);
      await expect(connect(() => token)).rejects.toThrow(/401/);
    } finally {
      await setStatus(1);
    }
    const again = await connect(() => token);
    expect(again.state).toBe('Connected');
  });
});

describe(`notification hub as a browser reaches it: token in the query, raw frames (${backend})`, () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await openTestApp();
    baseUrl = await t.listen();
  });
  afterAll(() => t.close());

  it('negotiates and connects with ?access_token=, answers the handshake, delivers invocations', async () => {
    const token = (await signIn(t, 'letan')).session.access_token;
    const negotiate = await fetch(
      `${baseUrl}/api/hubs/notification/negotiate?negotiateVersion=1&tenant=demo&access_token=${token}`,
      { method: 'POST' },
    );
    expect(negotiate.status).toBe(200);
    const { connectionToken, availableTransports } = await negotiate.json();
    expect(availableTransports).toEqual([{ transport: 'WebSockets', transferFormats: ['Text'] }]);
    const wsUrl = `${baseUrl.replace('http', 'ws')}/api/hubs/notification`;
    const frames: string[] = [];
    const socket = new WebSocket(`${wsUrl}?id=${connectionToken}&access_token=${token}`);
    socket.on('message', (data) => frames.push(data.toString()));
    await new Promise((resolve) => socket.once('open', resolve));
    // Handshake and a first invocation in one frame (P10 c).
    socket.send(
      '{"protocol":"json","version":1}\x1e{"type":1,"invocationId":"1","target":"GetUnreadCount","arguments":[]}\x1e',
    );
    await waitFor(() => frames.join('').includes('"invocationId":"1"'), 5000, 'the completion');
    expect(frames.join('')).toContain('{}\x1e');
    expect(frames.join('')).toContain('{"type":3,"invocationId":"1","result":0}\x1e');
    await t.notifications.notifier.sendNotification('demo', ['letan'], { title: 'Từ trình duyệt' });
    await waitFor(() => frames.join('').includes('Từ trình duyệt'), 5000, 'the invocation');
    expect(frames.join('')).toMatch(
      /\{"type":1,"target":"ReceiveNotification","arguments":\[\{.*"title":"Từ trình duyệt"/,
    );
    socket.close();

    // A connection token is good once; without the token the upgrade is refused.
    const reused = new WebSocket(`${wsUrl}?id=${connectionToken}&access_token=${token}`);
    await expect(
      new Promise((resolve, reject) => reused.once('open', resolve).once('error', reject)),
    ).rejects.toThrow(/404/);
    const again = await (
      await fetch(`${baseUrl}/api/hubs/notification/negotiate?access_token=${token}`, { method: 'POST' })
    ).json();
    const anonymous = new WebSocket(`${wsUrl}?id=${again.connectionToken}`);
    await expect(
      new Promise((resolve, reject) => anonymous.once('open', resolve).once('error', reject)),
    ).rejects.toThrow(/401/);
  });
});
