import { describe, expect, it } from 'vitest';
import { partners } from '../../contract/entities/crm/partners.entity.ts';
import { units } from '../../contract/entities/stock/units.entity.ts';
import {
  type EntitySearch,
  entitySearchSchema,
  listParams,
  presetFromFilters,
  searchDefaults,
} from './list-search.ts';

describe('the list address', () => {
  it('falls back to defaults for anything that does not read', () => {
    const search = entitySearchSchema(units).parse({
      pageIndex: '0',
      pageSize: '30',
      sortKey: 'password',
      sortType: 'up',
      fromDate: '2024-13',
    });
    expect(search).toMatchObject({ pageIndex: 1, pageSize: 10, sortKey: 'ma_dvt', sortType: 'asc' });
    expect(search.fromDate).toBeUndefined();
  });

  it('keeps the table state, declared filters and the open record', () => {
    const search = entitySearchSchema(partners).parse({
      pageIndex: '3',
      pageSize: '1000',
      sortKey: 'ten_kh',
      sortType: 'asc',
      searchKey: '  đức ',
      gioi_tinh: '1,2',
      unknown: 'x',
      edit: 'new',
    }) as EntitySearch;
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
    const search = entitySearchSchema(units).parse({ searchKey: 123, status: 0, edit: '' }) as EntitySearch;
    expect(search).toMatchObject({ searchKey: '123', status: 0 });
    expect(listParams(units, search).filters).toEqual({ status: '0' });
    expect(search.edit).toBeUndefined();
  });

  it('leaves an empty search out of the request', () => {
    const search = entitySearchSchema(units).parse({ searchKey: '   ' }) as EntitySearch;
    expect(listParams(units, search)).not.toHaveProperty('searchKey');
    expect(searchDefaults(partners)).toEqual({
      pageIndex: 1,
      pageSize: 10,
      sortKey: 'created_at',
      sortType: 'desc',
    });
  });

  it('starts a new record from the filters holding one value, never from a choice of several', () => {
    const search = entitySearchSchema(partners).parse({
      ma_nvbh: 'NV001',
      gioi_tinh: '1,2',
      ma_cap: '',
      searchKey: 'Lan',
      edit: 'new',
    }) as EntitySearch;
    expect(presetFromFilters(partners, search)).toEqual({ ma_nvbh: 'NV001' });
  });
});
