import { describe, expect, it } from 'vitest';
import { menuById } from '../auth/menu.ts';
import { type Entity, screenPath } from '../entity/define.ts';
import { type FieldDef, lookupNameField } from '../entity/fields.ts';
import { writeSchema } from '../entity/schemas.ts';
import { entityByName, entities as registered } from './registry.ts';
import { DICTIONARY_GROUPS } from './system/dictionary-groups.ts';

const entities: readonly Entity[] = registered;
const t = (message: { id: string; message?: string }) => message.message ?? message.id;
const fieldsOf = (entity: Entity) => Object.entries(entity.fields) as [string, FieldDef][];

describe('entity registry', () => {
  it('has unique names, paths and tables', () => {
    for (const key of ['name', 'path', 'table'] as const) {
      const values = entities.map((entity) => entity[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('guards each entity by an existing menu entry whose screen is the entity path', () => {
    // Personal (owner-scoped) entities are every signed-in user's own: no menu right guards them.
    for (const entity of entities.filter((e) => !e.scope?.owner)) {
      const entry = menuById(entity.menuId);
      expect(entry, entity.name).toBeDefined();
      expect(entry?.command, entity.name).toBe(screenPath(entity));
      expect(entity.name, 'name = <module>.<menu leaf>').toBe(entity.menuId);
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

  it('requires the key, and never lists, searches or filters a secret', () => {
    for (const entity of entities) {
      if (!entity.readOnly) expect(entity.fields[entity.key]?.required, entity.name).toBe(true);
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
