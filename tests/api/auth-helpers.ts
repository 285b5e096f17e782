import { expect } from 'vitest';
import { type LoginResponse, loginResponseSchema } from '../../src/contract/api/auth.api.ts';
import type { TestApp } from './harness.ts';

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
