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

  it('refuses a table name that is not snake_case', () => {
    expect(() => declare({ table: 'Things' })).toThrow(/bad table/);
  });
});
