import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Action } from '../../contract/auth/rules.ts';
import { entities as registered } from '../../contract/entities/registry.ts';
import type { Entity } from '../../contract/entity/define.ts';
import { importMessages } from '../../contract/entity/import.ts';
import { entityMessages } from '../../contract/entity/messages.ts';
import { type WriteMode, writeSchema } from '../../contract/entity/schemas.ts';
import { isEmptyValue, parseValue } from '../../contract/entity/values.ts';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/with-tenant.ts';
import { requireAccess } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { fillBranchOfBody, requireBranchScope } from '../http/request-context.ts';
import { clientInfo } from '../http/tenant.ts';
import { parseBody } from '../http/validate.ts';
import { docsRoutes } from './docs.ts';
import type { WriteHookMap } from './hooks.ts';
import { importRecords, parseImportBody } from './import.ts';
import { listInBranchScope, listRoute, offerSignInDeferral, parseListQuery } from './list-route.ts';
import { branchFieldOf, type EntityModel, entityModels } from './model.ts';
import type { OpenApiExtension } from './openapi.ts';
import { findRecord, lookupRecords, valueTaken } from './records.ts';
import { checkableProperties } from './unique.ts';
import { createRecord, deleteRecord, updateRecord, type WriteContext } from './write.ts';

/**
 * The one generic router of DESIGN.md §5: every entity of the registry gets list, get, create,
 * update, patch, delete, exists and lookup under /api/<entity.path>, guarded by its menu id
 * (spec §6), scoped by branch, employee and voucher lock, and described in /api/openapi.json.
 */
export interface EntityRoutesOptions {
  db: Db;
  /** Routes of the layers above described in /api/openapi.json too (the document routes). */
  openApi?: readonly OpenApiExtension[] | undefined;
  /** The entities served; the registry unless a test mounts its own. */
  entities?: readonly Entity[] | undefined;
  /** Rows counted exactly before the total becomes an estimate. */
  countCap?: number | undefined;
  /** Resolves the tenant and the signed-in user (app.ts builds them). */
  guard: readonly MiddlewareHandler<AppEnv>[];
  /** The tenant's active branch codes (cached by app.ts): branch scope's universe. */
  tenantBranches: (tenantId: string) => Promise<string[]>;
  /** Told after every successful write (committed), e.g. to drop a cache of that entity's rows. */
  afterWrite?: ((entity: Entity, tenantId: string) => void) | undefined;
  /** Business rules some entities run inside their writes (appointments' overlap checks). */
  writeHooks?: WriteHookMap | undefined;
}

type C = Context<AppEnv>;

/** What every handler needs besides its model. */
type Deps = Pick<EntityRoutesOptions, 'db' | 'writeHooks'>;

function invalid(c: C, field: string, message = entityMessages.invalid): ApiError {
  const t = c.get('request').t;
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message: t(message, { field }) }] });
}

/** Tenant and sign-in run once: paths under /system/* have been through them already. */
function once(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (c.get('user') ? next() : middleware(c, next));
}

function parseWrite(c: C, model: EntityModel, mode: WriteMode) {
  if (mode === 'create') fillBranchOfBody(c, branchFieldOf(model.entity));
  return parseBody(c, writeSchema(model.entity, mode, c.get('request').t));
}

function writeContext(deps: Deps, model: EntityModel, c: C): WriteContext {
  const hooks = deps.writeHooks?.[model.entity.name];
  return { db: deps.db, model, scope: c.get('request'), client: clientInfo(c), hooks, query: c.req.query() };
}

async function exists({ db }: Deps, model: EntityModel, c: C) {
  const { property = '', value = '', id } = c.req.param() as Record<string, string | undefined>;
  const field = model.entity.fields[property];
  if (!field || !checkableProperties(model.entity).has(property)) throw invalid(c, 'property');
  const parsed = parseValue(field, value);
  // A value the field cannot hold cannot be a duplicate either.
  if (!parsed.ok || isEmptyValue(parsed.value)) return c.json(false);
  const values: Record<string, unknown> = { [property]: parsed.value };
  // A key unique within a group (keyScope) is checked in the group the query names (?loai=…).
  const group = model.entity.keyScope;
  const groupField = group ? model.entity.fields[group] : undefined;
  const groupValue = group ? c.req.query(group) : undefined;
  if (property === model.entity.key && group && groupField && groupValue) {
    const inGroup = parseValue(groupField, groupValue);
    if (!inGroup.ok) return c.json(false);
    values[group] = inGroup.value;
  }
  const taken = await withTenant(db, c.get('tenantId'), (tx) =>
    valueTaken(tx, model, c.get('tenantId'), values, id),
  );
  return c.json(taken);
}

async function lookup(deps: Deps, model: EntityModel, c: C) {
  const scope = c.get('request');
  const q = parseListQuery(c, model.entity);
  const keyField = model.entity.fields[model.entity.key];
  const keys = (c.req.query('value') ?? '')
    .split(',')
    .map((part) => (keyField ? parseValue(keyField, part.trim()) : { ok: false as const }))
    .flatMap((parsed) => (parsed.ok && !isEmptyValue(parsed.value) ? [parsed.value] : []));
  return c.json(await withTenant(deps.db, scope.tenantId, (tx) => lookupRecords(tx, model, scope, q, keys)));
}

function deleteVersion(c: C): number | undefined {
  const raw = c.req.query('version');
  if (raw === undefined || raw === '') return undefined;
  const version = Number(raw);
  if (!Number.isInteger(version) || version < 1) throw invalid(c, 'version');
  return version;
}

/** Lets the request through: personal (owner-scoped) entities need a signed-in user only. */
const signedInOnly: MiddlewareHandler<AppEnv> = (_c, next) => next();

/** The right a route needs on the entity's menu id (spec §6); none for personal rows. */
function access(entity: Entity, action: Action): MiddlewareHandler<AppEnv> {
  return entity.scope?.owner ? signedInOnly : requireAccess(entity.menuId, action);
}

/**
 * Branch scope before every route of a branch-scoped entity. An open list read without the read
 * right skips it: its rows are the user's own branches, and a user with none still gets the (empty)
 * list the client's startup expects (listInBranchScope).
 */
function branchScope(entity: Entity): MiddlewareHandler<AppEnv> {
  const scoped = requireBranchScope();
  if (!entity.openList) return scoped;
  const isList = (c: C) =>
    c.req.method === 'GET' && c.req.path.replace(/\/+$/, '').endsWith(`/${entity.path}`);
  return (c, next) => (isList(c) && !listInBranchScope(entity, c.get('user')) ? next() : scoped(c, next));
}

function readRoutes(router: Hono<AppEnv>, deps: Deps, model: EntityModel): void {
  const { db } = deps;
  const read = access(model.entity, 'read');
  // An open list is checked by the list itself (who reads it without the right reads it filtered).
  listRoute(router, model, deps, model.entity.openList ? signedInOnly : read);
  if (!model.entity.readOnly) {
    // Signed in already (the router sits behind authenticate()); see the declaration's `lookup`.
    if (model.entity.lookup === 'read') router.get('/lookup', read, (c) => lookup(deps, model, c));
    else router.get('/lookup', (c) => lookup(deps, model, c));
    router.get('/exists/:property/:value', read, (c) => exists(deps, model, c));
    router.get('/:id/exists/:property/:value', read, (c) => exists(deps, model, c));
  }
  router.get('/:id', read, async (c) => {
    const scope = c.get('request');
    const id = c.req.param('id');
    return c.json(
      await withTenant(db, scope.tenantId, (tx) =>
        findRecord(tx, model, id, { scope, tenantId: scope.tenantId }),
      ),
    );
  });
}

/** POST …/import: a dry run answers its report; a refused real import answers 400 with it. */
async function importSheet(deps: Deps, model: EntityModel, c: C) {
  const { t } = c.get('request');
  const request = parseImportBody(c.get('body'), t);
  const result = await importRecords(writeContext(deps, model, c), request, c.get('request').singleBranch);
  if (request.dryRun || result.errors.length === 0) return c.json(result);
  const message = t(importMessages.failed, { count: result.errors.length });
  return c.json({ code: 'IMPORT_INVALID', message, ...result }, 400);
}

function writeRoutes(router: Hono<AppEnv>, deps: Deps, model: EntityModel): void {
  const { entity } = model;
  if (entity.readOnly) {
    router.on(['POST', 'PUT', 'PATCH', 'DELETE'], ['/', '/import', '/:id'], () => {
      throw new ApiError(405, 'METHOD_NOT_ALLOWED');
    });
    return;
  }
  router.post('/', access(entity, 'add'), async (c) => {
    const input = parseWrite(c, model, 'create');
    return c.json(await createRecord(writeContext(deps, model, c), input), 201);
  });
  // A bulk import skips the entity's write hooks: such an entity declares noImport (and is refused
  // one even when it forgot to).
  if (entity.noImport || deps.writeHooks?.[entity.name])
    router.post('/import', () => {
      throw new ApiError(405, 'METHOD_NOT_ALLOWED');
    });
  else router.post('/import', access(entity, 'add'), (c) => importSheet(deps, model, c));
  for (const mode of ['update', 'patch'] as const) {
    router.on(mode === 'update' ? 'PUT' : 'PATCH', '/:id', access(entity, 'edit'), async (c) => {
      const input = parseWrite(c, model, mode);
      return c.json(await updateRecord(writeContext(deps, model, c), c.req.param('id') as string, input));
    });
  }
  router.delete('/:id', access(entity, 'del'), async (c) => {
    const version = deleteVersion(c);
    return c.json(await deleteRecord(writeContext(deps, model, c), c.req.param('id'), version));
  });
}

/** Calls the hook once a write of the entity answered with success (its transaction committed). */
function notifyWrites(
  entity: Entity,
  hook: (entity: Entity, tenantId: string) => void,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Reads change nothing: they pass on without waiting here (a list's hot path).
    if (c.req.method === 'GET') return next();
    await next();
    // A dry run of an import writes nothing, so nothing is to be dropped.
    const dryRun =
      c.req.path.endsWith('/import') && (c.get('body') as { dry_run?: unknown })?.dry_run === true;
    if (c.res.status < 300 && !dryRun) hook(entity, c.get('tenantId'));
  };
}

/** Every served entity under /api/<path>, plus the public /api/openapi.json and /api/docs. */
export function entityRoutes(options: EntityRoutesOptions): Hono<AppEnv> {
  const deps: Deps = { db: options.db, writeHooks: options.writeHooks };
  const models = entityModels(options.entities ?? registered, options.countCap);
  const api = new Hono<AppEnv>();
  api.route('/', docsRoutes(models, options.openApi));
  for (const model of models) {
    const router = new Hono<AppEnv>();
    router.use('/', offerSignInDeferral(model, options.tenantBranches));
    router.use('*', ...options.guard.map(once));
    // Personal rows belong to no branch: a user without branch rights still keeps a to-do list.
    if (!model.entity.scope?.owner) router.use('*', branchScope(model.entity));
    if (options.afterWrite) router.use('*', notifyWrites(model.entity, options.afterWrite));
    readRoutes(router, deps, model);
    writeRoutes(router, deps, model);
    api.route(`/${model.entity.path}`, router);
  }
  return api;
}
