// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueQuery } from './cashier-data.ts';

/** A server of 2,345 goods and 3 services, 1,000 a page at most, as the list protocol answers. */
function catalogueServer() {
  const asked: string[] = [];
  const goods = Array.from({ length: 2345 }, (_, i) => ({
    id: `p${i}`,
    version: 1,
    ma_vt: `SP${i}`,
    ten_vt: `Hàng ${i}`,
    loai: 1,
  }));
  const services = Array.from({ length: 3 }, (_, i) => ({
    id: `s${i}`,
    version: 1,
    ma_vt: `DV${i}`,
    ten_vt: `Dịch vụ ${i}`,
    loai: 3,
  }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const query = new URL(url, 'http://sen.test').searchParams;
      const rows = url.includes('stock/services') ? services : goods;
      const size = Number(query.get('pageSize'));
      const index = Number(query.get('pageIndex'));
      const items = rows.slice((index - 1) * size, index * size);
      const body = { items, total: index === 1 || query.get('withTotal') ? rows.length : null };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return asked;
}

describe('the cashier catalogue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps every item of a shop larger than one page', async () => {
    const asked = catalogueServer();
    const items = await new QueryClient().fetchQuery(catalogueQuery());
    expect(items).toHaveLength(2348);
    expect(items.filter((item) => item.kind === 'service')).toHaveLength(3);
    expect(asked.filter((url) => url.includes('stock/products'))).toHaveLength(3);
  });
});
