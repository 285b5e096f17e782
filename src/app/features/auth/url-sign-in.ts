import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { resetSessionQueries } from '../../data/session.queries.ts';
import { DEVICE_KEYS } from '../../state/device-keys.ts';
import { rememberMe, rememberTenant, saveTokens, selectTenant, session } from '../../state/session.ts';

interface TokenClaims {
  exp?: number;
  /** Tenant the server issued the token for. */
  tnt?: string;
}

/** The payload of a JWT, unverified: the client only reads the expiry and the tenant from it. */
export function readClaims(token: string): TokenClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : {};
  } catch {
    return {};
  }
}

/** ISO expiry from `exp`; '' (counts as expired, so startup renews first) when it is missing. */
export function expiryOf(claims: TokenClaims): string {
  return typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toISOString() : '';
}

/** Where the arrived tokens wait for startup: this tab's session storage survives a reload. */
const STORAGE_KEY = DEVICE_KEYS.arrivedTokens;

const arrivedSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
type ArrivedTokens = z.infer<typeof arrivedSchema>;

/**
 * Spec §2: arriving anywhere with accessToken and refreshToken query parameters signs in (expiry
 * from the token). main.tsx takes them out of the address before the router reads it, replacing
 * the history entry, so they neither stay in the address bar nor come back with "Back", and the
 * first page loads once rather than again after a redirect. They wait in this tab's session
 * storage (a reload meanwhile keeps them) for `signInWithArrivedTokens`, which needs the tenant.
 */
export function takeTokensFromAddress(): void {
  const url = new URL(window.location.href);
  const accessToken = url.searchParams.get('accessToken');
  const refreshToken = url.searchParams.get('refreshToken');
  if (!accessToken || !refreshToken) return;
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ accessToken, refreshToken } satisfies ArrivedTokens),
    );
  } catch {
    // No storage: the tokens cannot be kept, and signing in from them would not last either.
  }
  url.searchParams.delete('accessToken');
  url.searchParams.delete('refreshToken');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

function arrivedTokens(): ArrivedTokens | null {
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    if (kept === null) return null;
    sessionStorage.removeItem(STORAGE_KEY);
    const parsed = arrivedSchema.safeParse(JSON.parse(kept));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Startup's boot, once the tenant is known: the session the address arrived with replaces any other. */
export function signInWithArrivedTokens(queryClient: QueryClient): void {
  const tokens = arrivedTokens();
  if (!tokens) return;
  const claims = readClaims(tokens.accessToken);
  if (!session.fixedTenant && claims.tnt && claims.tnt !== session.tenant) selectTenant(claims.tnt);
  if (!session.tenant) return;
  resetSessionQueries(queryClient);
  session.user = null;
  saveTokens(
    {
      access_token: tokens.accessToken,
      refresh_token: tokens.refreshToken,
      expiration_date: expiryOf(claims),
    },
    rememberMe(),
  );
  rememberTenant();
}
