import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { transferRequestSchema } from '../../../contract/api/crm.api.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import type { Db } from '../../db/client.ts';
import { entityModels, type RequestScope } from '../../entity-api/model.ts';
import { requireAccess } from '../../http/access.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseBody } from '../../http/validate.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { callWithTask } from './call-with-task.ts';
import { notifyAssignee } from './complain-notify.ts';
import { partnerAudit } from './partner-audit.ts';
import { heldBy, phoneExists } from './partner-checks.ts';
import { partnerWriteRules } from './partner-rules.ts';
import { partnerSearchRoute } from './partner-search.ts';
import { transferPartners } from './partner-transfer.ts';
import { vipRankingRoute } from './partner-vip.ts';

export interface CrmRoutesOptions {
  db: Db;
  /** Tenant, sign-in and branch scope: run on these routes only, so the entity lists keep theirs. */
  guard: readonly MiddlewareHandler<AppEnv>[];
  /** Tells a complaint's assignee (notification centre). */
  notifier: Notifier;
}

/**
 * The bespoke CRM routes under /api/crm, mounted before the entity engine's: the spec §7 checks
 * on customers, the rules that run before a customer is written (then the engine writes), the
 * transfer between salespeople, the search across salespeople and the profile's audit trail.
 */
export function crmRoutes({ db, guard, notifier }: CrmRoutesOptions): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const scopeOf = (c: Context<AppEnv>): RequestScope => c.get('request');
  const signedIn = every(...guard);
  const read = every(signedIn, requireAccess(partners.menuId, 'read'));
  const [model] = entityModels([partners]);
  if (!model) throw new Error('crm.partners model missing');

  router.get('/partners/exists/phone/:phone', read, phoneExists(db));
  router.get('/partners/:id/exists/phone/:phone', read, phoneExists(db));
  router.get('/partners/exists/phone/:phone/employee', read, heldBy(db, 'dien_thoai'));
  router.get('/partners/:id/exists/phone/:phone/employee', read, heldBy(db, 'dien_thoai'));
  router.get('/partners/exists/website/:website/employee', read, heldBy(db, 'website'));
  router.get('/partners/:id/exists/website/:website/employee', read, heldBy(db, 'website'));
  router.get('/partners/:id/audit', read, async (c) =>
    c.json(await partnerAudit(db, model, scopeOf(c), c.req.param('id') ?? '')),
  );

  // The engine's write routes follow (same paths): these rules answer first when they refuse.
  router.post('/partners', signedIn, requireAccess(partners.menuId, 'add'), partnerWriteRules(db));
  router.on(
    ['PUT', 'PATCH'],
    '/partners/:id',
    signedIn,
    requireAccess(partners.menuId, 'edit'),
    partnerWriteRules(db),
  );

  const complainRight = (action: 'add' | 'edit') => requireAccess('crm.complains', action);
  router.post('/complains', signedIn, complainRight('add'), notifyAssignee(db, notifier));
  router.on(
    ['PUT', 'PATCH'],
    '/complains/:id',
    signedIn,
    complainRight('edit'),
    notifyAssignee(db, notifier),
  );

  // A call logged by hand with its follow-up appointment (call-with-task.ts asks the tasks' right too).
  router.post('/call-logs/call', signedIn, requireAccess('crm.call-logs', 'add'), callWithTask(db));

  router.get(
    '/partners-search',
    signedIn,
    requireAccess('crm.partners-search', 'access'),
    partnerSearchRoute(db, scopeOf),
  );
  router.get(
    '/partners-vip',
    signedIn,
    requireAccess('crm.partners-vip', 'access'),
    vipRankingRoute(db, scopeOf),
  );
  router.post('/partners-transfer', signedIn, requireAccess('crm.partners-transfer', 'access'), async (c) => {
    const request = parseBody(c, transferRequestSchema);
    return c.json(await transferPartners(db, scopeOf(c), c.get('request').client, request));
  });
  return router;
}
