import type { MessageDescriptor } from '@lingui/core';
import type { Action } from '../../contract/auth/rules.ts';
import { sortableColumns } from '../../contract/entity/list-shape.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../../contract/list/list-query.ts';
import { docsMessages as m } from './messages.ts';
import type { EntityModel } from './model.ts';
import type { JsonSchema } from './openapi-schemas.ts';

/** The operations every entity offers, shared by the OpenAPI document and the docs page. */
export type OperationKind =
  | 'list'
  | 'lookup'
  | 'exists'
  | 'existsOther'
  | 'get'
  | 'create'
  | 'update'
  | 'patch'
  | 'remove'
  | 'import';

export interface Operation {
  kind: OperationKind;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Under /api, OpenAPI style: /stock/units/{id}. */
  path: string;
  /** null: any signed-in user of the tenant. */
  action: Action | null;
  summary: MessageDescriptor;
}

export function operations(model: EntityModel): Operation[] {
  const base = `/${model.entity.path}`;
  const op = (
    kind: OperationKind,
    method: Operation['method'],
    path: string,
    action: Action | null,
  ): Operation => ({
    kind,
    method,
    path: base + path,
    action,
    summary: m[kind],
  });
  const reads = [
    op('list', 'get', '', model.entity.openList ? null : 'read'),
    op('get', 'get', '/{id}', 'read'),
  ];
  if (model.entity.readOnly) return reads;
  return [
    ...reads,
    op('lookup', 'get', '/lookup', model.entity.lookup === 'read' ? 'read' : null),
    op('exists', 'get', '/exists/{property}/{value}', 'read'),
    op('existsOther', 'get', '/{id}/exists/{property}/{value}', 'read'),
    op('create', 'post', '', 'add'),
    op('update', 'put', '/{id}', 'edit'),
    op('patch', 'patch', '/{id}', 'edit'),
    op('remove', 'delete', '/{id}', 'del'),
    op('import', 'post', '/import', 'add'),
  ];
}

export const query = (name: string, schema: JsonSchema, description?: string) => ({
  name,
  in: 'query',
  schema,
  description,
});
export const inPath = (name: string, schema: JsonSchema = { type: 'string' }) => ({
  name,
  in: 'path',
  required: true,
  schema,
});

/** The list parameters of an entity: paging, sort, search, dates and its declared filters. */
export function listParameters(model: EntityModel, t: Translate) {
  const { entity } = model;
  const label = (name: string) => (entity.fields[name] ? t(entity.fields[name].label) : name);
  const params = [
    query('pageIndex', { type: 'integer', minimum: 1, default: 1 }, t(m.pageIndex)),
    query(
      'pageSize',
      { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZES[0] },
      t(m.pageSize),
    ),
    query(
      'sortKey',
      { enum: sortableColumns(entity), default: entity.list.sort[0] },
      t(m.sortKey, { columns: sortableColumns(entity).join(', ') }),
    ),
    query('sortType', { enum: ['asc', 'desc'], default: entity.list.sort[1] }, t(m.sortType)),
    query('withTotal', { enum: ['1', '0'] }, t(m.withTotal)),
    query(
      'searchKey',
      { type: 'string' },
      t(m.searchKey, { fields: (entity.search ?? [entity.key, entity.display]).map(label).join(', ') }),
    ),
  ];
  if (entity.dateField) {
    const description = t(m.dateRange, { field: label(entity.dateField) });
    params.push(query('fromDate', { type: 'string', format: 'date' }, description));
    params.push(query('toDate', { type: 'string', format: 'date' }, description));
  }
  for (const name of entity.filters ?? [])
    params.push(
      query(
        name,
        { type: 'string' },
        `${t(m.filter, { field: label(name) })} (${entity.fields[name]?.kind})`,
      ),
    );
  return params;
}
