import { Hono, type MiddlewareHandler } from 'hono';
import {
  batchesInStockQuery,
  batchHistoryQuery,
  productBatchQuery,
} from '../../contract/api/product-batches.api.ts';
import { documents } from '../../contract/documents/registry.ts';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/with-tenant.ts';
import { requireAccess, requireAnyAccess } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { parseQuery } from '../http/validate.ts';
import { batchesInStock, batchHistory, productBatches, warehouseInBranches } from './product-batches.ts';

export const BATCHES_MENU = 'stock.product-batches';
export const BATCH_HISTORIES_MENU = 'stock.product-batch-histories';

/** Whoever reads a document type that takes stock out may ask which batches its lines can take. */
const TAKERS = [BATCHES_MENU, ...documents.filter((d) => d.batches === 'out').map((d) => d.menuId)];

/** GET /api/stock/product-batches (+ /in-stock): batches and their stock, within the request's branches. */
export function productBatchRoutes(options: { db: Db; guard: readonly MiddlewareHandler<AppEnv>[] }) {
  return new Hono<AppEnv>()
    .use('*', ...options.guard)
    .get('/in-stock', requireAnyAccess(TAKERS, 'read'), async (c) => {
      const q = parseQuery(c, batchesInStockQuery);
      const scope = c.get('request');
      const items = await withTenant(options.db, scope.tenantId, async (tx) => {
        if (!(await warehouseInBranches(tx, q.ma_kho, scope.branches))) throw new ApiError(403, 'FORBIDDEN');
        return batchesInStock(tx, q.ma_kho, q.ma_vt);
      });
      return c.json({ items, total: items.length });
    })
    .get('/', requireAccess(BATCHES_MENU, 'read'), async (c) => {
      const q = parseQuery(c, productBatchQuery);
      const scope = c.get('request');
      return c.json(
        await withTenant(options.db, scope.tenantId, (tx) => productBatches(tx, q, scope.branches)),
      );
    });
}

/** GET /api/stock/product-batch-histories?ma_vt=&ma_lo=: one batch's ledger rows and running balance. */
export function batchHistoryRoutes(options: { db: Db; guard: readonly MiddlewareHandler<AppEnv>[] }) {
  return new Hono<AppEnv>()
    .use('*', ...options.guard)
    .get('/', requireAccess(BATCH_HISTORIES_MENU, 'read'), async (c) => {
      const q = parseQuery(c, batchHistoryQuery);
      const scope = c.get('request');
      return c.json(
        await withTenant(options.db, scope.tenantId, (tx) => batchHistory(tx, q, scope.branches)),
      );
    });
}
