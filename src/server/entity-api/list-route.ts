import type { Context, Hono, MiddlewareHandler } from 'hono';
import { can, checkBranches } from '../../contract/auth/rules.ts';
import type { Entity } from '../../contract/entity/define.ts';
import { type ListQuery, readListQuery } from '../../contract/entity/list-query.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import type { Db } from '../db/client.ts';
import { readAsTenant } from '../db/tenant-read.ts';
import { allowedBranches, requestedBranches } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { securedJson } from '../http/security-headers.ts';
import { type Locale, translate } from '../i18n.ts';
import { listStatement } from './list-statement.ts';
import type { EntityModel, RequestScope } from './model.ts';

/**
 * GET /api/<entity>: the list in one database round trip — the tenant setting, the sign-in check's
 * epoch read (when authenticate() could defer the check) and the statement that builds the
 * response JSON travel as one message; the JSON text goes out as PostgreSQL wrote it.
 */

type C = Context<AppEnv>;

export interface ListRouteDeps {
  db: Db;
  tenantBranches: (tenantId: string) => Promise<string[]>;
  scopeOf: (c: C) => RequestScope;
}

/** The list's access check: the read right, or only a signed-in user for personal rows. */
function mayRead(model: EntityModel, user: Parameters<typeof can>[0]): boolean {
  return model.entity.scope?.owner === true || can(user, model.entity.menuId, 'read');
}

/**
 * Registered before the sign-in guard: authenticate() may defer its check into the list's round
 * trip when the user the session last answered may read this list with the requested branches.
 */
export function offerSignInDeferral(model: EntityModel, deps: ListRouteDeps): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (c.req.method === 'GET' && !c.get('user')) {
      c.set('signInDeferral', async (user) => {
        if (!mayRead(model, user)) return false;
        const requested = requestedBranches(c.req.header('branchs'));
        return checkBranches(user, requested, await deps.tenantBranches(c.get('tenantId'))).ok;
      });
    }
    return next();
  };
}

/** One translator per language, made once. */
const translators: Record<Locale, Translate> = {
  vi: (message, values) => translate('vi', message, values),
  en: (message, values) => translate('en', message, values),
};

/** The request's list parameters (readListQuery), or 400 VALIDATION naming each refused one. */
export function parseListQuery(c: C, entity: Entity): ListQuery {
  const { query, issues } = readListQuery(entity, translators[c.get('locale') ?? 'vi'], c.req.query());
  if (issues.length > 0) throw new ApiError(400, 'VALIDATION', { fields: issues });
  return query;
}

async function serveList(c: C, model: EntityModel, deps: ListRouteDeps): Promise<Response> {
  const scope = deps.scopeOf(c);
  const pending = c.get('pendingSignIn');
  c.set('pendingSignIn', undefined);
  let statement: string;
  try {
    const q = parseListQuery(c, model.entity);
    statement = listStatement(model, scope, q);
  } catch (error) {
    // A refused query still answers 401 first when the session has closed.
    if (pending)
      await pending.confirm((await readAsTenant(deps.db, scope.tenantId, [], pending.expression))[0] ?? null);
    throw error;
  }
  // With a pending check, answers[0] is its answer (it rides in the tenant setting's SELECT).
  const answers = await readAsTenant(deps.db, scope.tenantId, [statement], pending?.expression);
  const changedUser = await pending?.confirm(answers[0] ?? null);
  if (changedUser) {
    // Rights or branches changed since the user this request was authorised with: serve it again,
    // checked against the user the database just answered.
    c.set('user', changedUser);
    if (!mayRead(model, changedUser)) throw new ApiError(403, 'FORBIDDEN');
    if (!model.entity.scope?.owner) c.set('branches', await allowedBranches(c, deps.tenantBranches));
    return serveList(c, model, deps);
  }
  const body = answers.at(-1);
  if (!body) throw new Error('The list statement answered nothing');
  return securedJson(body);
}

export function listRoute(
  router: Hono<AppEnv>,
  model: EntityModel,
  deps: ListRouteDeps,
  read: MiddlewareHandler<AppEnv>,
): void {
  router.get('/', read, (c) => serveList(c, model, deps));
}
