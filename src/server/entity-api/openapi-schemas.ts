import type { Entity } from '../../contract/entity/define.ts';
import { type FieldDef, isSmallInteger, maxLength } from '../../contract/entity/fields.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { MAX_INTEGER_DIGITS, MAX_NUMBER_CHARS } from '../../contract/entity/numbers.ts';
import { lookupJoins } from './columns.ts';
import type { EntityModel } from './model.ts';

/** JSON Schema (OpenAPI 3.1 dialect) of field kinds and records, derived from declarations. */
export type JsonSchema = Record<string, unknown>;

const DECIMAL = '^-?\\d+(\\.\\d+)?$';
const INT_RANGE: Record<string, [number, number]> = {
  int2: [-32768, 32767],
  ud_smallint: [-32768, 32767],
  int4: [-2147483648, 2147483647],
  ud_int: [-2147483648, 2147483647],
};

function numberSchema(field: FieldDef & { precision?: number; min?: number; max?: number }): JsonSchema {
  const range = INT_RANGE[field.kind];
  const bounds = { minimum: field.min ?? range?.[0], maximum: field.max ?? range?.[1] };
  if (isSmallInteger(field.kind)) return { type: 'integer', ...bounds };
  if (field.kind === 'ud_float') return { type: 'number', ...bounds };
  return {
    type: 'string',
    pattern: DECIMAL,
    maxLength: MAX_NUMBER_CHARS,
    description: `decimal string: ≤ ${MAX_INTEGER_DIGITS} integer digits, ≤ ${field.precision ?? 0} decimals`,
    ...bounds,
  };
}

/** The schema of one field's value as the API answers it (writes also accept numbers for decimals). */
export function fieldSchema(field: FieldDef): JsonSchema {
  switch (field.kind) {
    case 'text':
    case 'code':
    case 'phone':
    case 'email':
    case 'url': {
      const format = field.kind === 'email' ? 'email' : field.kind === 'url' ? 'uri' : undefined;
      const note = { code: 'letters and digits, uppercased', phone: '10–15 digits' }[field.kind as string];
      return { type: 'string', maxLength: maxLength(field), format, description: note };
    }
    case 'bool':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'time':
      return { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
    case 'enum':
      return { enum: field.options.map(([value]) => value) };
    case 'dictionary':
      return { type: 'string', maxLength: 64, description: `dictionary group ${field.group}` };
    case 'lookup':
      return { type: 'string', maxLength: 64, description: `key of ${field.entity}` };
    case 'multiLookup':
      return {
        type: 'array',
        items: { type: 'string' },
        maxItems: field.maxCount,
        description: `keys of ${field.entity}`,
      };
    case 'image':
    case 'file':
      return field.multiple
        ? { type: 'array', items: { type: 'string' } }
        : { type: 'string', maxLength: 1024 };
    case 'json':
      return {};
    default:
      return numberSchema(field);
  }
}

/** Drops undefined keys so the JSON stays clean. */
function clean(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return Object.keys(schema).length === 0 ? schema : { anyOf: [schema, { type: 'null' }] };
}

function described(field: FieldDef, t: Translate, schema: JsonSchema): JsonSchema {
  return clean({ ...schema, title: t(field.label), ...(field.hint ? { 'x-hint': t(field.hint) } : {}) });
}

/** A record as list, get and writes answer it. */
export function recordSchema(model: EntityModel, t: Translate): JsonSchema {
  const { entity } = model;
  const properties: Record<string, JsonSchema> = {
    id: { type: 'string', format: 'uuid' },
    version: { type: 'integer', minimum: 1 },
    created_at: { type: 'string', format: 'date-time' },
    created_by: { type: ['string', 'null'] },
    updated_at: { type: 'string', format: 'date-time' },
    updated_by: { type: ['string', 'null'] },
  };
  for (const name of entity.fieldNames) {
    const field = entity.fields[name] as FieldDef;
    properties[name] = described(
      field,
      t,
      field.required ? fieldSchema(field) : nullable(fieldSchema(field)),
    );
  }
  for (const join of lookupJoins(model))
    properties[join.as] = {
      type: ['string', 'null'],
      description: `display name of ${join.field}`,
      readOnly: true,
    };
  return {
    type: 'object',
    title: t(entity.one),
    properties,
    required: ['id', 'version', ...entity.fieldNames],
  };
}

function writableSchema(field: FieldDef): JsonSchema {
  const schema = fieldSchema(field);
  return schema.pattern === DECIMAL ? { ...schema, type: ['string', 'number'] } : schema;
}

/** The body of POST (optional client id), PUT (version required) or PATCH (any subset). */
export function writeBodySchema(
  entity: Entity,
  mode: 'create' | 'update' | 'patch',
  t: Translate,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  if (mode === 'create')
    properties.id = { type: 'string', format: 'uuid', description: 'client-made UUID (offline)' };
  else properties.version = { type: 'integer', minimum: 1, description: 'version read; stale → 409' };
  const required = mode === 'update' ? ['version'] : [];
  for (const name of entity.fieldNames) {
    const field = entity.fields[name] as FieldDef;
    if (field.readOnly) continue;
    properties[name] = described(field, t, nullable(writableSchema(field)));
    if (field.required && mode === 'create') required.push(name);
  }
  return { type: 'object', properties, required };
}
