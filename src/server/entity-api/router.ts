import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Action } from '../../contract/auth/rules.ts';
import { entities as registered } from '../../contract/entities/registry.ts';
import type { Entity } from '../../contract/entity/define.ts';
import { importMessages } from '../../contract/entity/import.ts';
import { entityMessages, type Translate } from '../../contract/entity/messages.ts';
import { type WriteMode, writeSchema } from '../../contract/entity/schemas.ts';
import { isEmptyValue, parseValue } from '../../contract/entity/values.ts';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/with-tenant.ts';
import { branchScope, requestedBranches, requireAccess } from '../http/access.ts';
import type { AppEnv } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { clientInfo } from '../http/tenant.ts';
import { parseBody } from '../http/validate.ts';
import { translate } from '../i18n.ts';
import { docsRoutes } from './docs.ts';
import { importRecords, parseImportBody } from './import.ts';
import { type ListRouteDeps, listRoute, offerSignInDeferral, parseListQuery } from './list-route.ts';
import { type EntityModel, entityModels, type RequestScope } from './model.ts';
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
}

type C = Context<AppEnv>;

/** What every handler needs besides its model. */
type Deps = Pick<EntityRoutesOptions, 'db' | 'tenantBranches'>;

/** Translates into the request's language. */
function translator(c: C): Translate {
  const locale = c.get('locale') ?? 'vi';
  return (message, values) => translate(locale, message, values);
}

function scopeOf(c: C, deps: Deps): RequestScope {
  const tenantId = c.get('tenantId');
  return {
    tenantId,
    user: c.get('user'),
    branches: c.get('branches'),
    tenantBranches: () => deps.tenantBranches(tenantId),
    t: translator(c),
  };
}

function listDeps(deps: Deps): ListRouteDeps {
  return { ...deps, scopeOf: (c) => scopeOf(c, deps) };
}

function invalid(c: C, field: string, message = entityMessages.invalid): ApiError {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message: translator(c)(message, { field }) }] });
}

/**
 * Spec §7 for entities: on POST a single selected branch fills the branch field when it is
 * missing. The /system/* middleware fills `ma_dvcs` for every body; on an entity without that
 * field the filled value is dropped again rather than refused as an unknown field.
 */
function fillBranch(entity: Entity, c: C): void {
  const field = entity.scope?.branch ?? ('ma_dvcs' in entity.fields ? 'ma_dvcs' : undefined);
  const body = c.get('body');
  const selected = requestedBranches(c.req.header('branchs'));
  if (selected.length !== 1 || typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  if (!field && String(record.ma_dvcs ?? '').toUpperCase() === selected[0]) {
    const { ma_dvcs: _filled, ...rest } = record;
    c.set('body', rest);
  } else if (field && isEmptyValue(record[field])) c.set('body', { ...record, [field]: selected[0] });
}

/** Tenant and sign-in run once: paths under /system/* have been through them already. */
function once(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (c.get('user') ? next() : middleware(c, next));
}

function parseWrite(c: C, model: EntityModel, mode: WriteMode) {
  if (mode === 'create') fillBranch(model.entity, c);
  return parseBody(c, writeSchema(model.entity, mode, translator(c)));
}

function writeContext(deps: Deps, model: EntityModel, c: C): WriteContext {
  return { db: deps.db, model, scope: scopeOf(c, deps), client: clientInfo(c) };
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
  const scope = scopeOf(c, deps);
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

function readRoutes(router: Hono<AppEnv>, deps: Deps, model: EntityModel): void {
  const { db } = deps;
  const read = access(model.entity, 'read');
  listRoute(router, model, listDeps(deps), read);
  if (!model.entity.readOnly) {
    // Signed in already (the router sits behind authenticate()); see the declaration's `lookup`.
    if (model.entity.lookup === 'read') router.get('/lookup', read, (c) => lookup(deps, model, c));
    else router.get('/lookup', (c) => lookup(deps, model, c));
    router.get('/exists/:property/:value', read, (c) => exists(deps, model, c));
    router.get('/:id/exists/:property/:value', read, (c) => exists(deps, model, c));
  }
  router.get('/:id', read, async (c) => {
    const scope = scopeOf(c, deps);
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
  const t = translator(c);
  const request = parseImportBody(c.get('body'), t);
  const selected = requestedBranches(c.req.header('branchs'));
  const result = await importRecords(writeContext(deps, model, c), request, selected);
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
  router.post('/import', access(entity, 'add'), (c) => importSheet(deps, model, c));
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
  const deps: Deps = { db: options.db, tenantBranches: options.tenantBranches };
  const models = entityModels(options.entities ?? registered, options.countCap);
  const api = new Hono<AppEnv>();
  api.route('/', docsRoutes(models));
  for (const model of models) {
    const router = new Hono<AppEnv>();
    router.use('/', offerSignInDeferral(model, listDeps(deps)));
    router.use('*', ...options.guard.map(once));
    // Personal rows belong to no branch: a user without branch rights still keeps a to-do list.
    if (!model.entity.scope?.owner) router.use('*', branchScope(options.tenantBranches));
    if (options.afterWrite) router.use('*', notifyWrites(model.entity, options.afterWrite));
    readRoutes(router, deps, model);
    writeRoutes(router, deps, model);
    api.route(`/${model.entity.path}`, router);
  }
  return api;
}
