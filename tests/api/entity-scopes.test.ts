import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/contract/entities/crm/partners.entity.ts';
import { entities } from '../../src/contract/entities/registry.ts';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { setCrmSetting } from './crm-helpers.ts';
import { events, notes, receipts, shadow } from './entity-fixtures.ts';
import { type Caller, caller, countRows, createEntityTables, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

describe(`entity API scopes: branch, employee, voucher lock (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await openTestApp({
      entities: [...entities, receipts, events, notes, shadow],
      setup: (owner) => createEntityTables(owner, [receipts, events, notes, shadow]),
    });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    // Customers here are sample rows of the engine's scopes, not the CRM's phone rule.
    await setCrmSetting(t, 'crm_partner_require_phone', false);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    const rows = [
      { ma_kh: 'KH1', ten_kh: 'Khách một', ma_dvcs: 'CN01', ma_nvbh: 'NV001' },
      { ma_kh: 'KH2', ten_kh: 'Khách hai', ma_dvcs: 'CN02', ma_nvbh: 'NV001' },
      { ma_kh: 'KH3', ten_kh: 'Khách ba', ma_dvcs: 'CN01', ma_nvbh: 'NV002' },
      { ma_kh: 'KH4', ten_kh: 'Khách bốn', ma_dvcs: 'CN01' },
    ];
    for (const row of rows) {
      const created = await admin.post('/api/crm/partners', row);
      expect(created.status).toBe(201);
      ids[row.ma_kh] = created.body.id;
    }
  });
  afterAll(() => t.close());

  const codes = (answer: { body: { items: { ma_kh: string }[] } }) =>
    answer.body.items.map((row) => row.ma_kh).sort();
  const setLetan = (rights: Partial<typeof users.$inferInsert>) =>
    withTenant(t.database.db, 'demo', (tx) =>
      tx.update(users).set(rights).where(eq(users.user_name, 'letan')),
    );

  describe('branch scope', () => {
    it('lists and reads only rows of the selected branches within the user rights', async () => {
      expect(codes(await admin.get('/api/crm/partners'))).toEqual(['KH1', 'KH2', 'KH3', 'KH4']);
      expect(codes(await admin.get('/api/crm/partners', { Branchs: 'CN02' }))).toEqual(['KH2']);
      expect(codes(await letan.get('/api/crm/partners'))).toEqual(['KH1', 'KH4']);
      expect((await letan.get(`/api/crm/partners/${ids.KH2}`)).status).toBe(404);
      expect((await admin.get(`/api/crm/partners/${ids.KH2}`, { Branchs: 'CN01' })).status).toBe(404);
      const denied = await letan.get('/api/crm/partners', { Branchs: 'CN02' });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ code: 'BRANCH_DENIED', message: 'Bạn không có quyền trên đơn vị CN02' });
      expect(
        (await letan.get('/api/crm/partners/lookup')).body.items
          .map((i: { value: string }) => i.value)
          .sort(),
      ).toEqual(['KH1', 'KH4']);
    });

    it('refuses writes to or into a branch outside the user rights, writing nothing', async () => {
      const before = await countRows(t, partners);
      const into = await letan.post('/api/crm/partners', { ma_kh: 'KH5', ten_kh: 'X', ma_dvcs: 'CN02' });
      expect(into.status).toBe(403);
      expect(into.body.code).toBe('BRANCH_DENIED');
      expect((await letan.patch(`/api/crm/partners/${ids.KH2}`, { ghi_chu: 'x' })).body.code).toBe(
        'BRANCH_DENIED',
      );
      expect((await letan.patch(`/api/crm/partners/${ids.KH1}`, { ma_dvcs: 'CN02' })).body.code).toBe(
        'BRANCH_DENIED',
      );
      const noBranch = await letan.post('/api/crm/partners', { ma_kh: 'KH5', ten_kh: 'X' });
      expect(noBranch.status).toBe(400);
      expect(failedFields(noBranch)).toEqual(['ma_dvcs']);
      expect(await countRows(t, partners)).toBe(before);
      const filled = await letan.post(
        '/api/crm/partners',
        { ma_kh: 'KH5', ten_kh: 'X', ma_nvbh: 'NV001' },
        { Branchs: 'CN01' },
      );
      expect(filled.status).toBe(201);
      expect(filled.body).toMatchObject({ ma_dvcs: 'CN01', created_by: 'letan' });
      ids.KH5 = filled.body.id;
    });

    it('drops the branch the client fills on a record that has no branch field, and no other', async () => {
      const todo = { id: crypto.randomUUID(), noi_dung: 'Gọi lại khách', ma_dvcs: 'CN01' };
      const filled = await letan.post('/api/user/todos', { ...todo, ma_viec: 'V1' }, { Branchs: 'CN01' });
      expect(filled.status).toBe(201);
      expect(filled.body).not.toHaveProperty('ma_dvcs');
      const other = { ...todo, id: crypto.randomUUID(), ma_viec: 'V2', ma_dvcs: 'CN02' };
      const refused = await letan.post('/api/user/todos', other, { Branchs: 'CN01' });
      expect(refused.status).toBe(400);
      expect(failedFields(refused)).toEqual(['ma_dvcs']);
    });
  });

  describe('employee scope', () => {
    it("hides other employees' rows unless the user may read all, and never lets them be written", async () => {
      expect((await letan.get(`/api/crm/partners/${ids.KH3}`)).status).toBe(404);
      const other = await letan.post('/api/crm/partners', {
        ma_kh: 'KH6',
        ten_kh: 'X',
        ma_dvcs: 'CN01',
        ma_nvbh: 'NV002',
      });
      expect(other.status).toBe(403);
      expect(other.body).toEqual({
        code: 'EMPLOYEE_DENIED',
        message: 'Bạn không có quyền trên dữ liệu của nhân viên NV002',
      });
      expect((await letan.patch(`/api/crm/partners/${ids.KH1}`, { ma_nvbh: 'NV002' })).body.code).toBe(
        'EMPLOYEE_DENIED',
      );
      expect(
        (await letan.patch(`/api/crm/partners/${ids.KH4}`, { ghi_chu: 'Không ai phụ trách' })).status,
      ).toBe(200);

      await setLetan({ r_readall: ['crm.partners'] });
      expect(codes(await letan.get('/api/crm/partners'))).toEqual(['KH1', 'KH3', 'KH4', 'KH5']);
      expect((await letan.get(`/api/crm/partners/${ids.KH3}`)).status).toBe(200);
      const write = await letan.patch(`/api/crm/partners/${ids.KH3}`, { ghi_chu: 'x' });
      expect(write.status).toBe(403);
      expect(write.body.code).toBe('EMPLOYEE_DENIED');
      await setLetan({ r_readall: [] });
      expect(codes(await letan.get('/api/crm/partners'))).toEqual(['KH1', 'KH4', 'KH5']);
    });

    it('opens every employee to users with employee_yn 0, and deleting still needs the right', async () => {
      await setLetan({ employee_yn: 0 });
      expect(codes(await letan.get('/api/crm/partners'))).toEqual(['KH1', 'KH3', 'KH4', 'KH5']);
      expect((await letan.patch(`/api/crm/partners/${ids.KH3}`, { ghi_chu: 'y' })).status).toBe(200);
      await setLetan({ employee_yn: 1 });
      const remove = await letan.delete(`/api/crm/partners/${ids.KH1}`);
      expect(remove.status).toBe(403);
      expect(remove.body.code).toBe('FORBIDDEN');
    });
  });

  describe('voucher lock', () => {
    const receipt = (so_ct: string, ngay_ct: string, ma_dvcs = 'CN01') => ({
      so_ct,
      ngay_ct,
      ma_dvcs,
      ma_dvt: 'HOP',
      loai_thu: 'TM',
      tien: '150000',
    });

    beforeAll(async () => {
      // The demo data already holds the unit HOP the receipts refer to.
      expect((await admin.get('/api/stock/units/exists/ma_dvt/HOP')).body).toBe(true);
      for (const [so, date, branch] of [
        ['R1', '2026-10-15', 'CN01'],
        ['R2', '2026-11-05', 'CN01'],
        ['R3', '2026-10-15', 'CN02'],
      ] as const) {
        const created = await admin.post('/api/test/receipts', receipt(so, date, branch));
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        ids[so] = created.body.id;
      }
      const lock = { ma_dvcs: 'CN01', ma_ct: 'PT1', ngay_ks: '2026-10-31' };
      expect((await admin.post('/api/system/voucher-locks', lock)).status).toBe(200);
    });

    it('refuses edits and deletes of vouchers dated on or before the lock of their branch and type', async () => {
      const put = await admin.put(`/api/test/receipts/${ids.R1}`, {
        ...receipt('R1', '2026-10-15'),
        version: 1,
      });
      expect(put.status).toBe(403);
      expect(put.body).toEqual({
        code: 'VOUCHER_LOCKED',
        message: 'Chứng từ ngày 15/10/2026 thuộc kỳ đã khóa sổ (ngày khóa 31/10/2026)',
      });
      expect((await admin.patch(`/api/test/receipts/${ids.R1}`, { ghi_chu: 'x' })).body.code).toBe(
        'VOUCHER_LOCKED',
      );
      expect((await admin.delete(`/api/test/receipts/${ids.R1}`)).body.code).toBe('VOUCHER_LOCKED');
      // Moving an open voucher into the closed period is refused too, up to the lock date itself.
      expect((await admin.patch(`/api/test/receipts/${ids.R2}`, { ngay_ct: '2026-10-31' })).body.code).toBe(
        'VOUCHER_LOCKED',
      );
      expect((await admin.patch(`/api/test/receipts/${ids.R2}`, { ngay_ct: '2026-11-01' })).status).toBe(200);
      expect((await admin.patch(`/api/test/receipts/${ids.R3}`, { ghi_chu: 'CN02 chưa khóa' })).status).toBe(
        200,
      );
      expect((await admin.post('/api/test/receipts', receipt('R4', '2026-10-01'))).body.code).toBe(
        'VOUCHER_LOCKED',
      );
      expect((await admin.post('/api/test/receipts', receipt('R4', '2026-11-10'))).status).toBe(201);
      expect((await admin.get(`/api/test/receipts/${ids.R1}`)).body.version).toBe(1);
    });

    it('filters on the declared date field with fromDate / toDate', async () => {
      const numbers = async (query: string) =>
        (await admin.get(`/api/test/receipts?${query}`)).body.items.map((r: { so_ct: string }) => r.so_ct);
      // Same date: tie-broken by id in the sort's direction (R3 was created after R1).
      expect(await numbers('fromDate=2026-10-01&toDate=2026-10-31')).toEqual(['R3', 'R1']);
      expect(await numbers('fromDate=2026-11-01')).toEqual(['R4', 'R2']);
      expect(await numbers('toDate=2026-11-01&sortType=asc')).toEqual(['R1', 'R3', 'R2']);
      const wrong = await admin.get('/api/test/receipts?fromDate=15-10-2026');
      expect(wrong.status).toBe(400);
      expect(failedFields(wrong)).toEqual(['fromDate']);
    });

    it('answers the display names of lookups in lists and records, null while the target is not declared', async () => {
      const list = await admin.get('/api/test/receipts?searchKey=R3');
      expect(list.body.items[0]).toMatchObject({
        so_ct: 'R3',
        ma_dvt: 'HOP',
        ten_dvt: 'Hộp',
        loai_thu_ten: null,
      });
      expect((await admin.get(`/api/test/receipts/${ids.R3}`)).body).toMatchObject({
        ten_dvt: 'Hộp',
        tien: '150000',
      });
    });

    it('keeps users without the menu right out', async () => {
      const refused = await letan.get('/api/test/receipts');
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    });
  });

  it('serves read-only entities for reading only', async () => {
    expect((await admin.get('/api/test/events')).body).toEqual({ items: [], total: 0, total_exact: true });
    for (const answer of [
      await admin.post('/api/test/events', { ma: 'A' }),
      await admin.put('/api/test/events/x', { ma: 'A', version: 1 }),
      await admin.patch('/api/test/events/x', { ma: 'A' }),
      await admin.delete('/api/test/events/x'),
    ]) {
      expect(answer.status).toBe(405);
      expect(answer.body.code).toBe('METHOD_NOT_ALLOWED');
    }
    expect(await countRows(t, events)).toBe(0);
  });

  it('serves entities under /system/* beside the bespoke routes, which keep their paths', async () => {
    const created = await admin.post(
      '/api/system/test-notes',
      { ma: 'n1', noi_dung: 'Một' },
      { Branchs: 'CN01' },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).not.toHaveProperty('ma_dvcs');
    expect((await admin.get('/api/system/test-notes')).body.total).toBe(1);
    expect((await letan.get('/api/system/test-notes')).status).toBe(403);
    const bespoke = await admin.get('/api/system/configs');
    expect(bespoke.status).toBe(200);
    expect(bespoke.body).not.toHaveProperty('total_exact');
    expect((await admin.get('/api/system/configs/no-such-id')).body.code).toBe('RECORD_NOT_FOUND');
  });
});
