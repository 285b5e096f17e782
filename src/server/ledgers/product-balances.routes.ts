import { Hono, type MiddlewareHandler } from 'hono';
import { productBalanceQuery } from '../../contract/api/product-balances.api.ts';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/with-tenant.ts';
import { requireAccess } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { parseQuery } from '../http/validate.ts';
import { productBalances } from './product-balances.ts';

/** GET /api/stock/product-balances: `{ items, total }` of on-hand rows (documents.md §5). */
export function productBalanceRoutes(options: {
  db: Db;
  guard: readonly MiddlewareHandler<AppEnv>[];
  tenantBranches: (tenantId: string) => Promise<string[]>;
}) {
  return new Hono<AppEnv>()
    .use('*', ...options.guard)
    .get('/', requireAccess('stock.product-balances', 'read'), async (c) => {
      const q = parseQuery(c, productBalanceQuery);
      const result = await withTenant(options.db, c.get('tenantId'), (tx) =>
        productBalances(tx, q, c.get('request').branches),
      );
      return c.json(result);
    });
}
