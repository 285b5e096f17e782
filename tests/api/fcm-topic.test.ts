import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * Spec §6: a browser's FCM token is subscribed to (and unsubscribed from) its tenant's topic, and a
 * broadcast to the whole tenant reaches FCM devices through that topic. A local server stands in
 * for Google's OAuth, Instance ID (topics) and FCM v1 endpoints.
 */
interface Call {
  path: string;
  body: { to?: string; registration_tokens?: string[]; message?: Record<string, unknown> };
}

describe(`FCM tenant topic (${backend})`, () => {
  let t: TestApp;
  let google: Server;
  let calls: Call[] = [];
  let admin: string;
  let letan: string;
  beforeAll(async () => {
    google = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.url === '/token')
          return response.end(JSON.stringify({ access_token: 'ya29.t', expires_in: 3599 }));
        const body = JSON.parse(text);
        calls.push({ path: request.url ?? '', body });
        if (request.url?.startsWith('/iid/'))
          return response.end(JSON.stringify({ results: body.registration_tokens.map(() => ({})) }));
        response.end(JSON.stringify({ name: 'projects/demo-spa/messages/1' }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
    t = await openTestApp({ notifications: { fcmApiUrl: origin, fcmIidUrl: origin } });
    admin = (await signIn(t, 'admin')).session.access_token;
    letan = (await signIn(t, 'letan')).session.access_token;
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const account = {
      project_id: 'demo-spa',
      client_email: 'p@demo',
      private_key: privateKey,
      token_uri: `${origin}/token`,
    };
    const value = JSON.stringify(account);
    const saved = await t.request(
      '/api/system/configs',
      post(
        { name: 'push_fcm_service_account', group: 'settings', value },
        { Authorization: `Bearer ${admin}` },
      ),
    );
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => google.close(resolve));
  });
  beforeEach(() => {
    calls = [];
  });

  const send = (method: string, path: string, token: string, body: unknown) =>
    t.request(`/api/${path}`, {
      ...post(body, { Authorization: `Bearer ${token}` }),
      method,
    });
  const topicCalls = () => calls.filter((c) => c.path.startsWith('/iid/')).map((c) => [c.path, c.body]);
  const register = async (device: string, token: string) =>
    expect(
      (
        await send('POST', 'notifications/tokens/register', letan, {
          os_type: 'browser',
          device_id: device,
          token,
        })
      ).status,
    ).toBe(200);
  const eventually = async <T>(read: () => T, done: (value: T) => boolean): Promise<T> => {
    for (let i = 0; i < 100 && !done(read()); i++) await new Promise((r) => setTimeout(r, 50));
    return read();
  };

  it('subscribes a registered token, follows the settings, and moves a renewed token', async () => {
    await register('tablet-1', 'fcm-token-letan-aaaaaaaa');
    expect(topicCalls()).toEqual([
      ['/iid/v1:batchAdd', { to: '/topics/sen-demo', registration_tokens: ['fcm-token-letan-aaaaaaaa'] }],
    ]);

    calls = [];
    const muted = await send('PUT', 'notifications/settings', letan, {
      push_enabled: true,
      muted_kinds: ['broadcast'],
    });
    expect(muted.status).toBe(200);
    expect(topicCalls()).toEqual([
      ['/iid/v1:batchRemove', { to: '/topics/sen-demo', registration_tokens: ['fcm-token-letan-aaaaaaaa'] }],
    ]);
    calls = [];
    await send('PUT', 'notifications/settings', letan, { push_enabled: true, muted_kinds: [] });
    expect(topicCalls().map(([path]) => path)).toEqual(['/iid/v1:batchAdd']);

    calls = [];
    await register('tablet-1', 'fcm-token-letan-bbbbbbbb');
    expect(topicCalls()).toEqual([
      ['/iid/v1:batchRemove', { to: '/topics/sen-demo', registration_tokens: ['fcm-token-letan-aaaaaaaa'] }],
      ['/iid/v1:batchAdd', { to: '/topics/sen-demo', registration_tokens: ['fcm-token-letan-bbbbbbbb'] }],
    ]);
  });

  it('sends a whole-tenant broadcast once to the topic, a named one to each device', async () => {
    const everyone = await send('POST', 'notifications/broadcast', admin, { title: 'Họp toàn công ty' });
    expect(everyone.status).toBe(200);
    const sends = () =>
      calls.filter((c) => c.path === '/v1/projects/demo-spa/messages:send').map((c) => c.body.message);
    expect(await eventually(sends, (list) => list.length > 0)).toEqual([
      expect.objectContaining({ topic: 'sen-demo', notification: { title: 'Họp toàn công ty', body: '' } }),
    ]);

    calls = [];
    await send('POST', 'notifications/broadcast', admin, { title: 'Riêng lễ tân', users: ['letan'] });
    expect(await eventually(sends, (list) => list.length > 0)).toEqual([
      expect.objectContaining({ token: 'fcm-token-letan-bbbbbbbb' }),
    ]);
  });

  it('takes a locked user’s devices out of the topic, and puts them back on unlock', async () => {
    const list = await (await t.request('/api/system/users?searchKey=letan', bearer(admin))).json();
    const id = list.items.find((u: { user_name: string }) => u.user_name === 'letan').id;
    expect((await send('PATCH', `system/users/${id}`, admin, { status: 0 })).status).toBe(200);
    expect(topicCalls()).toEqual([
      ['/iid/v1:batchRemove', { to: '/topics/sen-demo', registration_tokens: ['fcm-token-letan-bbbbbbbb'] }],
    ]);
    calls = [];
    expect((await send('PATCH', `system/users/${id}`, admin, { status: 1 })).status).toBe(200);
    expect(topicCalls().map(([path]) => path)).toEqual(['/iid/v1:batchAdd']);
  });
});
