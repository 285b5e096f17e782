import { Hono, type MiddlewareHandler } from 'hono';
import { supplierLedgerQuery } from '../../../contract/api/supplier-ledger.api.ts';
import { domesticOrders } from '../../../contract/documents/purchases/domestic-orders.document.ts';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { documentModels } from '../../documents/model.ts';
import { readDocument } from '../../documents/store.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseQuery } from '../../http/validate.ts';
import { orderProgress, supplierBalances, supplierLedger } from './purchases.service.ts';

/**
 * GET /api/purchases/domestic-orders/{stt_rec}/remaining: each order line with what posted
 * receipts received and what is still to receive. GET /api/purchases/supplier-balances
 * (?ma_ncc=a,b): what the spa owes each supplier on 331, within the request's branches.
 */
export function purchaseRoutes(options: {
  db: Db;
  guard: readonly MiddlewareHandler<AppEnv>[];
  tenantBranches: (tenantId: string) => Promise<string[]>;
}) {
  const [order] = documentModels([domesticOrders]);
  if (!order) throw new Error('purchases.domestic-orders is not declared');
  // Guards per route: /purchases/* also holds the entity and document routers, which run their own.
  const guarded = [...options.guard];
  const REMAINING = '/domestic-orders/:id/remaining';
  return new Hono<AppEnv>()
    .use(REMAINING, ...guarded)
    .use('/supplier-balances', ...guarded)
    .use('/supplier-ledger', ...guarded)
    .get(REMAINING, requireAccess(order.document.menuId, 'read'), async (c) => {
      const id = c.req.param('id') ?? '';
      const scope = c.get('request');
      const { tenantId } = scope;
      const items = await withTenant(options.db, tenantId, async (tx) => {
        // Read through the order's scope first: an order outside the user's branches is not found.
        await readDocument(tx, order, id, { scope, tenantId });
        return orderProgress(tx, id);
      });
      return c.json({ items, total: items.length });
    })
    .get('/supplier-balances', requireAccess('purchases.suppliers', 'read'), async (c) => {
      const suppliers = (c.req.query('ma_ncc') ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean);
      const items = await withTenant(options.db, c.get('tenantId'), (tx) =>
        supplierBalances(tx, c.get('request').branches, suppliers),
      );
      return c.json({ items, total: items.length });
    })
    .get('/supplier-ledger', requireAccess('purchases.suppliers', 'read'), async (c) => {
      const query = parseQuery(c, supplierLedgerQuery);
      const scope = c.get('request');
      return c.json(
        await withTenant(options.db, scope.tenantId, (tx) => supplierLedger(tx, scope.branches, query)),
      );
    });
}
