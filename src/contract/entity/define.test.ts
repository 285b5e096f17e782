import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { defineEntity, type EntityInput, type Fields } from './define.ts';
import { f } from './fields.ts';

const fields = {
  ma: f.code(msg`Mã`, { required: true }),
  ten: f.text(msg`Tên`, { required: true }),
  nhom: f.text(msg`Nhóm`),
};

const base: EntityInput<typeof fields> = {
  name: 'test.things',
  path: 'test/things',
  table: 'test_things',
  menuId: 'test.things',
  title: msg`Thứ`,
  one: msg`thứ`,
  fields,
  key: 'ma',
  display: 'ten',
  list: { columns: ['ma', 'ten'], sort: ['ma', 'asc'] },
};

/** Declares with references the type system would refuse, as a typo in a plain object would be. */
const declare = (patch: Record<string, unknown>) =>
  defineEntity({ ...base, ...patch } as unknown as EntityInput<Fields>);

describe('defineEntity', () => {
  it('accepts a declaration whose references all exist, audit columns included in lists', () => {
    const entity = declare({
      list: { columns: ['ma', 'created_at'], sort: ['created_at', 'desc'] },
      dateField: 'created_at',
      keyScope: 'nhom',
    });
    expect(entity.fieldNames).toEqual(['ma', 'ten', 'nhom']);
  });

  it.each([
    ['key', { key: 'khong_co' }],
    ['display', { display: 'khong_co' }],
    ['key scope', { keyScope: 'khong_co' }],
    ['list column', { list: { columns: ['ma', 'khong_co'], sort: ['ma', 'asc'] } }],
    ['sort', { list: { columns: ['ma'], sort: ['khong_co', 'asc'] } }],
    ['search', { search: ['khong_co'] }],
    ['filter', { filters: ['khong_co'] }],
    ['date field', { dateField: 'khong_co' }],
    ['unique set', { unique: [['ma', 'khong_co']] }],
    ['rule', { rules: [{ rule: 'duplicate', field: 'ma', other: 'khong_co' }] }],
    ['branch scope', { scope: { branch: 'khong_co' } }],
    ['voucher scope', { scope: { voucher: { type: { fixed: 'PT1' }, date: 'khong_co' } } }],
    ['audit column as a filter', { filters: ['created_at'] }],
  ])('refuses an unknown %s', (_, patch) => {
    expect(() => declare(patch)).toThrow(/unknown fields khong_co|unknown fields created_at/);
  });

  it('refuses an open list forcing a column that is not a declared filter', () => {
    expect(declare({ filters: ['nhom'], openList: { nhom: 'A' } }).openList).toEqual({ nhom: 'A' });
    expect(() => declare({ filters: ['nhom'], openList: { ten: 'A' } })).toThrow(
      /openList filters undeclared filters ten/,
    );
  });

  it('derives the path, table, menu id, display, sort and search a declaration leaves out', () => {
    const entity = defineEntity({
      name: 'test.odd-things',
      title: base.title,
      one: base.one,
      fields: { ma: fields.ma, nhom: fields.nhom, ten_thu: fields.ten },
      key: 'ma',
      list: { columns: ['ma', 'ten_thu'] },
    });
    expect([entity.path, entity.table, entity.menuId]).toEqual([
      'test/odd-things',
      'test_odd_things',
      'test.odd-things',
    ]);
    expect(entity.display).toBe('ten_thu');
    expect(entity.list.sort).toEqual(['ma', 'asc']);
    expect(entity.search).toEqual(['ma', 'ten_thu']);
    const english = { ma: fields.ma, ten_thu: fields.ten, ten_thu2: fields.nhom };
    const translated = { display: undefined, fields: english, list: { columns: ['ma'] } };
    expect(declare(translated).search).toEqual(['ma', 'ten_thu', 'ten_thu2']);
    const unnamed = { display: undefined, fields: { ma: fields.ma }, list: { columns: ['ma'] } };
    expect(declare(unnamed).display).toBe('ma');
    const dated = { dateField: 'created_at', list: { columns: ['ma', 'created_at'] } };
    expect(declare(dated).list.sort).toEqual(['created_at', 'desc']);
  });

  it('refuses a table name that is not snake_case', () => {
    expect(() => declare({ table: 'Things' })).toThrow(/bad table/);
  });
});
