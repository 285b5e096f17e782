import { describe, expect, it } from 'vitest';
import { partners } from '../../contract/entities/crm/partners.entity.ts';
import { units } from '../../contract/entities/stock/units.entity.ts';
import type { Entity } from '../../contract/entity/define.ts';
import {
  type EntitySearch,
  entitySearchSchema,
  listParams,
  presetFromFilters,
  searchDefaults,
} from './list-search.ts';

/** The address of `entity`'s list as the route reads it. */
const read = (entity: Entity, address: Record<string, unknown>) =>
  entitySearchSchema(entity).parse(address) as EntitySearch;

describe('the list address', () => {
  it.each([
    ['pageIndex', '0', 1],
    ['pageSize', '30', 10],
    ['sortKey', 'password', 'ma_dvt'],
    ['sortType', 'up', 'asc'],
    ['fromDate', '2024-13', undefined],
  ])('falls back to the default for %s=%s, which does not read', (key, value, fallback) => {
    expect(read(units, { [key]: value })[key]).toBe(fallback);
  });

  it('keeps the table state, declared filters and the open record', () => {
    const search = read(partners, {
      pageIndex: '3',
      pageSize: '1000',
      sortKey: 'ten_kh',
      sortType: 'asc',
      searchKey: '  đức ',
      gioi_tinh: '1,2',
      unknown: 'x',
      edit: 'new',
    });
    expect(search).toMatchObject({
      pageIndex: 3,
      pageSize: 1000,
      sortKey: 'ten_kh',
      gioi_tinh: '1,2',
      edit: 'new',
    });
    expect(search).not.toHaveProperty('unknown');
    expect(listParams(partners, search)).toEqual({
      pageIndex: 3,
      pageSize: 1000,
      sortKey: 'ten_kh',
      sortType: 'asc',
      searchKey: 'đức',
      filters: { gioi_tinh: '1,2' },
    });
  });

  it('reads a number the router parsed from the address as the text it was', () => {
    const search = read(units, { searchKey: 123, status: 0, edit: '' });
    expect(search).toMatchObject({ searchKey: '123', status: 0 });
    expect(listParams(units, search).filters).toEqual({ status: '0' });
    expect(search.edit).toBeUndefined();
  });

  it('leaves an empty search out of the request', () => {
    const search = read(units, { searchKey: '   ' });
    expect(listParams(units, search)).not.toHaveProperty('searchKey');
    expect(searchDefaults(partners)).toEqual({
      pageIndex: 1,
      pageSize: 10,
      sortKey: 'created_at',
      sortType: 'desc',
    });
  });

  it('starts a new record from the filters holding one value, never from a choice of several', () => {
    const search = read(partners, {
      ma_nvbh: 'NV001',
      gioi_tinh: '1,2',
      ma_cap: '',
      searchKey: 'Lan',
      edit: 'new',
    });
    expect(presetFromFilters(partners, search)).toEqual({ ma_nvbh: 'NV001' });
  });
});
