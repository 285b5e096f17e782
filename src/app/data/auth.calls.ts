import { z } from 'zod/mini';
import {
  authConfigSchema,
  type LoginResponse,
  loginResponseSchema,
  type TokenPair,
} from '../../contract/api/auth.api.ts';
import { apiGet, apiPost } from './api.ts';

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Spec §7 authentication calls. Sign-in calls are anonymous: a 401 there is a wrong password. */

export function fetchAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return apiGet('auth/config', authConfigSchema, { signal, anonymous: true });
}

/** The same for a tenant typed in a signed-out form (whether it allows self-registration). */
export function fetchTenantConfig(tenant: string, signal?: AbortSignal): Promise<AuthConfig> {
  return apiGet('auth/config', authConfigSchema, { signal, anonymous: true, tenant });
}

const okSchema = z.object({ ok: z.literal(true) });

/** Answers the same whether or not the user exists; the link goes out by SMS or e-mail. */
export async function forgotPassword(userName: string): Promise<void> {
  await apiPost('auth/forgot-password', { user_name: userName.trim() }, okSchema, { anonymous: true });
}

/** Sets the new password with the token of the link; every session of the user ends. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await apiPost('auth/reset-password', { token, password }, okSchema, { anonymous: true });
}

export interface RegisterInput {
  user_name: string;
  ten_nsd: string;
  password: string;
  dien_thoai?: string;
  email?: string;
}

/** Creates an account without rights; refused unless the tenant allows self-registration. */
export async function registerAccount(input: RegisterInput): Promise<void> {
  await apiPost('auth/register', input, okSchema, { anonymous: true });
}

export function login(userName: string, password: string): Promise<LoginResponse> {
  const body = { user_name: userName.trim(), password, system_type: 'web', login_type: 'password' };
  return apiPost('auth/login', body, loginResponseSchema, { anonymous: true });
}

/** The raw answer: an empty one is a case of its own (spec §8), not a format error. */
export function fetchUserInfo(tokens: TokenPair, signal?: AbortSignal): Promise<unknown> {
  return apiPost('auth/user-info', tokens, z.unknown(), { signal });
}

/** Revokes the session on the server; best effort, the client forgets it either way. */
export async function logoutSession(tokens: TokenPair): Promise<void> {
  await apiPost('auth/logout', tokens, z.unknown(), { anonymous: true }).catch(() => undefined);
}
