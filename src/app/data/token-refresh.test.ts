// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '../i18n/i18n.ts';
import { readTokens, saveTokens, selectTenant, session } from '../state/session.ts';
import { apiGet } from './api.ts';
import { NetworkError, SessionLostError } from './api-errors.ts';
import { onSessionChange } from './token-refresh.ts';

const PAST = new Date(Date.now() - 60_000).toISOString();
const FUTURE = new Date(Date.now() + 15 * 60_000).toISOString();

interface Server {
  refreshCalls: number;
  /** Authorization headers of the data requests, in arrival order. */
  seen: string[];
  refreshAnswer: () => Response;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake server: refresh answers after 20 ms; data answers 200 only to the token 'fresh'. */
function fakeServer(): Server {
  const server: Server = {
    refreshCalls: 0,
    seen: [],
    refreshAnswer: () => json(200, { access_token: 'fresh', refresh_token: 'r2', expiration_date: FUTURE }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/refresh-token') {
        server.refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return server.refreshAnswer();
      }
      const auth = new Headers(init.headers).get('Authorization') ?? '';
      server.seen.push(auth);
      return auth === 'Bearer fresh'
        ? json(200, { ok: true })
        : json(401, { code: 'TOKEN_EXPIRED', message: 'Phiên đăng nhập đã hết hạn' });
    }),
  );
  return server;
}

const fiveCalls = () =>
  Promise.allSettled(
    ['a', 'b', 'c', 'd', 'e'].map((name) => apiGet(`system/${name}`, z.object({ ok: z.boolean() }))),
  );

/** Five calls signed in with `tokens`, every one answered after a single refresh. */
async function fiveAfterOneRefresh(
  tokens: { access_token: string; expiration_date: string },
  remember: boolean,
): Promise<Server> {
  const server = fakeServer();
  saveTokens({ ...tokens, refresh_token: 'r1' }, remember);
  const results = await fiveCalls();
  expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));
  expect(server.refreshCalls).toBe(1);
  return server;
}

describe('one token refresh at a time (spec §4 Request 401 handling)', () => {
  beforeEach(() => {
    i18n.activate('vi');
    localStorage.clear();
    sessionStorage.clear();
    selectTenant('demo', false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('5 parallel calls on an expired token make exactly one refresh call', async () => {
    const server = await fiveAfterOneRefresh({ access_token: 'old', expiration_date: PAST }, false);
    expect(server.seen).toEqual(Array(5).fill('Bearer fresh'));
    expect(readTokens()).toMatchObject({ access_token: 'fresh', refresh_token: 'r2' });
  });

  it('5 parallel 401 answers queue behind one refresh and are retried with the new token', async () => {
    const server = await fiveAfterOneRefresh({ access_token: 'revoked', expiration_date: FUTURE }, true);
    expect(server.seen.filter((auth) => auth === 'Bearer revoked')).toHaveLength(5);
    expect(server.seen.filter((auth) => auth === 'Bearer fresh')).toHaveLength(5);
    // remember-me: the rotated pair went to localStorage.
    expect(localStorage.getItem('demo.refresh_token')).toBe('r2');
  });

  it('a refused refresh deletes the credentials once and fails every queued call', async () => {
    const server = fakeServer();
    server.refreshAnswer = () => json(401, { code: 'UNAUTHORIZED', message: 'Phiên đăng nhập không hợp lệ' });
    const lost = vi.fn();
    onSessionChange(lost);
    saveTokens({ access_token: 'old', refresh_token: 'spent', expiration_date: PAST }, false);
    const results = await fiveCalls();
    expect(server.refreshCalls).toBe(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(SessionLostError);
    }
    expect(lost).toHaveBeenCalledTimes(1);
    expect(readTokens()).toBeNull();
    expect(session.signedIn).toBe(false);
  });

  it('no answer at all keeps the session and says the spec sentence', async () => {
    saveTokens({ access_token: 'fresh', refresh_token: 'r1', expiration_date: FUTURE }, false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = apiGet('system/branchs', z.unknown());
    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toThrow('Lỗi hệ thống, vui lòng thử lai sau ít phút!');
    expect(readTokens()?.access_token).toBe('fresh');
  });
});
