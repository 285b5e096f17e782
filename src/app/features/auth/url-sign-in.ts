import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { resetSessionQueries } from '../../data/session.queries.ts';
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

/**
 * Spec §2: arriving anywhere with accessToken and refreshToken query parameters signs in (expiry
 * from the token), then the same address is opened again without them, replacing the entry in
 * history so the tokens neither stay in the address bar nor come back with "Back".
 */
export function takeTokensFromUrl(location: ParsedLocation, queryClient: QueryClient): void {
  const params = new URLSearchParams(location.searchStr);
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  if (!accessToken || !refreshToken) return;

  const claims = readClaims(accessToken);
  if (!session.fixedTenant && claims.tnt && claims.tnt !== session.tenant) selectTenant(claims.tnt);
  if (session.tenant) {
    resetSessionQueries(queryClient);
    session.user = null;
    saveTokens(
      { access_token: accessToken, refresh_token: refreshToken, expiration_date: expiryOf(claims) },
      rememberMe(),
    );
    rememberTenant();
  }
  params.delete('accessToken');
  params.delete('refreshToken');
  const search = params.toString();
  throw redirect({
    href: `${location.pathname}${search ? `?${search}` : ''}${location.hash ? `#${location.hash}` : ''}`,
    replace: true,
  });
}
