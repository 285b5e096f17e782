import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fcmProvider } from './fcm-provider.ts';
import { type FakeGoogle, serviceAccountKeys, startFakeGoogle } from './fcm-test-server.ts';
import type { PushMessage } from './push-provider.ts';

/**
 * Contract test against the documented FCM HTTP v1 exchange, with a local server standing in for
 * oauth2.googleapis.com (JWT-bearer grant) and fcm.googleapis.com (messages:send).
 */
const { privateKey, publicKey } = serviceAccountKeys;

const UNREGISTERED = {
  error: {
    code: 404,
    message: 'Requested entity was not found.',
    status: 'NOT_FOUND',
    details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
  },
};
const INVALID = {
  error: {
    code: 400,
    message: 'The registration token is not a valid FCM registration token',
    status: 'INVALID_ARGUMENT',
  },
};

const message: PushMessage = {
  id: 'n-1',
  kind: 'task',
  title: 'Lịch hẹn',
  body: 'Phòng 3',
  target: '/crm/tasks/5',
  tenant: 'demo',
};

describe('FCM HTTP v1 provider', () => {
  let google: FakeGoogle;
  let origin: string;
  const tokenRequests: URLSearchParams[] = [];
  const sends: { authorization?: string; path?: string; body: { message: Record<string, unknown> } }[] = [];
  beforeAll(async () => {
    google = await startFakeGoogle(({ path, headers, text }) => {
      if (path === '/token') {
        tokenRequests.push(new URLSearchParams(text));
        return {
          status: 200,
          body: { access_token: 'ya29.test-token', expires_in: 3599, token_type: 'Bearer' },
        };
      }
      const body = JSON.parse(text);
      sends.push({ authorization: headers.authorization, path, body });
      if (headers.authorization !== 'Bearer ya29.test-token')
        return { status: 401, body: { error: { code: 401, status: 'UNAUTHENTICATED' } } };
      if (body.message.token === 'gone-token') return { status: 404, body: UNREGISTERED };
      if (body.message.token === 'bad-token') return { status: 400, body: INVALID };
      return {
        status: 200,
        body: { name: 'projects/sen-test/messages/0:1500415314455276%31bd1c9631bd1c96' },
      };
    });
    origin = google.origin;
  });
  afterAll(() => google.close());

  const provider = () =>
    fcmProvider({
      account: {
        project_id: 'sen-test',
        client_email: 'sen-push@sen-test.iam.gserviceaccount.com',
        private_key: privateKey,
        private_key_id: 'key-1',
        token_uri: `${origin}/token`,
      },
      apiUrl: origin,
      publicUrl: 'https://sen.example.vn',
    });

  it('signs the OAuth assertion with the service account, sends the documented v1 message, and reuses the access token', async () => {
    const fcm = provider();
    expect(await fcm.send({ id: 's1', provider: 'fcm', token: 'device-token-1' }, message)).toEqual({
      status: 'sent',
    });
    expect(await fcm.send({ id: 's2', provider: 'fcm', token: 'device-token-2' }, message)).toEqual({
      status: 'sent',
    });
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload, protectedHeader } = await jwtVerify(
      tokenRequests[0]?.get('assertion') ?? '',
      await importSPKI(publicKey, 'RS256'),
    );
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'key-1' });
    expect(payload).toMatchObject({
      iss: 'sen-push@sen-test.iam.gserviceaccount.com',
      aud: `${origin}/token`,
      scope:
        'https://www.googleapis.com/auth/firebase.messaging https://www.googleapis.com/auth/cloud-platform',
    });
    expect(sends[0]?.path).toBe('/v1/projects/sen-test/messages:send');
    expect(sends[0]?.body.message).toEqual({
      token: 'device-token-1',
      notification: { title: 'Lịch hẹn', body: 'Phòng 3' },
      // Every field of the message as data, for the service worker.
      data: message,
      webpush: {
        fcm_options: { link: 'https://sen.example.vn/crm/tasks/5' },
        data: message,
      },
    });
  });

  it('reads UNREGISTERED as a gone token and other errors as failures', async () => {
    const fcm = provider();
    expect(await fcm.send({ id: 's3', provider: 'fcm', token: 'gone-token' }, message)).toEqual({
      status: 'gone',
    });
    expect(await fcm.send({ id: 's4', provider: 'fcm', token: 'bad-token' }, message)).toEqual({
      status: 'failed',
      reason: 'HTTP 400 INVALID_ARGUMENT',
    });
  });

  it('fails (never throws) when the OAuth exchange or the network fails', async () => {
    const fcm = fcmProvider({
      account: {
        project_id: 'p',
        client_email: 'e',
        private_key: privateKey,
        token_uri: 'http://127.0.0.1:9/token',
      },
      apiUrl: origin,
    });
    const outcome = await fcm.send({ id: 's5', provider: 'fcm', token: 'device-token-1' }, message);
    expect(outcome.status).toBe('failed');
  });
});
