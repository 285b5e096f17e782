import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** Each stock and accounting reference list through the generic entity API, as the demo admin. */
const LISTS: [path: string, total: number, first: Record<string, unknown>][] = [
  ['stock/units', 9, { ma_dvt: 'CAI', ten_dvt: 'Cái' }],
  ['stock/conversion-units', 3, { ma_qd: 'HOPGOI', he_so: '10' }],
  ['stock/warehouses', 4, { ma_kho: 'KCN01', ma_dvcs: 'CN01' }],
  ['stock/product-groups', 8, { ma_nhvt: 'CSD', ten_nhvt: 'Chăm sóc da' }],
  ['stock/product-types', 4, { ma_lvt: 'CCDC' }],
  ['stock/product-hours', 5, { ma_tl: 'P30', so_phut: 30 }],
  ['stock/rates', 3, {}],
  ['accounting/accounts', 224, { tk: '111', ten_tk: 'Tiền mặt' }],
  ['accounting/taxs', 5, { ma_thue: 'KCT' }],
  ['accounting/currencies', 2, { ma_nt: 'USD' }],
  ['accounting/exchange-rates', 2, { ma_tg: 'USD20250701' }],
  ['accounting/transaction-terms', 3, {}],
  ['accounting/expenses', 8, {}],
  ['accounting/vouchers', 9, { ma_ct: 'HD1' }],
];

describe(`stock and accounting lists (${backend})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp();
    token = (await signIn(t, 'admin')).session.access_token;
  });
  afterAll(() => t.close());

  it.each(LISTS)('lists %s with the administrator', async (path, total, first) => {
    const response = await t.request(`/api/${path}?pageSize=1000`, bearer(token));
    expect(response.status, path).toBe(200);
    const body = (await response.json()) as { items: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(total);
    expect(body.items).toHaveLength(total);
    expect(body.items[0]).toMatchObject(first);
  });
});
