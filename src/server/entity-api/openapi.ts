import { z } from 'zod';
import { apiErrorSchema } from '../../contract/api/errors.ts';
import { IMPORT_MAX_ROWS, importResultSchema } from '../../contract/entity/import.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { docsMessages as m } from './messages.ts';
import type { EntityModel } from './model.ts';
import { type JsonSchema, recordSchema, writeBodySchema } from './openapi-schemas.ts';
import { inPath, listParameters, type Operation, operations, query } from './operations.ts';
import { checkableProperties } from './unique.ts';

/** /api/openapi.json: OpenAPI 3.1 of every served entity, derived from the declarations. */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });

function parameters(model: EntityModel, op: Operation, t: Translate): unknown[] {
  const params: unknown[] = [
    { $ref: '#/components/parameters/Tenant' },
    { $ref: '#/components/parameters/Branchs' },
  ];
  if (op.path.includes('{id}')) params.push(inPath('id'));
  if (op.kind === 'exists' || op.kind === 'existsOther')
    params.push(inPath('property', { enum: [...checkableProperties(model.entity)] }), inPath('value'));
  if (op.kind === 'list') params.push(...listParameters(model, t));
  if (op.kind === 'lookup')
    params.push(
      ...listParameters(model, t).slice(0, 2),
      query('searchKey', { type: 'string' }),
      query('value', { type: 'string' }, 'keys, comma-separated'),
    );
  if (op.kind === 'remove') params.push(query('version', { type: 'integer', minimum: 1 }));
  if (op.method !== 'get') params.push({ $ref: '#/components/parameters/IdempotencyKey' });
  return params;
}

function body(name: string, op: Operation): JsonSchema | undefined {
  if (op.kind === 'create') return { required: true, ...json(ref(`${name}Create`)) };
  if (op.kind === 'update') return { required: true, ...json(ref(`${name}Update`)) };
  if (op.kind === 'patch') return { required: true, ...json(ref(`${name}Patch`)) };
  if (op.kind === 'import')
    return {
      required: true,
      ...json({
        type: 'object',
        properties: {
          items: { type: 'array', maxItems: IMPORT_MAX_ROWS, items: ref(`${name}Create`) },
          dry_run: { type: 'boolean', default: false },
          first_row: { type: 'integer', minimum: 1, default: 1 },
        },
        required: ['items'],
      }),
    };
  return undefined;
}

function success(name: string, op: Operation): Record<string, unknown> {
  if (op.kind === 'list')
    return {
      200: {
        description: 'OK',
        ...json({
          type: 'object',
          properties: {
            items: { type: 'array', items: ref(name) },
            total: { type: 'integer' },
            total_exact: { type: 'boolean' },
          },
          required: ['items', 'total', 'total_exact'],
        }),
      },
    };
  if (op.kind === 'lookup') return { 200: { description: 'OK', ...json(ref('LookupList')) } };
  if (op.kind === 'import')
    return {
      200: { description: 'OK (dry_run: the report)', ...json(ref('ImportResult')) },
      400: { description: 'IMPORT_INVALID (nothing written), VALIDATION', ...json(ref('ImportResult')) },
    };
  if (op.kind === 'exists' || op.kind === 'existsOther')
    return { 200: { description: 'true = duplicate', ...json({ type: 'boolean' }) } };
  if (op.kind === 'remove')
    return {
      200: { description: 'OK', ...json({ type: 'object', properties: { id: { type: 'string' } } }) },
    };
  return { [op.kind === 'create' ? 201 : 200]: { description: 'OK', ...json(ref(name)) } };
}

const ERRORS = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN, BRANCH_DENIED, EMPLOYEE_DENIED, VOUCHER_LOCKED',
  404: 'RECORD_NOT_FOUND',
  409: 'STALE_VERSION',
};

function errorSchema(): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiErrorSchema) as JsonSchema;
  return schema;
}

/** Component name of an entity's schemas: 'stock.units' → 'StockUnits'. */
export function schemaName(model: EntityModel): string {
  return model.entity.name
    .split(/[.\-_]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

const LOOKUP_LIST: JsonSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: { type: 'object', properties: { value: {}, label: { type: ['string', 'null'] } } },
    },
    total: { type: 'integer' },
  },
};

function importResult(): JsonSchema {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(importResultSchema) as JsonSchema;
  return schema;
}

const errorResponses = () =>
  Object.fromEntries(
    Object.entries(ERRORS).map(([status, codes]) => [status, { description: codes, ...json(ref('Error')) }]),
  );

/** Adds one entity's schemas and paths to the document being built. */
function addEntity(
  model: EntityModel,
  t: Translate,
  doc: { paths: Record<string, Record<string, unknown>>; schemas: Record<string, unknown> },
) {
  const name = schemaName(model);
  doc.schemas[name] = recordSchema(model, t);
  doc.schemas[`${name}Create`] = writeBodySchema(model.entity, 'create', t);
  doc.schemas[`${name}Update`] = writeBodySchema(model.entity, 'update', t);
  doc.schemas[`${name}Patch`] = writeBodySchema(model.entity, 'patch', t);
  for (const op of operations(model)) {
    const item = doc.paths[op.path] ?? {};
    doc.paths[op.path] = item;
    item[op.method] = {
      operationId: `${name}_${op.kind}`,
      tags: [t(model.entity.title)],
      summary: t(op.summary),
      description: t(m.menu, { menuId: `${model.entity.menuId} (${op.action ?? t(m.signedIn)})` }),
      'x-menu-id': model.entity.menuId,
      'x-right': op.action ?? 'signed-in',
      parameters: parameters(model, op, t),
      requestBody: body(name, op),
      responses: { ...errorResponses(), ...success(name, op) },
    };
  }
}

/** What a layer above adds to the document (the document routes: documents/openapi.ts). */
export type OpenApiExtension = (
  doc: { paths: Record<string, Record<string, unknown>>; schemas: Record<string, unknown> },
  t: Translate,
) => void;

/** The OpenAPI 3.1 document of every served entity, in the caller's language. */
export function openApiDocument(
  models: readonly EntityModel[],
  t: Translate,
  extensions: readonly OpenApiExtension[] = [],
): JsonSchema {
  const doc: { paths: Record<string, Record<string, unknown>>; schemas: Record<string, unknown> } = {
    paths: {},
    schemas: { Error: errorSchema(), LookupList: LOOKUP_LIST, ImportResult: importResult() },
  };
  for (const model of models) addEntity(model, t, doc);
  // The document routes (documents.md §2) after the entities: same components, same conventions.
  for (const extend of extensions) extend(doc, t);
  return {
    openapi: '3.1.0',
    info: {
      title: t(m.title),
      version: '1',
      description: `${t(m.intro)} ${t(m.totals, { cap: models[0]?.countCap ?? 0 })}`,
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    paths: doc.paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: {
        Tenant: { name: 'Tenant', in: 'header', required: true, schema: { type: 'string' } },
        Branchs: {
          name: 'Branchs',
          in: 'header',
          schema: { type: 'string' },
          description: 'branch codes, comma-separated',
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          schema: { type: 'string', pattern: '^[A-Za-z0-9\\-_.:]{1,200}$' },
          description: 'a repeat answers the first result without writing again (48 hours)',
        },
      },
      schemas: doc.schemas,
    },
  };
}
