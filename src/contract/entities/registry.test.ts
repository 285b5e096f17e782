import { describe, expect, it } from 'vitest';
import { menuById } from '../auth/menu.ts';
import { type Entity, sliceValues } from '../entity/define.ts';
import { type FieldDef, lookupNameField } from '../entity/fields.ts';
import { writeSchema } from '../entity/schemas.ts';
import { entityByName, entities as registered } from './registry.ts';
import { DICTIONARY_GROUPS } from './system/dictionary-groups.ts';

const entities: readonly Entity[] = registered;
const t = (message: { id: string; message?: string }) => message.message ?? message.id;
const fieldsOf = (entity: Entity) => Object.entries(entity.fields) as [string, FieldDef][];

/** The key is required, or numbered by the server when a create leaves it empty. */
function keyAlwaysFilled(entity: Entity): boolean {
  const key = entity.fields[entity.key];
  return Boolean(key?.required || (key && 'numbered' in key && key.numbered));
}

describe('entity registry', () => {
  it('has unique names, paths and tables', () => {
    for (const key of ['name', 'path'] as const) {
      const values = entities.map((entity) => entity[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const owned = entities.filter((entity) => !entity.slice).map((entity) => entity.table);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('shares a table only between slices with one key, one search and same-kind fields', () => {
    const byTable = Map.groupBy(entities, (entity) => entity.table);
    const shared = [...byTable.values()].filter((group) => group.length > 1);
    expect(shared.map((group) => group.map((e) => e.name))).toContainEqual([
      'stock.products',
      'stock.services',
    ]);
    // A bool slice is a subset of the table's owner (salers of employees), not a partition.
    const subset = (entity: Entity) =>
      entity.slice !== undefined && entity.fields[entity.slice]?.kind === 'bool';
    for (const [first, ...others] of shared) {
      const sliceOptions = new Set<unknown>();
      const partitions = ([first, ...others] as Entity[]).filter((entity) => !subset(entity));
      for (const entity of [first, ...others] as Entity[]) {
        if (!subset(entity)) expect(entity.slice, entity.name).toBe(partitions[0]?.slice);
        for (const value of subset(entity) ? [] : (sliceValues(entity)?.values ?? [])) {
          expect(sliceOptions.has(value), `${entity.name} slice value ${value}`).toBe(false);
          sliceOptions.add(value);
        }
        expect(entity.key).toBe(first?.key);
        expect(entity.search).toEqual(first?.search);
        for (const [name, field] of fieldsOf(entity)) {
          const other = first?.fields[name];
          if (!other) continue;
          expect(field.kind, `${entity.name}.${name}`).toBe(other.kind);
          expect(Boolean(field.required), `${entity.name}.${name}`).toBe(Boolean(other.required));
        }
      }
    }
  });

  it('names each entity after its menu entry: <module>.<menu leaf>', () => {
    // The entry itself, its screen and title: src/app/entity-ui/entity-recipe.test.ts.
    // Rows shown on another entity's screen (partOf) are guarded by that entity's menu id.
    for (const entity of entities.filter((e) => !e.scope?.owner)) {
      const parent = entity.partOf ? entityByName(entity.partOf) : entity;
      expect(parent.name, entity.name).toBe(entity.menuId);
    }
  });

  it('leaves personal entities out of the menu: there is no right to grant on them', () => {
    const personal = entities.filter((e) => e.scope?.owner);
    expect(personal.map((e) => e.name)).toContain('user.todos');
    for (const entity of personal) expect(menuById(entity.menuId), entity.name).toBeUndefined();
  });

  it('points every lookup at a registered entity and every dictionary field at a known group', () => {
    const groups = new Set<string>(DICTIONARY_GROUPS.map(([group]) => group));
    for (const entity of entities) {
      for (const [name, field] of fieldsOf(entity)) {
        if (field.kind === 'lookup' || field.kind === 'multiLookup')
          expect(() => entityByName(field.entity), `${entity.name}.${name}`).not.toThrow();
        if (field.kind === 'dictionary') expect(groups.has(field.group), `${entity.name}.${name}`).toBe(true);
      }
    }
  });

  it('keeps lookup name fields from shadowing declared fields', () => {
    for (const entity of entities) {
      for (const [name, field] of fieldsOf(entity)) {
        if (field.kind !== 'lookup' && field.kind !== 'dictionary') continue;
        expect(entity.fields[lookupNameField(name, field)], `${entity.name}.${name}`).toBeUndefined();
      }
    }
  });

  it('requires the key (or numbers it on the server), and never lists, searches or filters a secret', () => {
    for (const entity of entities) {
      if (!entity.readOnly)
        expect(keyAlwaysFilled(entity) || entity.fields[entity.key]?.readOnly === true, entity.name).toBe(
          true,
        );
      const exposed = new Set<string>([
        ...entity.list.columns,
        ...(entity.search ?? []),
        ...(entity.filters ?? []),
      ]);
      for (const [name, field] of fieldsOf(entity)) {
        if ('secret' in field && field.secret)
          expect(exposed.has(name), `${entity.name}.${name}`).toBe(false);
      }
    }
  });

  it('gives every entity and field a Vietnamese label', () => {
    for (const entity of entities) {
      expect(t(entity.title)).toBeTruthy();
      expect(t(entity.one)).toBeTruthy();
      for (const [name, field] of fieldsOf(entity))
        expect(t(field.label), `${entity.name}.${name}`).toBeTruthy();
    }
  });

  it("accepts each field's default through the entity's own write schema", () => {
    for (const entity of entities) {
      const schema = writeSchema(entity, 'patch', (message) => t(message));
      for (const [name, field] of fieldsOf(entity)) {
        if (field.default === undefined || field.readOnly) continue;
        const parsed = schema.safeParse({ [name]: field.default });
        expect(parsed.success, `${entity.name}.${name}`).toBe(true);
      }
    }
  });
});
