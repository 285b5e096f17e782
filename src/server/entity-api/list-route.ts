import type { Context, Hono, MiddlewareHandler } from 'hono';
import { can } from '../../contract/auth/rules.ts';
import type { Entity } from '../../contract/entity/define.ts';
import { entityListShape } from '../../contract/entity/list-shape.ts';
import type { ListQuery } from '../../contract/list/list-query.ts';
import { readListQuery } from '../../contract/list/list-read.ts';
import type { Db } from '../db/client.ts';
import { readAsTenant } from '../db/tenant-read.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { branchCheckOf, branchError, translatorOf } from '../http/request-context.ts';
import { securedJson } from '../http/security-headers.ts';
import { listStatement } from './list-statement.ts';
import type { EntityModel } from './model.ts';

/**
 * GET /api/<entity>: the list in one database round trip — the tenant setting, the sign-in check's
 * epoch read (when authenticate() could defer the check) and the statement that builds the
 * response JSON travel as one message; the JSON text goes out as PostgreSQL wrote it.
 */

type C = Context<AppEnv>;

export interface ListRouteDeps {
  db: Db;
}

type User = Parameters<typeof can>[0];

/** The list's access check: the read right, or only a signed-in user for personal rows and open lists. */
function mayRead(model: EntityModel, user: User): boolean {
  const { entity } = model;
  return entity.scope?.owner === true || entity.openList !== undefined || can(user, entity.menuId, 'read');
}

/** Read without the read right, an open list is that of its declared filters (define.ts `openList`). */
export function openListFilters(entity: Entity, user: User): Readonly<Record<string, string>> | null {
  return entity.openList && !can(user, entity.menuId, 'read')
    ? (entity.openList as Record<string, string>)
    : null;
}

/**
 * Whether the list runs under the request's branch scope: personal rows belong to no branch, and
 * an open list read without the right holds the user's own rows (an administrator reads the
 * catalogue with the right), so neither refuses a user without branches.
 */
export function listInBranchScope(entity: Entity, user: User): boolean {
  return !entity.scope?.owner && openListFilters(entity, user) === null;
}

/**
 * Registered before the sign-in guard: authenticate() may defer its check into the list's round
 * trip when the user the session last answered may read this list with the requested branches.
 */
export function offerSignInDeferral(
  model: EntityModel,
  tenantBranches: (tenantId: string) => Promise<string[]>,
): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (c.req.method === 'GET' && !c.get('user')) {
      c.set(
        'signInDeferral',
        async (user) =>
          mayRead(model, user) &&
          (!listInBranchScope(model.entity, user) || (await branchCheckOf(c, user, tenantBranches)).ok),
      );
    }
    return next();
  };
}

/** The request's list parameters (readListQuery), or 400 VALIDATION naming each refused one. */
export function parseListQuery(c: C, entity: Entity): ListQuery {
  const forced = openListFilters(entity, c.get('user'));
  const raw = forced ? { ...c.req.query(), ...forced } : c.req.query();
  const { query, issues } = readListQuery(entityListShape(entity), translatorOf(c.get('locale')), raw);
  if (issues.length > 0) throw new ApiError(400, 'VALIDATION', { fields: issues });
  return query;
}

async function serveList(c: C, model: EntityModel, deps: ListRouteDeps): Promise<Response> {
  const scope = c.get('request');
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
    const request = await scope.forUser(changedUser);
    c.set('request', request);
    if (!mayRead(model, changedUser)) throw new ApiError(403, 'FORBIDDEN');
    const refused = listInBranchScope(model.entity, changedUser) ? branchError(request.branchCheck) : null;
    if (refused) throw refused;
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
