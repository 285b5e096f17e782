import { describe, expect, it } from 'vitest';
import type { ListShape } from './list-query.ts';
import { listDefaults, listSearchSchema } from './list-search.ts';

const users: ListShape = { sortable: ['user_name', 'ten_nsd', 'created_at'], sort: ['user_name', 'asc'] };

describe('listSearchSchema (the address bar, lenient)', () => {
  const schema = listSearchSchema(users);

  it('reads a good address as it is', () => {
    const search = schema.parse({
      pageIndex: '3',
      pageSize: '50',
      sortKey: 'ten_nsd',
      sortType: 'desc',
      searchKey: ' hoa ',
      fromDate: '2026-01-01',
    });
    expect(search).toEqual({
      pageIndex: 3,
      pageSize: 50,
      sortKey: 'ten_nsd',
      sortType: 'desc',
      searchKey: 'hoa',
      fromDate: '2026-01-01',
      toDate: undefined,
    });
  });

  it('turns junk into the defaults instead of failing the page', () => {
    const search = schema.parse({
      pageIndex: '0',
      pageSize: '7',
      sortKey: 'password_hash',
      sortType: 'sideways',
      searchKey: '   ',
      toDate: 'yesterday',
    });
    expect(search).toEqual({
      ...listDefaults(users),
      searchKey: undefined,
      fromDate: undefined,
      toDate: undefined,
    });
  });

  it('reads a typed number as the text searched, and leaves out a search too long', () => {
    expect(schema.parse({ searchKey: 123 }).searchKey).toBe('123');
    expect(schema.parse({ searchKey: 'x'.repeat(201) }).searchKey).toBeUndefined();
  });

  it("keeps the shape's page size as the default", () => {
    expect(listSearchSchema({ ...users, pageSize: 20 }).parse({}).pageSize).toBe(20);
    expect(listDefaults(users)).toEqual({
      pageIndex: 1,
      pageSize: 10,
      sortKey: 'user_name',
      sortType: 'asc',
    });
  });
});
