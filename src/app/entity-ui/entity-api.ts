import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type LookupList, lookupListSchema } from '../../contract/api/reference.api.ts';
import type { Entity } from '../../contract/entity/define.ts';
import type { ListParams } from '../../contract/list/list-query.ts';
import { apiGet } from '../data/api.ts';
import { newClientId } from '../data/client-id.ts';
import { fetchList, forgetTotals } from '../data/list-fetch.ts';
import { type NewWrite, submitWrite } from '../data/outbox.ts';
import type { Query } from '../data/request-params.ts';
import { sessionListOfEntity } from '../data/session.queries.ts';
import { session } from '../state/session.ts';

/**
 * The generic resource client of every declared entity (DESIGN.md §5, spec §7): list, get, create,
 * update, patch, delete, the duplicate checks and the lookup of selects, under `/api/<entity.path>`.
 */

/** A record as the API returns it: declared fields, system columns and lookup names. */
export type EntityRow = Record<string, unknown> & { id: string; version: number };

export const entityRowSchema = z.looseObject({
  id: z.string(),
  version: z.number(),
}) as z.ZodMiniType<EntityRow>;

/** A list answer as the server sends it: `total` null on a page turn (src/app/data/list-fetch.ts). */
export const entityListSchema = z.object({
  items: z.array(entityRowSchema),
  total: z.nullable(z.number()),
  /** False when the server estimated the total (a very large table). */
  total_exact: z.optional(z.nullable(z.boolean())),
});
export type EntityList = z.infer<typeof entityListSchema>;
export type { LookupList };

/** What a list request sends: paging, sorting, search, dates and declared filters. */
export type EntityListParams = ListParams;

/** Under ['session', tenant]: signing out forgets every entity answer with the session. */
export function entityKey(entity: Pick<Entity, 'name'>): readonly unknown[] {
  return ['session', session.tenant, 'entity', entity.name];
}

const one = (entity: Entity, id: string) => `${entity.path}/${encodeURIComponent(id)}`;

export const entityListQuery = (entity: Entity, params: EntityListParams) =>
  queryOptions({
    queryKey: [...entityKey(entity), 'list', params],
    queryFn: ({ signal }) => fetchList(entity.path, params, entityListSchema, signal),
  });

export const entityRecordQuery = (entity: Entity, id: string) =>
  queryOptions({
    queryKey: [...entityKey(entity), 'one', id],
    queryFn: ({ signal }) => apiGet(one(entity, id), entityRowSchema, { signal }),
  });

/** GET <path>/lookup: options of a select, searched, or the one whose value is `value`. */
export const lookupQuery = (path: string, searchKey: string, extra: Query = {}) =>
  queryOptions({
    queryKey: ['session', session.tenant, 'lookup', path, searchKey, extra],
    queryFn: ({ signal }) =>
      apiGet(`${path}/lookup`, lookupListSchema, { query: { searchKey, ...extra }, signal }),
    staleTime: 60_000,
  });

/**
 * What a write came to: applied (the record as saved; null when another tab's replay sent it), or
 * kept in the outbox to be sent when the network returns.
 */
export type Written<T> = { queued: false; value: T | null } | { queued: true };

function labelOf(entity: Entity, values: Record<string, unknown> | undefined): string {
  return String(values?.[entity.display] ?? values?.[entity.key] ?? '');
}

/** Every create, update and delete goes through the outbox (src/app/data/outbox.ts). */
async function write<T>(
  entity: Entity,
  call: Pick<NewWrite, 'path' | 'method' | 'op' | 'recordId' | 'body' | 'label'>,
  schema: z.core.$ZodType<T>,
): Promise<Written<T>> {
  const result = await submitWrite(
    { ...call, entity: entity.name, entityPath: entity.path },
    await newClientId(),
  );
  if (!result.sent) return { queued: true };
  return { queued: false, value: result.body === null ? null : z.parse(schema, result.body) };
}

/** `body.id` is the client-made UUIDv7 of the new record (DESIGN.md §3), kept across retries. */
export function createRecord(
  entity: Entity,
  body: Record<string, unknown> & { id: string },
): Promise<Written<EntityRow>> {
  const call = { path: entity.path, method: 'POST', op: 'create', recordId: body.id, body } as const;
  return write(entity, { ...call, label: labelOf(entity, body) }, entityRowSchema);
}

/** The two writes of fields to a saved record: all of them (PUT) or only those sent (PATCH). */
const FIELD_WRITES = { update: 'PUT', patch: 'PATCH' } as const;

function writeFields(
  entity: Entity,
  op: keyof typeof FIELD_WRITES,
  id: string,
  body: Record<string, unknown>,
): Promise<Written<EntityRow>> {
  const call = { path: one(entity, id), method: FIELD_WRITES[op], op, recordId: id, body };
  return write(entity, { ...call, label: labelOf(entity, body) }, entityRowSchema);
}

export const updateRecord = (entity: Entity, id: string, body: Record<string, unknown>) =>
  writeFields(entity, 'update', id, body);

export const patchRecord = (entity: Entity, id: string, body: Record<string, unknown>) =>
  writeFields(entity, 'patch', id, body);

export function deleteRecord(entity: Entity, row: EntityRow): Promise<Written<{ id: string }>> {
  const call = { path: one(entity, row.id), method: 'DELETE', op: 'delete', recordId: row.id } as const;
  return write(entity, { ...call, label: labelOf(entity, row) }, z.object({ id: z.string() }));
}

/**
 * Spec §5 'unique-property': does another record already hold `value` in `property`? A new
 * record (no id) asks without one. A failed check counts as valid (false): the server decides.
 */
export async function valueExists(
  entity: Entity,
  property: string,
  value: string,
  id: string | undefined,
): Promise<boolean> {
  const tail = `exists/${encodeURIComponent(property)}/${encodeURIComponent(value)}`;
  const path = id ? `${one(entity, id)}/${tail}` : `${entity.path}/${tail}`;
  try {
    return await apiGet(path, z.boolean());
  } catch {
    return false;
  }
}

/** After a write: the record as saved, and every list of the entity asked again. */
export function rememberRecord(queryClient: QueryClient, entity: Entity, row: EntityRow | null): void {
  if (row) queryClient.setQueryData(entityRecordQuery(entity, row.id).queryKey, row);
  forgetTotals(entity.path);
  void queryClient.invalidateQueries({ queryKey: [...entityKey(entity), 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['session', session.tenant, 'lookup', entity.path] });
  const kept = sessionListOfEntity[entity.path];
  if (kept) void queryClient.invalidateQueries({ queryKey: ['session', session.tenant, kept] });
}
