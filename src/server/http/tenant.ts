import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import type { TenantCache } from '../lib/tenant-cache.ts';
import type { AppEnv, ClientInfo } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * Picks the tenant from the `Tenant` header (or DEFAULT_TENANT) and refuses unknown ones with 404.
 * Known tenants are remembered for a minute (caches.tenants) so the check costs no query on the
 * hot path; an unknown tenant throws before anything is cached.
 */
export function resolveTenant(
  db: Db,
  defaultTenant: string | undefined,
  known: TenantCache<true>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const tenantId = c.req.header('tenant')?.trim().toLowerCase() || defaultTenant;
    if (!tenantId) throw new ApiError(400, 'TENANT_REQUIRED');
    await known.get(tenantId, async () => {
      const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
      if (!row) throw new ApiError(404, 'TENANT_NOT_FOUND', { values: { tenant: tenantId } });
      return true;
    });
    c.set('tenantId', tenantId);
    await next();
  };
}

/** Client address (first X-Forwarded-For hop when behind a proxy), device id and user agent. */
export function clientInfo(c: Context<AppEnv>): ClientInfo {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return {
    ip: forwarded || incoming?.socket?.remoteAddress || null,
    deviceId: c.req.header('device-id')?.slice(0, 100) || null,
    userAgent: c.req.header('user-agent')?.slice(0, 300) || null,
  };
}
