import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/contract/entities/crm/partners.entity.ts';
import { suppliers } from '../../src/contract/entities/purchases/suppliers.entity.ts';
import { conversionUnits } from '../../src/contract/entities/stock/conversion-units.entity.ts';
import { units } from '../../src/contract/entities/stock/units.entity.ts';
import { systemLogs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller, countRows } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** POST /api/<path>/import: a sheet of creates, all or nothing, audited, with per-row errors. */
describe(`entity import (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
  });
  afterAll(() => t.close());

  const auditedCreates = (object: string) =>
    withTenant(t.database.db, 'demo', (tx) =>
      tx
        .select({ record_id: systemLogs.record_id, detail: systemLogs.detail, user: systemLogs.user_name })
        .from(systemLogs)
        .where(and(eq(systemLogs.object, object), eq(systemLogs.action, 'create'))),
    );

  it('writes every row of a valid sheet in one call, each one in the audit log', async () => {
    const before = await countRows(t, units);
    const items = Array.from({ length: 120 }, (_, i) => ({ ma_dvt: `nk${i}`, ten_dvt: `Đơn vị nhập ${i}` }));
    const answer = await admin.post('/api/stock/units/import', { items });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: 120, errors: [] });
    expect(await countRows(t, units)).toBe(before + 120);
    const listed = await admin.get('/api/stock/units?searchKey=Đơn vị nhập&pageSize=200');
    expect(listed.body.items.map((row: { ma_dvt: string }) => row.ma_dvt).sort()).toEqual(
      items.map((item) => item.ma_dvt.toUpperCase()).sort(),
    );
    const logs = await auditedCreates('stock/units');
    const ids = new Set(listed.body.items.map((row: { id: string }) => row.id));
    const logged = logs.filter((log) => ids.has(log.record_id));
    expect(logged).toHaveLength(120);
    expect(logged[0]).toMatchObject({ user: 'admin', detail: { status: true } });
  });

  it('answers every bad row with its sheet row, field and message, and writes nothing', async () => {
    const before = await countRows(t, units);
    const answer = await admin.post('/api/stock/units/import', {
      first_row: 2,
      items: [
        { ma_dvt: 'OK1', ten_dvt: 'Hợp lệ' },
        { ma_dvt: 'SAI MA', ten_dvt: '' },
        { ma_dvt: 'OK2', ten_dvt: 'Hợp lệ 2', mau: 'xanh' },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('IMPORT_INVALID');
    expect(answer.body.message).toBe('Tệp có 3 lỗi, chưa nhập dòng nào');
    expect(answer.body.ok).toBe(0);
    expect(answer.body.errors).toEqual([
      { row: 3, field: 'ma_dvt', message: 'Mã đơn vị tính chỉ gồm chữ cái và chữ số' },
      { row: 3, field: 'ten_dvt', message: 'Tên đơn vị tính không được để trống' },
      { row: 4, field: 'mau', message: 'Trường mau không có trong đơn vị tính' },
    ]);
    expect(await countRows(t, units)).toBe(before);
    expect((await admin.get('/api/stock/units/exists/ma_dvt/OK1')).body).toBe(false);
  });

  it('validates without writing in a dry run, counting the rows that would pass', async () => {
    const before = await countRows(t, units);
    const logsBefore = (await auditedCreates('stock/units')).length;
    const answer = await admin.post('/api/stock/units/import', {
      dry_run: true,
      items: [{ ma_dvt: 'KHO1', ten_dvt: 'Thử' }, { ma_dvt: 'KHO2' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: 1,
      errors: [{ row: 2, field: 'ten_dvt', message: 'Tên đơn vị tính không được để trống' }],
    });
    expect(await countRows(t, units)).toBe(before);
    expect((await auditedCreates('stock/units')).length).toBe(logsBefore);
  });

  it('refuses a key repeated within the sheet or already in the database', async () => {
    const answer = await admin.post('/api/stock/units/import', {
      first_row: 2,
      items: [
        { ma_dvt: 'trung', ten_dvt: 'Một' },
        { ma_dvt: 'TRUNG', ten_dvt: 'Hai' },
        { ma_dvt: 'HOP', ten_dvt: 'Hộp nữa' },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { row: 3, field: 'ma_dvt', message: 'Mã đơn vị tính trùng với dòng 2' },
      { row: 4, field: 'ma_dvt', message: 'Mã đơn vị tính đã tồn tại' },
    ]);
    expect((await admin.get('/api/stock/units/exists/ma_dvt/TRUNG')).body).toBe(false);
  });

  it('resolves lookups and dictionary entries given by code or by name', async () => {
    const answer = await admin.post('/api/stock/conversion-units/import', {
      items: [
        { ma_qd: 'NKQD1', ma_dvt: 'Hộp', ma_dvt_qd: 'tuýp', he_so: '4' },
        { ma_qd: 'NKQD2', ma_dvt: 'chai', ma_dvt_qd: 'ML', he_so: '250.5' },
      ],
    });
    expect(answer.body).toEqual({ ok: 2, errors: [] });
    const saved = await admin.get('/api/stock/conversion-units?searchKey=NKQD&sortKey=ma_qd&sortType=asc');
    expect(
      saved.body.items.map((r: Record<string, unknown>) => [r.ma_qd, r.ma_dvt, r.ma_dvt_qd, r.he_so]),
    ).toEqual([
      ['NKQD1', 'HOP', 'TUYP', '4'],
      ['NKQD2', 'CHAI', 'ML', '250.5'],
    ]);
    const supplier = await admin.post('/api/purchases/suppliers/import', {
      items: [{ ma_ncc: 'NKNCC1', ten_ncc: 'Nhà cung cấp nhập', ma_nhom_ncc: 'mỹ phẩm' }],
    });
    expect(supplier.body).toEqual({ ok: 1, errors: [] });
    const row = (await admin.get('/api/purchases/suppliers?searchKey=NKNCC1')).body.items[0];
    expect(row).toMatchObject({ ma_nhom_ncc: 'MYPHAM', ten_nhom_ncc: 'Mỹ phẩm' });
    expect(await countRows(t, suppliers)).toBeGreaterThan(0);
  });

  it('names a lookup that matches nothing, and nothing is written', async () => {
    const before = await countRows(t, conversionUnits);
    const answer = await admin.post('/api/stock/conversion-units/import', {
      first_row: 2,
      items: [{ ma_qd: 'NKQD9', ma_dvt: 'Bao tải', ma_dvt_qd: 'HOP', he_so: '1' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { row: 2, field: 'ma_dvt', message: 'Từ đơn vị: không tìm thấy "Bao tải"' },
    ]);
    expect(await countRows(t, conversionUnits)).toBe(before);
  });

  it('needs the add right of the entity menu', async () => {
    const answer = await letan.post('/api/stock/units/import', { items: [{ ma_dvt: 'X', ten_dvt: 'X' }] });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('FORBIDDEN');
  });

  it('refuses rows outside the user branches, row by row, and writes none', async () => {
    const before = await countRows(t, partners);
    const answer = await letan.post('/api/crm/partners/import', {
      first_row: 2,
      items: [
        { ma_kh: 'NKKH1', ten_kh: 'Khách nhập một', ma_dvcs: 'CN01', ma_nvbh: 'NV001' },
        { ma_kh: 'NKKH2', ten_kh: 'Khách nhập hai', ma_dvcs: 'CN02', ma_nvbh: 'NV001' },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { row: 3, field: 'ma_dvcs', message: 'Bạn không có quyền trên đơn vị CN02' },
    ]);
    expect(await countRows(t, partners)).toBe(before);
    const filled = await letan.post(
      '/api/crm/partners/import',
      { items: [{ ma_kh: 'NKKH3', ten_kh: 'Khách nhập ba', ma_nvbh: 'NV001' }] },
      { Branchs: 'CN01' },
    );
    expect(filled.body).toEqual({ ok: 1, errors: [] });
    expect((await letan.get('/api/crm/partners?searchKey=NKKH3')).body.items[0].ma_dvcs).toBe('CN01');
  });

  it('answers 405 on a read-only entity', async () => {
    const answer = await admin.post('/api/system/sms/logs/import', { items: [] });
    expect(answer.status).toBe(405);
  });

  it('is described in the OpenAPI document and the docs page, not for read-only entities', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    const post = doc.paths['/stock/units/import'].post;
    expect(post['x-right']).toBe('add');
    expect(post.requestBody.content['application/json'].schema.properties.items.maxItems).toBe(5000);
    expect(doc.paths['/system/sms/logs/import']).toBeUndefined();
    expect(await (await t.request('/api/docs')).text()).toContain('/api/stock/units/import');
  });

  it('takes at most 5000 rows per call', async () => {
    const items = Array.from({ length: 5001 }, (_, i) => ({ ma_dvt: `Q${i}`, ten_dvt: 'Q' }));
    const answer = await admin.post('/api/stock/units/import', { items, dry_run: true });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual([{ field: 'items', message: 'Tối đa 5000 dòng mỗi lần nhập' }]);
    const bad = await admin.post('/api/stock/units/import', { items: 'không phải mảng' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('items');
  });

  it('imports 5000 rows in one call, in English when asked', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({ ma_dvt: `LON${i}`, ten_dvt: `Lớn ${i}` }));
    const before = await countRows(t, units);
    expect((await admin.post('/api/stock/units/import', { items })).body).toEqual({ ok: 5000, errors: [] });
    expect(await countRows(t, units)).toBe(before + 5000);
    const english = await admin.post(
      '/api/stock/units/import',
      { items: [{ ma_dvt: 'LON1', ten_dvt: 'x' }] },
      { 'Accept-Language': 'en' },
    );
    expect(english.body.errors[0].message).toMatch(/already exists/);
    await withTenant(t.database.db, 'demo', (tx) =>
      tx.execute(sql`DELETE FROM stock_units WHERE ma_dvt LIKE 'LON%'`),
    );
  });
});
