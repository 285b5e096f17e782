import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { DocumentType } from '../../contract/documents/define.ts';
import { documents as registered } from '../../contract/documents/registry.ts';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/with-tenant.ts';
import { listRoute } from '../entity-api/list-route.ts';
import { requireAccess, requireAnyAccess } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { fillBranchOfBody } from '../http/request-context.ts';
import { clientInfo } from '../http/tenant.ts';
import { parseBody } from '../http/validate.ts';
import { parseDocument } from './input.ts';
import { type DocumentModel, documentModels } from './model.ts';
import { printRoute } from './print/print-route.ts';
import type { DocumentEffects, DocumentRules, StockShortfallPolicies } from './rules.ts';
import { readDocument } from './store.ts';
import { createDocument, type DocumentWriteContext, replaceDocument } from './write.ts';
import { changeStatus, deleteDocument } from './write-status.ts';

/**
 * The API of every declared document type under /api/<path> (documents.md §2): the list of
 * headers (the entity list: {items,total}, search, filters, fromDate/toDate, branch scope), one
 * document with its lines, create, replace, delete and status change, guarded by its menu id.
 */

export interface DocumentRoutesOptions {
  db: Db;
  documents?: readonly DocumentType[] | undefined;
  guard: readonly MiddlewareHandler<AppEnv>[];
  tenantBranches: (tenantId: string) => Promise<string[]>;
  /** Database rules by document name (rules.ts), from the modules owning the types. */
  rules?: DocumentRules | undefined;
  /** What posting a type sets going beyond the ledgers (rules.ts), by document name. */
  effects?: DocumentEffects | undefined;
  /** Types that may take stock below zero all the same (rules.ts), by document name. */
  shortfalls?: StockShortfallPolicies | undefined;
}

type C = Context<AppEnv>;

function versionParam(c: C): number | undefined {
  const raw = c.req.query('version');
  if (raw === undefined || raw === '') return undefined;
  const version = Number(raw);
  if (!Number.isInteger(version) || version < 1)
    throw new ApiError(400, 'VALIDATION', { fields: [{ field: 'version', message: 'version' }] });
  return version;
}

const statusBody = z.object({
  status: z.string().trim().min(1).max(8),
  version: z.number().int().positive().optional(),
});

function documentRouter(model: DocumentModel, options: DocumentRoutesOptions): Hono<AppEnv> {
  const { menuId } = model.document;
  const router = new Hono<AppEnv>();
  router.use('*', ...options.guard);
  const write = (c: C): DocumentWriteContext => ({
    db: options.db,
    model,
    scope: c.get('request'),
    client: clientInfo(c),
    rule: options.rules?.[model.document.name],
    effect: options.effects?.[model.document.name],
    shortfall: options.shortfalls?.[model.document.name],
  });
  // The approve screen reads the documents it moves on with its own right (documents.md §2).
  const screens = [menuId, ...(model.document.approveMenuId ? [model.document.approveMenuId] : [])];
  listRoute(router, model.header, { db: options.db }, requireAnyAccess(screens, 'read'));
  router.get('/:id', requireAnyAccess(screens, 'read'), async (c) => {
    const scope = c.get('request');
    return c.json(
      await withTenant(options.db, scope.tenantId, (tx) =>
        readDocument(tx, model, c.req.param('id'), { scope, tenantId: scope.tenantId }),
      ),
    );
  });
  printRoute(router, model, { db: options.db, scopeOf: (c) => c.get('request') });
  router.post('/', requireAccess(menuId, 'add'), async (c) => {
    // A create without a branch takes the one branch the request works in (spec §7).
    fillBranchOfBody(c, 'ma_dvcs');
    const input = parseDocument(model, c.get('body'), 'create', c.get('request').t);
    const { record, created } = await createDocument(write(c), input);
    return c.json(record, created ? 201 : 200);
  });
  router.put('/:id', requireAccess(menuId, 'edit'), async (c) => {
    const input = parseDocument(model, c.get('body'), 'update', c.get('request').t);
    return c.json(await replaceDocument(write(c), c.req.param('id'), input));
  });
  router.post('/:id/status', requireAnyAccess(screens, 'edit'), async (c) => {
    const { status, version } = parseBody(c, statusBody);
    return c.json(await changeStatus(write(c), c.req.param('id'), status, version));
  });
  router.delete('/:id', requireAccess(menuId, 'del'), async (c) =>
    c.json(await deleteDocument(write(c), c.req.param('id'), versionParam(c))),
  );
  return router;
}

/** Every declared document type under /api/<path>. */
export function documentRoutes(options: DocumentRoutesOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  for (const model of documentModels(options.documents ?? registered)) {
    api.route(`/${model.document.path}`, documentRouter(model, options));
  }
  return api;
}
