import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** Each stock and accounting reference list through the generic entity API, as the demo admin. */
const LISTS: [path: string, total: number, first: Record<string, unknown>][] = [
  ['stock/units', 16, { ma_dvt: 'BO', ten_dvt: 'Bộ' }],
  ['stock/conversion-units', 8, { ma_qd: 'HOPGOI', he_so: '10' }],
  ['stock/warehouses', 4, { ma_kho: 'KCN01', ma_dvcs: 'CN01' }],
  ['stock/product-groups', 16, { ma_nhvt: 'CSD', ten_nhvt: 'Chăm sóc da' }],
  ['stock/products', 160, { ma_vt: 'CT01', loai: 1, dvt: 'CHAI' }],
  ['stock/services', 121, { ma_vt: 'CSD01', loai: 3, dvt: 'LAN', thoi_gian: 60 }],
  ['stock/product-types', 4, { ma_lvt: 'CCDC' }],
  ['stock/product-hours', 5, { ma_tl: 'P30', so_phut: 30 }],
  ['stock/rates', 3, {}],
  ['accounting/accounts', 224, { tk: '111', ten_tk: 'Tiền mặt' }],
  ['accounting/taxs', 5, { ma_thue: 'KCT' }],
  ['accounting/currencies', 2, { ma_nt: 'USD' }],
  ['accounting/exchange-rates', 2, { ma_tg: 'USD20250701' }],
  ['accounting/transaction-terms', 3, {}],
  ['accounting/expenses', 8, {}],
  // The demo's own types and those the declared documents add (seeded for every tenant; HDD is
  // the e-invoice's).
  ['accounting/vouchers', 19, { ma_ct: 'HD1' }],
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
