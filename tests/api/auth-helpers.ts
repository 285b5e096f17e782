import { expect } from 'vitest';
import { type LoginResponse, loginResponseSchema } from '../../src/contract/api/auth.api.ts';
import { openTestApp, type TestApp, type TestAppOptions } from './harness.ts';

export const DEMO = { Tenant: 'demo' } as const;

export function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...DEMO, ...headers },
    body: JSON.stringify(body),
  };
}

export async function signIn(t: TestApp, user_name: string, password = user_name): Promise<LoginResponse> {
  const response = await t.request(
    '/api/auth/login',
    post({ user_name, password, system_type: 'web', login_type: 'password' }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return loginResponseSchema.parse(await response.json());
}

export function bearer(token: string, headers: Record<string, string> = {}): RequestInit {
  return { headers: { Authorization: `Bearer ${token}`, ...DEMO, ...headers } };
}

/** The second tenant several suites check isolation against: 'khac' with one branch, HN. */
export const OTHER_TENANT = 'khac';

export interface TwoTenants {
  t: TestApp;
  /** Access tokens of demo's admin and letan, and of khac's administrator. */
  admin: string;
  letan: string;
  other: string;
}

/**
 * A test app holding demo and the tenant 'khac' (its administrator signs in as `otherUser`, a
 * name demo also has, so a token's tenant and not its user name tells them apart).
 */
export async function openTwoTenants(
  options: Omit<TestAppOptions, 'tenants'> = {},
  otherUser = 'admin',
): Promise<TwoTenants> {
  const password = `${OTHER_TENANT}-${otherUser}`;
  const t = await openTestApp({
    ...options,
    tenants: [
      {
        id: OTHER_TENANT,
        ten_dn: 'Spa Khác',
        branches: [{ ma_dvcs: 'HN', ten_dvcs: 'Hà Nội' }],
        admin: { user_name: otherUser, password, ten_nsd: 'Quản trị Khác' },
      },
    ],
  });
  const admin = (await signIn(t, 'admin')).session.access_token;
  const letan = (await signIn(t, 'letan')).session.access_token;
  const login = await t.request(
    '/api/auth/login',
    post({ user_name: otherUser, password }, { Tenant: OTHER_TENANT }),
  );
  expect(login.status, await login.clone().text()).toBe(200);
  const other = loginResponseSchema.parse(await login.json()).session.access_token;
  return { t, admin, letan, other };
}
