import { Hono } from 'hono';
import type { ClearCacheResponse } from '../../../contract/api/system.api.ts';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { requireAdmin } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { clearTenantCaches, type ServerCaches } from '../../lib/server-caches.ts';

/**
 * GET system/clear-cache (administrators): drops this process's cached values of the caller's
 * tenant (lib/server-caches.ts), e.g. after branches were changed outside the API. Other
 * processes of a scaled-out install refresh within their caches' TTL (a minute at most).
 */
export function cacheRoutes(db: Db, caches: ServerCaches) {
  return new Hono<AppEnv>().get('/clear-cache', requireAdmin(), async (c) => {
    const tenantId = c.get('tenantId');
    const cleared = clearTenantCaches(caches, tenantId);
    await withTenant(db, tenantId, (tx) =>
      c.get('request').audit(tx, {
        action: 'clear_cache',
        object: 'system/clear-cache',
        detail: { cleared },
      }),
    );
    c.header('Cache-Control', 'no-store');
    return c.json({ cleared } satisfies ClearCacheResponse);
  });
}
