import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../src/contract/entities/stock/units.entity.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { systemLogs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller, countRows, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** The generic entity API on stock/units: every write, versions, uniqueness, exists, lookup, audit, tenants. */
describe(`entity API: records of stock/units (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let other: Caller;

  beforeAll(async () => {
    t = await openTestApp({
      tenants: [
        {
          id: 'khac',
          ten_dn: 'Khác',
          branches: [{ ma_dvcs: 'CN01', ten_dvcs: 'Khác 1' }],
          admin: { user_name: 'admin', password: 'admin', ten_nsd: 'QT khác' },
        },
      ],
    });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Tenant: 'khac' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin' }),
    });
    other = caller(t, (await login.json()).session.access_token, {}, 'khac');
  });
  afterAll(() => t.close());

  describe('stock/units', () => {
    it('creates, reads, updates, patches and deletes, each change bumping the version', async () => {
      const created = await admin.post('/api/stock/units', { ma_dvt: 'hop', ten_dvt: ' Hộp ' });
      expect(created.status).toBe(201);
      const unit = created.body;
      expect(unit).toMatchObject({
        ma_dvt: 'HOP',
        ten_dvt: 'Hộp',
        ten_dvt2: null,
        status: true,
        version: 1,
        created_by: 'admin',
        updated_by: 'admin',
      });
      expect(unit.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Object.keys(unit).sort()).toEqual(
        ['id', 'version', 'created_at', 'created_by', 'updated_at', 'updated_by', ...units.fieldNames].sort(),
      );
      expect((await admin.get(`/api/stock/units/${unit.id}`)).body).toEqual(unit);

      const put = await admin.put(`/api/stock/units/${unit.id}`, {
        ...unit,
        ten_dvt: 'Hộp lớn',
        status: false,
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ ten_dvt: 'Hộp lớn', status: false, version: 2, ma_dvt: 'HOP' });

      const patched = await admin.patch(`/api/stock/units/${unit.id}`, { ten_dvt2: 'Box' });
      expect(patched.body).toMatchObject({ ten_dvt: 'Hộp lớn', ten_dvt2: 'Box', status: false, version: 3 });

      const removed = await admin.delete(`/api/stock/units/${unit.id}?version=3`);
      expect(removed).toEqual({ status: 200, body: { id: unit.id } });
      const gone = await admin.get(`/api/stock/units/${unit.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('RECORD_NOT_FOUND');
      expect((await admin.delete(`/api/stock/units/${unit.id}`)).status).toBe(404);
      expect((await admin.patch(`/api/stock/units/${unit.id}`, { ten_dvt: 'x' })).status).toBe(404);
    });

    it('answers 409 STALE_VERSION to writes made on an old version, and PUT needs one', async () => {
      const { body: unit } = await admin.post('/api/stock/units', { ma_dvt: 'chai', ten_dvt: 'Chai' });
      expect((await admin.put(`/api/stock/units/${unit.id}`, { ...unit, ten_dvt: 'Chai 1' })).status).toBe(
        200,
      );
      const stale = await admin.put(`/api/stock/units/${unit.id}`, { ...unit, ten_dvt: 'Chai 2' });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({
        code: 'STALE_VERSION',
        message: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại',
      });
      expect((await admin.patch(`/api/stock/units/${unit.id}`, { ten_dvt: 'x', version: 1 })).status).toBe(
        409,
      );
      expect((await admin.delete(`/api/stock/units/${unit.id}?version=1`)).status).toBe(409);
      const noVersion = await admin.put(`/api/stock/units/${unit.id}`, { ma_dvt: 'CHAI', ten_dvt: 'Chai' });
      expect(noVersion.status).toBe(400);
      expect(failedFields(noVersion)).toEqual(['version']);
      expect((await admin.get(`/api/stock/units/${unit.id}`)).body).toMatchObject({
        ten_dvt: 'Chai 1',
        version: 2,
      });
      expect((await admin.delete(`/api/stock/units/${unit.id}?version=abc`)).status).toBe(400);
    });

    it('accepts a client-made UUID (offline creation) and refuses a malformed one', async () => {
      const id = '01939a4e-1f00-7000-8000-00000000abcd';
      const created = await admin.post('/api/stock/units', { id, ma_dvt: 'vi', ten_dvt: 'Vỉ' });
      expect(created.body.id).toBe(id);
      const bad = await admin.post('/api/stock/units', { id: 'not-a-uuid', ma_dvt: 'loc', ten_dvt: 'Lốc' });
      expect(bad.status).toBe(400);
      expect(failedFields(bad)).toEqual(['id']);
      const again = await admin.post('/api/stock/units', { id, ma_dvt: 'vi2', ten_dvt: 'Vỉ 2' });
      expect(again.status).toBe(400);
      expect(again.body.fields).toEqual([{ field: 'id', message: 'id đã tồn tại' }]);
    });

    it('refuses a taken key naming the field, and writes nothing', async () => {
      const before = await countRows(t, units);
      const taken = await admin.post('/api/stock/units', { ma_dvt: 'Vi', ten_dvt: 'Trùng' });
      expect(taken.status).toBe(400);
      expect(taken.body).toEqual({
        code: 'VALIDATION',
        message: 'Dữ liệu không hợp lệ',
        fields: [{ field: 'ma_dvt', message: 'Mã đơn vị tính đã tồn tại' }],
      });
      const { body: goi } = await admin.post('/api/stock/units', { ma_dvt: 'goi', ten_dvt: 'Gói' });
      const renamed = await admin.patch(`/api/stock/units/${goi.id}`, { ma_dvt: 'VI' });
      expect(renamed.body.fields).toEqual([{ field: 'ma_dvt', message: 'Mã đơn vị tính đã tồn tại' }]);
      expect(await countRows(t, units)).toBe(before + 1);
      // Saving a record with its own key unchanged is not a duplicate.
      expect(
        (await admin.patch(`/api/stock/units/${goi.id}`, { ma_dvt: 'GOI', ten_dvt: 'Gói nhỏ' })).status,
      ).toBe(200);
    });

    it('turns a unique-index violation between concurrent creates into the same 400', async () => {
      const [a, b] = await Promise.all([
        admin.post('/api/stock/units', { ma_dvt: 'thung', ten_dvt: 'Thùng A' }),
        admin.post('/api/stock/units', { ma_dvt: 'thung', ten_dvt: 'Thùng B' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 400]);
      const refused = a.status === 400 ? a : b;
      expect(refused.body.fields).toEqual([{ field: 'ma_dvt', message: 'Mã đơn vị tính đã tồn tại' }]);
    });

    it('answers exists checks: true means another record holds the value', async () => {
      const { body: vi } = await admin.get('/api/stock/units/lookup?value=VI');
      expect(vi.items).toEqual([{ value: 'VI', label: 'Vỉ' }]);
      const viId = (await admin.get('/api/stock/units?searchKey=VI&pageSize=1')).body.items[0].id;
      expect((await admin.get('/api/stock/units/exists/ma_dvt/vi')).body).toBe(true);
      expect((await admin.get('/api/stock/units/exists/ma_dvt/KHONGCO')).body).toBe(false);
      expect((await admin.get(`/api/stock/units/${viId}/exists/ma_dvt/VI`)).body).toBe(false);
      expect((await admin.get('/api/stock/units/no-such-id/exists/ma_dvt/VI')).body).toBe(true);
      expect((await admin.get('/api/stock/units/exists/ma_dvt/a%20b')).body).toBe(false);
      const notUnique = await admin.get('/api/stock/units/exists/ten_dvt/Vỉ');
      expect(notUnique.status).toBe(400);
      expect(failedFields(notUnique)).toEqual(['property']);
      expect((await admin.get('/api/stock/units/exists/password/x')).status).toBe(400);
    });

    it('offers lookups for selects: search, paging and the labels of given keys', async () => {
      const search = await admin.get('/api/stock/units/lookup?searchKey=goi');
      expect(search.body).toEqual({ items: [{ value: 'GOI', label: 'Gói nhỏ' }], total: 1 });
      const given = await admin.get('/api/stock/units/lookup?value=goi,VI,NONE');
      expect(given.body.items).toEqual([
        { value: 'GOI', label: 'Gói nhỏ' },
        { value: 'VI', label: 'Vỉ' },
      ]);
      const page = await admin.get('/api/stock/units/lookup?pageSize=2');
      expect(page.body.items).toHaveLength(2);
      expect(page.body.total).toBeGreaterThan(2);
    });

    it('refuses unknown fields and wrong values, naming each field, in the caller language', async () => {
      const before = await countRows(t, units);
      const bad = await admin.post(
        '/api/stock/units',
        { ma_dvt: 'a-b', ten_dvt: 'x'.repeat(129), status: 'maybe', hacker: 1 },
        { 'Accept-Language': 'en' },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid data');
      expect(
        Object.fromEntries(
          bad.body.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
        ),
      ).toMatchObject({
        hacker: expect.any(String),
        ma_dvt: expect.any(String),
        ten_dvt: expect.any(String),
        status: expect.any(String),
      });
      expect(await countRows(t, units)).toBe(before);
      const notObject = await admin.post('/api/stock/units', [1, 2]);
      expect(notObject.status).toBe(400);
    });
  });

  it('writes create, update and delete to the audit log in the same transaction', async () => {
    const { body: unit } = await admin.post('/api/stock/units', { ma_dvt: 'kg', ten_dvt: 'Ki lô' });
    await admin.patch(`/api/stock/units/${unit.id}`, { ten_dvt: 'Ki-lô-gam' });
    await admin.delete(`/api/stock/units/${unit.id}`);
    await admin.post('/api/stock/units', { ma_dvt: 'kg', ten_dvt: 'x'.repeat(500) });
    const logs = await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .select()
        .from(systemLogs)
        .where(and(eq(systemLogs.object, 'stock/units'), eq(systemLogs.record_id, unit.id)))
        .orderBy(systemLogs.created_at),
    );
    expect(logs.map((log) => [log.action, log.user_name])).toEqual([
      ['create', 'admin'],
      ['update', 'admin'],
      ['delete', 'admin'],
    ]);
    expect(logs[0]?.detail).toEqual({ ma_dvt: 'KG', ten_dvt: 'Ki lô', ten_dvt2: null, status: true });
    expect(logs[1]?.detail).toEqual({ ten_dvt: { from: 'Ki lô', to: 'Ki-lô-gam' } });
    expect(logs[2]?.detail).toMatchObject({ ma_dvt: 'KG', ten_dvt: 'Ki-lô-gam' });
    const failed = await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .select()
        .from(systemLogs)
        .where(sql`${systemLogs.detail}->>'ten_dvt' = ${'x'.repeat(500)}`),
    );
    expect(failed).toEqual([]);
  });

  it("keeps tenants apart: another tenant's ids are not found and its codes are free", async () => {
    const foreign = await other.post('/api/stock/units', { ma_dvt: 'HOP', ten_dvt: 'Hộp khác' });
    expect(foreign.status).toBe(201);
    const id = foreign.body.id;
    expect((await admin.get(`/api/stock/units/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/stock/units/${id}`, { ...foreign.body })).status).toBe(404);
    expect((await admin.patch(`/api/stock/units/${id}`, { ten_dvt: 'x' })).status).toBe(404);
    expect((await admin.delete(`/api/stock/units/${id}`)).status).toBe(404);
    expect((await admin.get('/api/stock/units?searchKey=hop%20khac')).body.items).toEqual([]);
    expect((await admin.get('/api/stock/units/exists/ma_dvt/HOP')).body).toBe(false);
    expect((await other.get(`/api/stock/units/${id}`)).body.ten_dvt).toBe('Hộp khác');
    expect((await admin.post('/api/stock/units', { ma_dvt: 'HOP', ten_dvt: 'Hộp' })).status).toBe(201);
    const spoof = await other.get(`/api/stock/units/${id}`, { Tenant: 'demo' });
    expect(spoof.status).toBe(401);
  });

  it('lets search views show only the tenant of the transaction, and never be written', async () => {
    const { db } = t.database;
    const tenantsSeen = await withTenant(db, 'demo', (tx) =>
      tx.execute(sql`SELECT DISTINCT tenant_id FROM stock_units_search`),
    );
    expect(rowsOf<{ tenant_id: string }>(tenantsSeen).map((row) => row.tenant_id)).toEqual(['demo']);
    const outside = await db.execute(sql`SELECT count(*)::int AS n FROM stock_units_search`);
    expect(rowsOf<{ n: number }>(outside)[0]?.n).toBe(0);
    const write = withTenant(db, 'demo', (tx) =>
      tx.execute(sql`INSERT INTO stock_units_search (tenant_id, id) VALUES ('khac', 'x')`),
    );
    await expect(write).rejects.toThrow();
  });
});
