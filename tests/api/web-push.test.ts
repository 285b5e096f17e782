import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, systemLogs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { browserSubscription, decryptPushBody, startPushService } from './push-endpoint.ts';

/** The VAPID public key (uncompressed P-256 point) as a JWK, to check the server's signature. */
function vapidJwk(publicKey: string) {
  const point = Buffer.from(publicKey, 'base64url');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
}

describe(`Web Push with VAPID to a local HTTPS push service (${backend})`, () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let letan: string;
  beforeAll(async () => {
    push = await startPushService((path) => (path.startsWith('/gone') ? 410 : 201));
    t = await openTestApp({
      notifications: { webPushAgent: push.agent, vapidSubject: 'mailto:ops@sen.test' },
    });
    letan = (await signIn(t, 'letan')).session.access_token;
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const register = (device: string, token: unknown) =>
    t.request('/api/notifications/tokens/register', {
      method: 'POST',
      headers: { ...bearer(letan).headers, 'content-type': 'application/json' },
      body: JSON.stringify({ os_type: 'browser', device_id: device, token }),
    });

  it('encrypts the payload per RFC 8291 with title, body and target, signed with the install’s VAPID key', async () => {
    const browser = browserSubscription(`${push.origin}/ok/device-1`);
    expect((await register('device-1', JSON.stringify(browser.json))).status).toBe(200);
    const sent = await t.notifications.notifier.sendNotification('demo', ['letan'], {
      title: 'Lịch hẹn 10:30',
      body: 'Khách Nguyễn Thị Hoa',
      target: '/crm/tasks/99',
      kind: 'task',
    });
    expect(await sent.pushed).toEqual({ sent: 1, gone: 0, failed: 0 });
    const request = push.received.find((r) => r.path === '/ok/device-1');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(decryptPushBody(request?.body ?? Buffer.alloc(0), browser.ecdh, browser.auth));
    expect(payload).toMatchObject({
      id: sent.notifications[0]?.id,
      title: 'Lịch hẹn 10:30',
      body: 'Khách Nguyễn Thị Hoa',
      target: '/crm/tasks/99',
      kind: 'task',
      tenant: 'demo',
    });
    // Authorization: vapid t=<JWT>, k=<public key>; the JWT verifies with that key.
    const authorization = String(request?.headers.authorization);
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(k).toBe(t.secrets.vapid.publicKey);
    expect(decodeProtectedHeader(jwt ?? '').alg).toBe('ES256');
    const { payload: claims } = await jwtVerify(jwt ?? '', await importJWK(vapidJwk(k ?? ''), 'ES256'));
    expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:ops@sen.test' });
  });

  it('respects push off and muted kinds', async () => {
    const put = (settings: unknown) =>
      t.request('/api/notifications/settings', {
        method: 'PUT',
        headers: { ...bearer(letan).headers, 'content-type': 'application/json' },
        body: JSON.stringify(settings),
      });
    await put({ push_enabled: true, muted_kinds: ['marketing'] });
    const muted = await t.notifications.notifier.sendNotification('demo', ['letan'], {
      title: 'Khuyến mãi',
      kind: 'marketing',
    });
    expect(await muted.pushed).toEqual({ sent: 0, gone: 0, failed: 0 });
    await put({ push_enabled: false, muted_kinds: [] });
    const off = await t.notifications.notifier.sendNotification('demo', ['letan'], { title: 'Tắt đẩy' });
    expect(await off.pushed).toEqual({ sent: 0, gone: 0, failed: 0 });
    await put({ push_enabled: true, muted_kinds: [] });
  });

  it('removes a subscription the push service answers 410 Gone, and logs the removal', async () => {
    const gone = browserSubscription(`${push.origin}/gone/device-2`);
    expect((await register('device-2', gone.json)).status).toBe(200);
    const sent = await t.notifications.notifier.sendNotification('demo', ['letan'], {
      title: 'Ai còn nghe?',
    });
    expect(await sent.pushed).toEqual({ sent: 1, gone: 1, failed: 0 });
    const rows = await withTenant(t.database.db, 'demo', (tx) => tx.select().from(pushSubscriptions));
    expect(rows.map((row) => row.device_id)).toEqual(['device-1']);
    const logs = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select().from(systemLogs).where(eq(systemLogs.object, 'notifications/tokens')),
    );
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'create', 'delete']);
  });
});
