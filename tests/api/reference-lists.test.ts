import { count, eq, getTableColumns, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/contract/entities/registry.ts';
import { callCenterExtensions } from '../../src/contract/entities/system/call-center-extensions.entity.ts';
import { type Entity, sliceValues } from '../../src/contract/entity/define.ts';
import { entityTableOf } from '../../src/server/db/entity-tables.ts';
import { DEMO_TENANT } from '../../src/server/db/seed.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** The reference entities of issue 4 declared in this module family (system, sales, HR, purchases). */
const MINE = entities.filter((e: Entity) => /^(system|sales|hr|purchases)\./.test(e.name));

describe(`reference lists through the API (${backend})`, () => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
  });
  afterAll(() => t.close());

  /** The entity's rows in its table: all of them, or its slice's (salers of the employees). */
  const rowsInDb = async (e: Entity) => {
    const table = entityTableOf(e);
    const slice = sliceValues(e);
    const [row] = await withTenant(t.database.db, DEMO_TENANT, (tx) =>
      tx
        .select({ n: count() })
        .from(table)
        .where(slice ? inArray(getTableColumns(table)[slice.field] as never, [...slice.values]) : undefined),
    );
    return row?.n ?? 0;
  };

  it.each(MINE.map((e) => [e.name, e] as const))('lists %s to the administrator', async (_, e) => {
    const answer = await admin.get(`/api/${e.path}?pageSize=1000`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.items).toHaveLength(await rowsInDb(e));
    if (e.name !== 'system.sms-logs') expect(answer.body.total).toBe(answer.body.items.length);
  });

  it('never reads a secret back, and an update that leaves it empty keeps it', async () => {
    const path = '/api/system/call-center/extensions';
    const created = await admin.post(path, {
      so_may_nhanh: '301',
      ma_tong_dai: 'NOIBO',
      mat_khau: 'sip-bi-mat-301',
      ma_dvcs: 'CN01',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.mat_khau).toBeNull();
    const stored = async () => {
      const [row] = await withTenant(t.database.db, DEMO_TENANT, (tx) =>
        tx
          .select()
          .from(entityTableOf(callCenterExtensions))
          .where(eq(entityTableOf(callCenterExtensions).id, created.body.id)),
      );
      return row?.mat_khau;
    };
    expect(await stored()).toBe('sip-bi-mat-301');
    const { id, version } = created.body;
    const kept = await admin.put(`${path}/${id}`, {
      ...created.body,
      ten_may_nhanh: 'Kỹ thuật CN01',
      version,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await stored()).toBe('sip-bi-mat-301');
    await admin.patch(`${path}/${id}`, { mat_khau: 'mat-khau-moi', version: kept.body.version });
    expect(await stored()).toBe('mat-khau-moi');
    const listed = await admin.get(`${path}?searchKey=301`);
    expect(listed.body.items.map((row: { mat_khau: unknown }) => row.mat_khau)).toEqual([null]);
  });

  it('keeps dictionary codes unique within their group, names the code when taken', async () => {
    const path = '/api/system/dictionaries';
    const entry = { loai: 'loai_da', ma_tudien: 'KHAC', ten_tudien: 'Loại da khác' };
    expect((await admin.post(path, entry)).status).toBe(201);
    expect((await admin.post(path, { ...entry, loai: 'nghe_nghiep', ten_tudien: 'Nghề khác' })).status).toBe(
      201,
    );
    const again = await admin.post(path, entry);
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual([{ field: 'ma_tudien', message: 'Mã đã tồn tại' }]);
    expect((await admin.get(`${path}/exists/ma_tudien/KHAC?loai=moi_quan_he`)).body).toBe(false);
    expect((await admin.get(`${path}/exists/ma_tudien/KHAC`)).body).toBe(true);
    expect((await admin.get(`${path}/exists/ma_tudien/KHAC?loai=loai_da`)).body).toBe(true);
    expect((await admin.get(`${path}/exists/ma_tudien/DAU?loai=nghe_nghiep`)).body).toBe(false);
  });

  it('offers a dictionary field only the entries of its group', async () => {
    const path = '/api/system/dictionaries';
    await admin.post(path, { loai: 'loai_da', ma_tudien: 'DAU', ten_tudien: 'Da dầu' });
    await admin.post(path, { loai: 'nghe_nghiep', ma_tudien: 'KSPM', ten_tudien: 'Kỹ sư phần mềm' });
    const skin = await admin.get(`${path}/lookup?loai=loai_da&pageSize=1000`);
    expect(skin.status).toBe(200);
    expect(skin.body.items.map((item: { value: string }) => item.value)).toContain('DAU');
    expect(skin.body.items.map((item: { value: string }) => item.value)).not.toContain('KSPM');
    expect(skin.body.total).toBe(skin.body.items.length);
    const both = await admin.get(`${path}/lookup?loai=loai_da,nghe_nghiep&searchKey=ky su phan`);
    expect(both.body.items).toEqual([{ value: 'KSPM', label: 'Kỹ sư phần mềm', loai: 'nghe_nghiep' }]);
  });

  it('offers only entries in use, but still names one a record holds', async () => {
    const path = '/api/system/dictionaries';
    await admin.post(path, { loai: 'nghe_nghiep', ma_tudien: 'THOMAY', ten_tudien: 'Thợ máy', status: 0 });
    const offered = await admin.get(`${path}/lookup?loai=nghe_nghiep&searchKey=tho may`);
    expect(offered.body.items).toEqual([]);
    const held = await admin.get(`${path}/lookup?loai=nghe_nghiep&value=THOMAY`);
    expect(held.body.items).toEqual([{ value: 'THOMAY', label: 'Thợ máy', loai: 'nghe_nghiep' }]);
    const stopped = await admin.get(`${path}/lookup?loai=nghe_nghiep&status=0`);
    expect(stopped.body.items.map((item: { value: string }) => item.value)).toContain('THOMAY');
  });

  it('lets any signed-in user choose reference data, but not list the catalogue or choose customers without rights', async () => {
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    const sources = await letan.get('/api/system/dictionaries/lookup?loai=nguon_kh');
    expect(sources.status, JSON.stringify(sources.body)).toBe(200);
    expect(sources.body.items.length).toBeGreaterThan(0);
    expect((await letan.get('/api/system/dictionaries')).status).toBe(403);
    expect((await letan.get('/api/stock/units/lookup')).status).toBe(200);
    const cashier = await admin.post('/api/system/users', {
      user_name: 'thungan2',
      password: 'thu-ngan-2026',
      ten_nsd: 'Thu ngân',
      branchs: 'CN01',
      employee_yn: 0,
    });
    expect(cashier.status, JSON.stringify(cashier.body)).toBe(201);
    const noRights = caller(t, (await signIn(t, 'thungan2', 'thu-ngan-2026')).session.access_token);
    expect((await noRights.get('/api/crm/partners/lookup')).status).toBe(403);
    expect((await noRights.get('/api/sales/payment-types/lookup')).status).toBe(200);
  });

  it('shows lookup and dictionary names beside the codes', async () => {
    const staff = await admin.get('/api/hr/employees?searchKey=NV001');
    expect(staff.body.items[0]).toMatchObject({
      ma_nv: 'NV001',
      ten_dvcs: 'Chi nhánh 1',
      ten_bp: 'Lễ tân',
      ten_ca: 'Ca sáng',
    });
    const suppliers = await admin.get('/api/purchases/suppliers?searchKey=NCC001');
    expect(suppliers.body.items[0]).toMatchObject({ ma_nhom_ncc: 'MYPHAM', ten_nhom_ncc: 'Mỹ phẩm' });
  });
});
