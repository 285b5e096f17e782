import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { invoiceOrders } from '../../../contract/documents/sales/invoice-orders.document.ts';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { documentModels } from '../../documents/model.ts';
import { readDocument } from '../../documents/store.ts';
import { requireAccess, requireAnyAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { cancelInvoice } from './cancel.ts';
import type { EinvoiceProvider, ProviderConfig } from './provider.ts';
import { type PublishContext, publishOrder } from './publish.ts';

/**
 * /api/sales/invoice-publish (issue 29, e-invoices), on the orders of /api/sales/invoice-orders:
 * - `POST /{stt_rec}/publish`: issue the order's e-invoice (edit right of sales.invoice-publish);
 *   retried, it answers the same invoice.
 * - `POST /{stt_rec}/cancel {ly_do}`: cancel a published one (delete right).
 * - `GET /{stt_rec}/xml`: the XML sent, as `application/xml` (read right of either screen).
 * The list of orders to publish is the orders' own list (either screen's read right).
 */
export function einvoiceRoutes(options: {
  db: Db;
  guard: readonly MiddlewareHandler<AppEnv>[];
  provider: (config: ProviderConfig) => EinvoiceProvider;
}) {
  const [model] = documentModels([invoiceOrders]);
  if (!model) throw new Error('sales.invoice-orders is not declared');
  const menu = 'sales.invoice-publish';
  const context = (scope: PublishContext['scope']): PublishContext => ({
    db: options.db,
    model,
    scope,
    provider: options.provider,
  });
  return new Hono<AppEnv>()
    .use('*', ...options.guard)
    .post('/:id/publish', requireAccess(menu, 'edit'), async (c) =>
      c.json(await publishOrder(context(c.get('request')), c.req.param('id'))),
    )
    .post('/:id/cancel', requireAccess(menu, 'del'), async (c) => {
      const { ly_do } = parseBody(c, z.object({ ly_do: z.string().max(500).default('') }));
      return c.json(await cancelInvoice(context(c.get('request')), c.req.param('id'), ly_do));
    })
    .get('/:id/xml', requireAnyAccess([menu, model.document.menuId], 'read'), async (c) => {
      const scope = c.get('request');
      const order = await withTenant(options.db, scope.tenantId, (tx) =>
        readDocument(tx, model, c.req.param('id'), { scope, tenantId: scope.tenantId }),
      );
      if (!order.hd_xml) throw new ApiError(404, 'RECORD_NOT_FOUND');
      return c.body(String(order.hd_xml), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    });
}
