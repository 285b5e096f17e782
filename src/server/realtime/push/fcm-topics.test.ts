import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fcmProvider } from './fcm-provider.ts';
import { type FakeGoogle, serviceAccountKeys, startFakeGoogle } from './fcm-test-server.ts';

/**
 * Contract test of FCM topics against the documented Instance ID server API (batchAdd /
 * batchRemove, one result per token) and the v1 send to a topic, with a local stand-in for
 * oauth2.googleapis.com, iid.googleapis.com and fcm.googleapis.com.
 */
const { privateKey } = serviceAccountKeys;

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

describe('FCM topics', () => {
  let google: FakeGoogle;
  let origin: string;
  let seen: Seen[] = [];
  let iidStatus = 200;
  beforeAll(async () => {
    google = await startFakeGoogle(({ path, headers, text }) => {
      if (path === '/token') return { status: 200, body: { access_token: 'ya29.topic', expires_in: 3599 } };
      const body = JSON.parse(text) as Record<string, unknown>;
      seen.push({ path, headers, body });
      if (path.startsWith('/v1/projects/')) return { status: 200, body: { name: 'projects/p/messages/1' } };
      if (iidStatus !== 200) return { status: iidStatus, body: { error: 'InvalidToken' } };
      const tokens = body.registration_tokens as string[];
      const results = tokens.map((token) =>
        token === 'gone' ? { error: 'NOT_FOUND' } : token === 'busy' ? { error: 'INTERNAL' } : {},
      );
      return { status: 200, body: { results } };
    });
    origin = google.origin;
  });
  afterAll(() => google.close());
  beforeEach(() => {
    seen = [];
    iidStatus = 200;
  });

  const topics = () => {
    const account = {
      project_id: 'p',
      client_email: 'e@p',
      private_key: privateKey,
      token_uri: `${origin}/token`,
    };
    const provider = fcmProvider({ account, apiUrl: origin, iidUrl: origin });
    if (!provider.topics) throw new Error('FCM has topics');
    return provider.topics;
  };

  it('subscribes tokens with the documented batchAdd call and sorts its per-token results', async () => {
    const report = await topics().subscribe('sen-demo', ['t1', 'gone', 'busy', 't2']);
    expect(report).toEqual({ done: 2, gone: ['gone'], failed: 1 });
    expect(seen[0]?.path).toBe('/iid/v1:batchAdd');
    expect(seen[0]?.headers.authorization).toBe('Bearer ya29.topic');
    expect(seen[0]?.headers.access_token_auth).toBe('true');
    expect(seen[0]?.body).toEqual({
      to: '/topics/sen-demo',
      registration_tokens: ['t1', 'gone', 'busy', 't2'],
    });
  });

  it('unsubscribes with batchRemove, 1000 tokens a call', async () => {
    const tokens = Array.from({ length: 1001 }, (_, i) => `t${i}`);
    expect(await topics().unsubscribe('sen-demo', tokens)).toEqual({ done: 1001, gone: [], failed: 0 });
    expect(seen.map((s) => [s.path, (s.body.registration_tokens as string[]).length])).toEqual([
      ['/iid/v1:batchRemove', 1000],
      ['/iid/v1:batchRemove', 1],
    ]);
  });

  it('counts every token failed when the call is refused, without throwing', async () => {
    iidStatus = 401;
    expect(await topics().subscribe('sen-demo', ['t1', 't2'])).toEqual({ done: 0, gone: [], failed: 2 });
  });

  it('sends one v1 message to the topic', async () => {
    const message = {
      id: 'n1',
      kind: 'broadcast',
      title: 'Họp',
      body: '9 giờ',
      target: null,
      tenant: 'demo',
    };
    expect(await topics().send('sen-demo', message)).toEqual({ status: 'sent' });
    expect(seen[0]?.path).toBe('/v1/projects/p/messages:send');
    expect(seen[0]?.body.message).toMatchObject({
      topic: 'sen-demo',
      notification: { title: 'Họp', body: '9 giờ' },
    });
    expect(seen[0]?.body.message).not.toHaveProperty('token');
  });
});
