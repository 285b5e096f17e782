import { describe, expect, it } from 'vitest';
import { partners } from '../entities/crm/partners.entity.ts';
import { entityListShape } from '../entity/list-shape.ts';
import type { Translate } from '../entity/messages.ts';
import type { ListShape } from './list-query.ts';
import { readListQuery } from './list-read.ts';

/** Vietnamese source text with values filled in, like the catalogs do. */
const t: Translate = (message, values = {}) =>
  (message.message ?? message.id).replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

const logs: ListShape = { sortable: ['created_at', 'user_name'], sort: ['created_at', 'desc'], pageSize: 20 };

const fields = (q: Record<string, string>, shape = logs) =>
  readListQuery(shape, t, q).issues.map((issue) => issue.field);

describe('readListQuery (the server, strict)', () => {
  it('reads a plain request as page 1 of the default order and size, counting its total', () => {
    const { query, issues } = readListQuery(logs, t, {});
    expect(issues).toEqual([]);
    expect(query).toEqual({
      pageIndex: 1,
      pageSize: 20,
      sortKey: 'created_at',
      sortType: 'desc',
      searchKey: undefined,
      withTotal: true,
      filters: {},
    });
  });

  it('pages from 1: page 0 is refused naming pageIndex', () => {
    expect(fields({ pageIndex: '0' })).toEqual(['pageIndex']);
    expect(fields({ pageIndex: '1.5' })).toEqual(['pageIndex']);
    expect(fields({ pageIndex: '2' })).toEqual([]);
  });

  it('refuses page sizes over the largest, undeclared sort columns and unknown orders', () => {
    expect(fields({ pageSize: '5000', sortKey: 'password_hash', sortType: 'up' })).toEqual([
      'pageSize',
      'sortKey',
      'sortType',
    ]);
    const [issue] = readListQuery(logs, t, { sortKey: 'password_hash' }).issues;
    expect(issue?.message).toContain('password_hash');
  });

  it('trims the search once, drops a blank one and refuses one too long', () => {
    expect(readListQuery(logs, t, { searchKey: '  hòa  50% ' }).query.searchKey).toBe('hòa  50%');
    expect(readListQuery(logs, t, { searchKey: '   ' }).query.searchKey).toBeUndefined();
    expect(fields({ searchKey: 'x'.repeat(201) })).toEqual(['searchKey']);
  });

  it('counts the total on the first page, or when asked; a page turn does not', () => {
    const read = (q: Record<string, string>) => readListQuery(logs, t, q).query.withTotal;
    expect(read({ pageIndex: '1' })).toBe(true);
    expect(read({ pageIndex: '2' })).toBe(false);
    expect(read({ pageIndex: '2', withTotal: '1' })).toBe(true);
    expect(read({ pageIndex: '1', withTotal: '0' })).toBe(false);
    expect(fields({ withTotal: 'yes' })).toEqual(['withTotal']);
  });

  it('reads dates as year-month-day only', () => {
    expect(readListQuery(logs, t, { fromDate: '2026-01-31' }).query.fromDate).toBe('2026-01-31');
    expect(fields({ toDate: '31/01/2026' })).toEqual(['toDate']);
  });

  it("reads an entity's declared filters, comma-joined, and refuses bad values naming the filter", () => {
    const shape = entityListShape(partners);
    const { query } = readListQuery(shape, t, { gioi_tinh: '1,2', sortKey: 'ten_kh' });
    expect(query.filters).toEqual({ gioi_tinh: [1, 2] });
    expect(fields({ gioi_tinh: 'x' }, shape)).toEqual(['gioi_tinh']);
    expect(fields({ sortKey: 'ghi_chu' }, shape)).toEqual(['sortKey']);
  });
});
