import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** The Tenant header picks the tenant's push settings: a tenant with its own Firebase account pushes through FCM. */
describe(`push services per tenant (${backend})`, () => {
  let t: TestApp;
  let fcm: Server;
  let origin: string;
  const sent: { project: string; token: string; data: Record<string, string> }[] = [];
  let admin: string;
  beforeAll(async () => {
    fcm = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        response.setHeader('content-type', 'application/json');
        if (request.url === '/token')
          return response.end(JSON.stringify({ access_token: 'ya29.t', expires_in: 3599 }));
        // Topic subscriptions (Instance ID): every token accepted.
        if (request.url?.startsWith('/iid/'))
          return response.end(
            JSON.stringify({ results: JSON.parse(text).registration_tokens.map(() => ({})) }),
          );
        const project = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? '')?.[1] ?? '?';
        const { message } = JSON.parse(text);
        sent.push({ project, token: message.token, data: message.data });
        response.end(JSON.stringify({ name: `projects/${project}/messages/1` }));
      });
    });
    await new Promise<void>((resolve) => fcm.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(fcm.address() as AddressInfo).port}`;
    t = await openTestApp({
      notifications: { fcmApiUrl: origin, fcmIidUrl: origin },
      tenants: [
        {
          id: 'khac',
          ten_dn: 'Spa Khác',
          branches: [{ ma_dvcs: 'HN', ten_dvcs: 'Hà Nội' }],
          admin: { user_name: 'admin', password: 'khac-admin', ten_nsd: 'QT' },
        },
      ],
    });
    admin = (await signIn(t, 'admin')).session.access_token;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fcm.close(resolve));
  });

  const settingsOf = async (token: string, tenant: string) =>
    (await (await t.request('/api/notifications/settings', bearer(token, { Tenant: tenant }))).json())
      .push_provider;

  it('uses the tenant’s own FCM account once set, and Web Push for the others', async () => {
    expect(await settingsOf(admin, 'demo')).toBe('webpush');
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const account = {
      project_id: 'demo-spa',
      client_email: 'push@demo-spa.test',
      private_key: privateKey,
      token_uri: `${origin}/token`,
    };
    const saved = await t.request(
      '/api/system/configs',
      post(
        { name: 'push_fcm_service_account', group: 'settings', value: JSON.stringify(account) },
        { Authorization: `Bearer ${admin}` },
      ),
    );
    expect(saved.status).toBe(200);
    expect(await settingsOf(admin, 'demo')).toBe('fcm');
    const login = await t.request(
      '/api/auth/login',
      post({ user_name: 'admin', password: 'khac-admin' }, { Tenant: 'khac' }),
    );
    expect(await settingsOf((await login.json()).session.access_token, 'khac')).toBe('webpush');

    const registered = await t.request(
      '/api/notifications/tokens/register',
      post(
        { os_type: 'browser', device_id: 'tablet-1', token: 'fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx' },
        { Authorization: `Bearer ${admin}` },
      ),
    );
    expect(await registered.json()).toMatchObject({ provider: 'fcm' });
    const result = await t.notifications.notifier.sendNotification('demo', ['admin'], {
      title: 'Qua FCM',
      target: '/crm/tasks/8',
    });
    expect(await result.pushed).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(sent).toEqual([
      {
        project: 'demo-spa',
        token: 'fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx',
        data: expect.objectContaining({ title: 'Qua FCM', target: '/crm/tasks/8', tenant: 'demo' }),
      },
    ]);
  });
});
