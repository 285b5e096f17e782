import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { entityTables } from '../../src/server/db/schema.ts';
import { CHART_OF_ACCOUNTS } from '../../src/server/db/seed/chart-of-accounts.data.ts';
import { syncDocumentVouchers } from '../../src/server/db/seed/document-vouchers.ts';
import { DEMO_TENANT } from '../../src/server/db/seed.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const table = (name: string) => {
  const found = entityTables[name];
  if (!found) throw new Error(`no table ${name}`);
  return found;
};

/** A tenant created the way `npm run sen -- tenant create` does it (createTenant). */
const ACME = {
  id: 'acme',
  ten_dn: 'Acme Spa',
  branches: [{ ma_dvcs: 'HN', ten_dvcs: 'Hà Nội' }],
  admin: { user_name: 'admin', password: 'acme-admin-1', ten_nsd: 'Quản trị Acme' },
};

describe(`reference data of a new tenant (${backend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({
      tenants: [ACME],
      // Acme as a shop made before the e-invoice landed, that renamed its stock receipt's prefix;
      // then two start-ups.
      setup: async (owner) => {
        await owner.execute(sql`DELETE FROM voucher_infos WHERE tenant_id = 'acme' AND ma_ct = 'HDD'`);
        await owner.execute(
          sql`DELETE FROM ${table('accounting.vouchers')} WHERE tenant_id = 'acme' AND ma_ct = 'HDD'`,
        );
        await owner.execute(
          sql`UPDATE ${table('accounting.vouchers')} SET tien_to = 'NK' WHERE tenant_id = 'acme' AND ma_ct = 'PN1'`,
        );
        await syncDocumentVouchers(owner);
        await syncDocumentVouchers(owner);
      },
    });
  });
  afterAll(() => t.close());

  const rows = (tenant: string, name: string) =>
    withTenant(t.database.db, tenant, (tx) =>
      tx
        .select()
        .from(table(name))
        .orderBy(asc(table(name).id)),
    );

  it('gets the whole chart of accounts of Circular 200, as a tree', async () => {
    const accounts = (await rows('acme', 'accounting.accounts')) as Record<string, unknown>[];
    expect(accounts).toHaveLength(CHART_OF_ACCOUNTS.length);
    const byTk = new Map(accounts.map((a) => [a.tk, a]));
    expect(byTk.get('1111')).toMatchObject({ ten_tk: 'Tiền Việt Nam', tk_me: '111', cap: 2, status: true });
    expect(byTk.get('33311')).toMatchObject({ ten_tk: 'Thuế GTGT đầu ra', tk_me: '3331', cap: 3 });
    expect(byTk.get('131')).toMatchObject({ tk_cn: true, tk_me: null, cap: 1, created_by: 'system' });
    for (const account of accounts)
      if (account.tk_me) expect(byTk.has(account.tk_me), String(account.tk)).toBe(true);
  });

  it('gets VND and USD, and the standard VAT rates posting to 33311 / 1331', async () => {
    const currencies = (await rows('acme', 'accounting.currencies')) as Record<string, unknown>[];
    expect(currencies.map((c) => c.ma_nt).sort()).toEqual(['USD', 'VND']);
    expect(currencies.find((c) => c.ma_nt === 'VND')).toMatchObject({ ten_nt: 'Việt Nam đồng', so_le: 0 });
    const taxes = (await rows('acme', 'accounting.taxs')) as Record<string, unknown>[];
    const rates = Object.fromEntries(taxes.map((tax) => [tax.ma_thue, String(tax.thue_suat)]));
    expect(rates).toEqual({ KCT: '0.00', '00': '0.00', '05': '5.00', '08': '8.00', '10': '10.00' });
    expect(taxes.find((tax) => tax.ma_thue === 'KCT')).toMatchObject({ chiu_thue: false });
    expect(taxes.every((tax) => tax.tk_thue_co === '33311' && tax.tk_thue_no === '1331')).toBe(true);
  });

  it('gets at start-up the voucher types declared since it was made, and keeps the ones it edited', async () => {
    const vouchers = (await rows('acme', 'accounting.vouchers')) as Record<string, unknown>[];
    const codes = vouchers.map((v) => v.ma_ct);
    expect(codes.filter((code) => code === 'HDD')).toHaveLength(1);
    expect(new Set(codes).size).toBe(codes.length);
    expect(vouchers.find((v) => v.ma_ct === 'PN1')).toMatchObject({ tien_to: 'NK' });
    const statuses = await withTenant(t.database.db, 'acme', (tx) =>
      tx.execute(sql`SELECT status FROM voucher_infos WHERE ma_ct = 'HDD'`),
    );
    expect(rowsOf(statuses).length).toBeGreaterThan(0);
  });

  it('gets no demo data: no warehouses, groups or exchange rates', async () => {
    expect(await rows('acme', 'stock.warehouses')).toEqual([]);
    expect(await rows('acme', 'stock.product-groups')).toEqual([]);
    expect(await rows('acme', 'accounting.exchange-rates')).toEqual([]);
  });

  it('gives the demo tenant its defaults plus demo rows: a warehouse per branch, groups, price lists', async () => {
    expect(await rows(DEMO_TENANT, 'accounting.accounts')).toHaveLength(CHART_OF_ACCOUNTS.length);
    const warehouses = (await rows(DEMO_TENANT, 'stock.warehouses')) as Record<string, unknown>[];
    expect(new Set(warehouses.map((w) => w.ma_dvcs))).toEqual(new Set(['CN01', 'CN02']));
    const groups = (await rows(DEMO_TENANT, 'stock.product-groups')) as Record<string, unknown>[];
    expect(groups.map((g) => g.ten_nhvt)).toEqual(
      expect.arrayContaining(['Chăm sóc da', 'Triệt lông', 'Mỹ phẩm']),
    );
    const rates = (await rows(DEMO_TENANT, 'stock.rates')) as Record<string, unknown>[];
    expect(rates.find((r) => r.ma_bg === 'KMHE2025')).toMatchObject({
      ngay_hl: '2025-06-01',
      ngay_hhl: '2025-08-31',
    });
    const fx = (await rows(DEMO_TENANT, 'accounting.exchange-rates')) as Record<string, unknown>[];
    expect(fx.map((r) => String(r.ty_gia))).toContain('26150.0000');
  });
});
