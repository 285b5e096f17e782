import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { ListParams } from '../../contract/list/list-query.ts';

const apiGet = vi.fn();
vi.mock('./api.ts', () => ({ apiGet: (...args: unknown[]) => apiGet(...args) }));
const { fetchList, forgetTotals, totalKey } = await import('./list-fetch.ts');

const schema = z.object({
  items: z.array(z.string()),
  total: z.nullable(z.number()),
  total_exact: z.optional(z.nullable(z.boolean())),
});

const params = (values: Partial<ListParams> = {}): ListParams => ({
  pageIndex: 1,
  pageSize: 10,
  sortKey: 'ma_kh',
  sortType: 'desc',
  ...values,
});

/** The server's side: counts on page 1 or when asked, else `total: null`. */
function server(total: number, exact = true) {
  apiGet.mockImplementation(
    async (_path: string, _schema: unknown, { query }: { query: Record<string, unknown> }) => {
      const counts = query.pageIndex === 1 || query.withTotal === 1;
      return { items: ['a'], total: counts ? total : null, total_exact: counts ? exact : null };
    },
  );
}

const sentQuery = (call: number) => apiGet.mock.calls[call]?.[2].query as Record<string, unknown>;

describe('fetchList keeps the total of a filter while paging', () => {
  beforeEach(() => {
    apiGet.mockReset();
    forgetTotals('crm/partners');
  });

  it('takes the total from the first page and reuses it on page turns, whatever the order', async () => {
    server(12_345, false);
    expect(await fetchList('crm/partners', params({ searchKey: 'hoa' }), schema)).toMatchObject({
      total: 12_345,
      total_exact: false,
    });
    const turned = await fetchList(
      'crm/partners',
      params({ searchKey: 'hoa', pageIndex: 3, sortKey: 'ten_kh' }),
      schema,
    );
    expect(turned).toMatchObject({ total: 12_345, total_exact: false });
    expect(sentQuery(1)).not.toHaveProperty('withTotal');
  });

  it('asks for a total on a later page when it holds none for that filter', async () => {
    server(40);
    await fetchList('crm/partners', params({ searchKey: 'hoa' }), schema);
    const other = await fetchList('crm/partners', params({ searchKey: 'lan', pageIndex: 2 }), schema);
    expect(sentQuery(1)).toMatchObject({ searchKey: 'lan', pageIndex: 2, withTotal: 1 });
    expect(other.total).toBe(40);
  });

  it('asks again after a write forgot the totals of the list', async () => {
    server(7);
    await fetchList('crm/partners', params(), schema);
    forgetTotals('crm/partners');
    await fetchList('crm/partners', params({ pageIndex: 2 }), schema);
    expect(sentQuery(1)).toMatchObject({ withTotal: 1 });
  });

  it('keys a total by list and filter, not by page, size or order', () => {
    const key = totalKey('crm/partners', params({ filters: { b: '2', a: '1', c: '' } }));
    expect(
      totalKey(
        'crm/partners',
        params({ pageIndex: 4, pageSize: 50, sortType: 'asc', filters: { a: '1', b: '2' } }),
      ),
    ).toBe(key);
    expect(totalKey('crm/partners', params({ filters: { a: '1' } }))).not.toBe(key);
    expect(totalKey('stock/units', params({ filters: { a: '1', b: '2' } }))).not.toBe(key);
  });
});
