import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const COUNT = 400;

describe(`the demo tenant's generated customers (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;

  beforeAll(async () => {
    t = await openTestApp({ demoCustomers: COUNT });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
  });
  afterAll(() => t.close());

  const all = async (who: Caller, query = '') => {
    const answer = await who.get(`/api/crm/partners?pageIndex=1&pageSize=1000${query}`);
    expect(answer.status).toBe(200);
    return answer.body.items as Record<string, unknown>[];
  };

  it('are people of both branches with distinct phones, levels, sources and salespeople', async () => {
    const rows = await all(admin);
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((row) => row.dien_thoai)).size).toBe(COUNT);
    expect(rows.every((row) => /^0[378]\d{8}$/.test(String(row.dien_thoai)))).toBe(true);
    const share = (test: (row: Record<string, unknown>) => boolean) => rows.filter(test).length / COUNT;
    expect(share((row) => row.ma_dvcs === 'CN01')).toBeGreaterThan(0.5);
    expect(share((row) => row.ma_dvcs === 'CN02')).toBeGreaterThan(0.2);
    expect(share((row) => row.gioi_tinh === 2)).toBeGreaterThan(0.7);
    expect(new Set(rows.map((row) => row.ma_cap))).toEqual(new Set(['MOI', 'BAC', 'VANG', 'KIMCUONG']));
    expect(share((row) => Array.isArray(row.tags) && row.tags.length > 0)).toBeGreaterThan(0.2);
  });

  it("letan's own are among them; letan sees them and the unassigned of CN01, no one else's", async () => {
    const seen = await all(letan);
    expect(seen.filter((row) => row.ma_nvbh === 'NV001').length).toBeGreaterThan(20);
    expect(seen.every((row) => [null, 'NV001'].includes(row.ma_nvbh as string | null))).toBe(true);
    expect(seen.every((row) => row.ma_dvcs === 'CN01')).toBe(true);
  });

  it('a customer typed without a code is numbered after them', async () => {
    const created = await admin.post(
      '/api/crm/partners',
      { ten_kh: 'Khách mới sau dữ liệu mẫu', dien_thoai: '0911000001' },
      { Branchs: 'CN01' },
    );
    expect(created.status).toBe(201);
    expect(created.body.ma_kh).toBe(`KH${String(COUNT + 1).padStart(6, '0')}`);
  });

  it('some have complaints on their profile', async () => {
    const answer = await admin.get('/api/crm/complains?pageIndex=1&pageSize=100');
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBe(COUNT / 40);
  });
});
