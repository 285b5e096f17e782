import type { Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { DocumentModel } from '../model.ts';
import { readDocument } from '../store.ts';
import { buildPrintData } from './print-model.ts';
import { loadCompany, loadPrintNames } from './print-source.ts';
import { renderReceiptK80 } from './receipt-k80.ts';
import { renderVoucherA4 } from './voucher-a4.ts';

const TEMPLATES = { a4: renderVoucherA4, k80: renderReceiptK80 } as const;

/**
 * GET /api/<path>/{stt_rec}/print?template=a4|k80 (design/documents.md §2, §6): the document as
 * printable HTML, read within the user's branch scope, with the print right of its menu.
 */
export function printRoute(
  router: Hono<AppEnv>,
  model: DocumentModel,
  deps: { db: Db; scopeOf: (c: Context<AppEnv>) => RequestScope },
) {
  router.get('/:id/print', requireAccess(model.document.menuId, 'print'), async (c) => {
    const template = c.req.query('template') ?? 'a4';
    if (template !== 'a4' && template !== 'k80')
      throw new ApiError(400, 'VALIDATION', { fields: [{ field: 'template', message: 'a4 | k80' }] });
    const scope = deps.scopeOf(c);
    const html = await withTenant(deps.db, scope.tenantId, async (tx) => {
      const record = await readDocument(tx, model, c.req.param('id'), { scope, tenantId: scope.tenantId });
      const company = await loadCompany(tx, scope.tenantId, String(record.ma_dvcs ?? ''));
      const names = await loadPrintNames(tx, scope.tenantId, record.details);
      const lang = c.get('locale') ?? 'vi';
      return TEMPLATES[template](
        buildPrintData({ document: model.document, record, names, company, t: scope.t, lang }),
      );
    });
    return c.html(html);
  });
}
