import { queryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../data/api-errors.ts';
import { fetchTenantConfig } from '../../data/auth.calls.ts';
import { lastTenant, selectTenant, session } from '../../state/session.ts';

/** Signed-out pages besides the login form: forgotten password, reset link, self-registration. */

/** GET /api/auth/config for one tenant: does it allow /auth/register? */
export const tenantConfigQuery = (tenant: string) =>
  queryOptions({
    queryKey: ['auth', 'config', tenant],
    queryFn: ({ signal }) => fetchTenantConfig(tenant, signal),
    staleTime: 60_000,
    retry: false,
  });

/** The tenant a signed-out form starts with: the session's, else the last one signed in to. */
export function defaultTenant(): string {
  return session.tenant || lastTenant();
}

export function normalTenant(tenant: string): string {
  return tenant.trim().toLowerCase();
}

/** As signing in does: requests then carry the tenant typed (unless the deployment fixes it). */
export function applyTypedTenant(tenant: string): void {
  if (!session.fixedTenant && tenant.trim()) selectTenant(tenant);
}

/** `value`, once it stopped changing for `ms` (a tenant being typed). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The server's messages per field of a VALIDATION answer, keyed by field name (react-aria Form). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.body.fields) return {};
  return Object.fromEntries(error.body.fields.map(({ field, message }) => [field, message]));
}
