import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/contract/entities/crm/partners.entity.ts';
import { partnerTransfers } from '../../src/contract/entities/crm/partners-transfer-histories.entity.ts';
import { entityTables } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { setCrmSetting } from './crm-helpers.ts';
import { type Caller, caller, countRows } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

let t: TestApp;

// One app for every suite here (opening one is the slow part). The 250th history row of a
// transfer whose reason is INJECTED fails inside the database (the all-or-nothing test).
beforeAll(async () => {
  t = await openTestApp({
    setup: async (owner) => {
      await owner.execute(
        sql.raw(`CREATE FUNCTION crm_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.ly_do = 'INJECTED' AND NEW.ma_kh = 'TR0249' THEN RAISE EXCEPTION 'injected failure'; END IF;
            RETURN NEW;
          END $$`),
      );
      await owner.execute(
        sql.raw(`CREATE TRIGGER crm_test_fail BEFORE INSERT ON crm_partner_transfers
          FOR EACH ROW EXECUTE FUNCTION crm_test_fail()`),
      );
    },
  });
});
afterAll(() => t.close());

/** Customers: numbering, the spec §5 rules, the §7 checks, masking by scope and the rights of letan. */
describe(`CRM customers (${backend})`, () => {
  let admin: Caller;
  let letan: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    const rows = [
      { key: 'mine', ten_kh: 'Nguyễn Thị Hoa', dien_thoai: '0912 345 678', ma_nvbh: 'NV001' },
      {
        key: 'mai',
        ten_kh: 'Trần Văn Bình',
        dien_thoai: '0987111222',
        ma_nvbh: 'NV002',
        website: 'https://binh.vn',
      },
    ];
    for (const { key, ...row } of rows) {
      const created = await admin.post('/api/crm/partners', { ...row, ma_dvcs: 'CN01' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids[key] = created.body.id;
    }
  });

  it('numbers codes on the server, keeps a typed unique code and refuses a typed duplicate', async () => {
    const [first, second] = [ids.mine, ids.mai].map((id) => id as string);
    expect((await admin.get(`/api/crm/partners/${first}`)).body.ma_kh).toBe('KH000001');
    expect((await admin.get(`/api/crm/partners/${second}`)).body.ma_kh).toBe('KH000002');
    const typed = await admin.post('/api/crm/partners', {
      ma_kh: 'kh000003',
      ten_kh: 'A',
      dien_thoai: '0900000003',
    });
    expect(typed.body.ma_kh).toBe('KH000003');
    // The counter skips a number someone typed.
    const next = await admin.post('/api/crm/partners', { ten_kh: 'B', dien_thoai: '0900000004' });
    expect(next.body.ma_kh).toBe('KH000004');
    const again = await admin.post('/api/crm/partners', {
      ma_kh: 'KH000003',
      ten_kh: 'C',
      dien_thoai: '0900000005',
    });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual([{ field: 'ma_kh', message: 'Mã khách hàng đã tồn tại' }]);
    const cleared = await admin.patch(`/api/crm/partners/${typed.body.id}`, { ma_kh: '' });
    expect(cleared.body.fields).toEqual([{ field: 'ma_kh', message: 'Mã khách hàng không được để trống' }]);
  });

  it('answers 400 naming the field and writes nothing for bad input', async () => {
    const before = await countRows(t, partners);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ dien_thoai: '091234567' }, 'dien_thoai', 'Điện thoại không hợp lệ'],
      [{ dien_thoai: '0912345678901234' }, 'dien_thoai', 'Điện thoại không hợp lệ'],
      [{ dien_thoai: 'không có số' }, 'dien_thoai', 'Điện thoại không hợp lệ'],
      [{ ghi_chu: 'x'.repeat(10_000) }, 'ghi_chu', 'Ghi chú tối đa 2000 ký tự'],
      [{ ma_nvbh: 'NV999' }, 'ma_nvbh', 'Nhân viên phụ trách không tồn tại'],
      [
        { ma_tinh: '79', ma_phuong: '00004' },
        'ma_phuong',
        'Phường / xã không thuộc tỉnh / thành phố đã chọn',
      ],
      [{ ma_tinh: '99' }, 'ma_tinh', 'Tỉnh / thành phố không tồn tại'],
      [{ dien_thoai2: '0900111222' }, 'dien_thoai2', 'Điện thoại khác không được trùng với Điện thoại'],
    ];
    for (const [extra, field, message] of cases) {
      const answer = await admin.post('/api/crm/partners', {
        ten_kh: 'X',
        dien_thoai: '0900111222',
        ...extra,
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.fields, field).toContainEqual({ field, message });
    }
    const missing = await admin.post('/api/crm/partners', { ten_kh: 'Không số' });
    expect(missing.body.fields).toEqual([{ field: 'dien_thoai', message: 'Điện thoại không được để trống' }]);
    expect(await countRows(t, partners)).toBe(before);
    await setCrmSetting(t, 'crm_partner_require_phone', false);
    expect((await admin.post('/api/crm/partners', { ten_kh: 'Không số' })).status).toBe(201);
    await setCrmSetting(t, 'crm_partner_require_phone', true);
  });

  it('keeps both address systems: 2025 wards under the city, legacy wards under the district', async () => {
    const now = await admin.post('/api/crm/partners', {
      ten_kh: 'Địa chỉ mới',
      dien_thoai: '0900222333',
      ma_tinh: '79',
      ma_phuong: '26740',
    });
    expect(now.status, JSON.stringify(now.body)).toBe(201);
    expect(now.body.he_thong_dc).toBe('2025');
    const legacy = await admin.post('/api/crm/partners', {
      ten_kh: 'Địa chỉ cũ',
      dien_thoai: '0900222334',
      he_thong_dc: 'legacy',
      ma_tinh: '01',
      ma_quan: '001',
      ma_phuong: '00001',
    });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(201);
    const mixed = await admin.post('/api/crm/partners', {
      ten_kh: 'Sai',
      dien_thoai: '0900222335',
      ma_tinh: '01',
      ma_quan: '001',
    });
    expect(mixed.body.fields).toEqual([
      { field: 'ma_quan', message: 'Quận / huyện chỉ dùng với đơn vị hành chính cũ' },
    ]);
  });

  it('compares phones on digits and names the salesperson, linking only when the user may see them', async () => {
    const taken = await admin.post('/api/crm/partners', { ten_kh: 'Trùng', dien_thoai: '0912.345.678' });
    expect(taken.body.fields).toEqual([
      {
        field: 'dien_thoai',
        message: 'Điện thoại đã được NV001 Nguyễn Thị Lễ Tân phụ trách',
        link: `/crm/partners/${ids.mine}`,
      },
    ]);
    const hidden = await letan.post('/api/crm/partners', {
      ten_kh: 'Trùng',
      dien_thoai: '0987 111 222',
      ma_nvbh: 'NV001',
    });
    expect(hidden.body.fields).toEqual([
      { field: 'dien_thoai', message: 'Điện thoại đã được NV002 Trần Thị Mai phụ trách' },
    ]);
    // Editing the customer itself keeps its own phone.
    expect((await admin.patch(`/api/crm/partners/${ids.mine}`, { dien_thoai: '0912345678' })).status).toBe(
      200,
    );
  });

  it('answers the spec §7 checks: exists/phone, its /employee variants and the website check', async () => {
    expect((await admin.get('/api/crm/partners/exists/phone/0912%20345%20678')).body).toBe(true);
    expect((await admin.get('/api/crm/partners/exists/phone/0900999888')).body).toBe(false);
    expect((await admin.get('/api/crm/partners/exists/phone/abc')).body).toBe(false);
    expect((await admin.get(`/api/crm/partners/${ids.mine}/exists/phone/0912345678`)).body).toBe(false);
    expect((await letan.get('/api/crm/partners/exists/phone/0987111222/employee?tenant=demo')).body).toEqual({
      exists: true,
      ma_nvbh: 'NV002',
      ten_nvbh: 'Trần Thị Mai',
      stt_rec: null,
    });
    expect((await admin.get('/api/crm/partners/exists/phone/0987111222/employee')).body.stt_rec).toBe(
      ids.mai,
    );
    expect(
      (await admin.get(`/api/crm/partners/${ids.mai}/exists/phone/0987111222/employee`)).body.exists,
    ).toBe(false);
    const site = `/api/crm/partners/${ids.mine}/exists/website/${encodeURIComponent('https://BINH.vn/')}/employee`;
    expect((await admin.get(site)).body).toMatchObject({ exists: true, ma_nvbh: 'NV002' });
    // The website rule runs only under crm_partner_validate_website.
    const body = { ten_kh: 'Web', dien_thoai: '0900333444', website: 'https://binh.vn' };
    await setCrmSetting(t, 'crm_partner_validate_website', true);
    const refused = await admin.post('/api/crm/partners', body);
    expect(refused.body.fields?.[0]?.message).toBe('Website đã được NV002 Trần Thị Mai phụ trách');
    await setCrmSetting(t, 'crm_partner_validate_website', false);
    expect((await admin.post('/api/crm/partners', body)).status).toBe(201);
    // The engine's generic check still serves the other properties of CRM collections.
    expect((await admin.get('/api/crm/partners/exists/ma_kh/KH000001')).body).toBe(true);
  });

  it("letan sees only their own customers in CN01, cannot delete, and sees others' phones masked in search", async () => {
    const mine = (await letan.get('/api/crm/partners?pageSize=100')).body.items;
    expect(
      mine.every((row: { ma_nvbh: string | null }) => row.ma_nvbh === 'NV001' || row.ma_nvbh === null),
    ).toBe(true);
    expect(mine.map((row: { id: string }) => row.id)).toContain(ids.mine);
    expect((await letan.get(`/api/crm/partners/${ids.mai}`)).status).toBe(404);
    expect((await letan.delete(`/api/crm/partners/${ids.mine}`)).status).toBe(403);
    const found = (await letan.get('/api/crm/partners-search?searchKey=1222')).body.items;
    expect(found).toEqual([
      expect.objectContaining({
        ten_kh: 'Trần Văn Bình',
        dien_thoai: '0*****1222',
        masked: true,
        stt_rec: null,
        ma_nvbh: 'NV002',
        ten_nvbh: 'Trần Thị Mai',
      }),
    ]);
    const own = (await letan.get('/api/crm/partners-search?searchKey=hoa')).body.items;
    expect(own[0]).toMatchObject({ dien_thoai: '0912345678', masked: false, stt_rec: ids.mine });
    expect((await admin.get('/api/crm/partners-search?searchKey=1222')).body.items[0].masked).toBe(false);
  });

  it('opens the profile by stt_rec with its audit trail', async () => {
    expect((await admin.get(`/api/crm/partners/${ids.mine}`)).body.ten_nvbh).toBe('Nguyễn Thị Lễ Tân');
    const trail = (await admin.get(`/api/crm/partners/${ids.mine}/audit`)).body.items;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect((await letan.get(`/api/crm/partners/${ids.mai}/audit`)).status).toBe(404);
  });
});

describe(`CRM complaints and notes (${backend})`, () => {
  let admin: Caller;
  let letan: Caller;

  beforeAll(async () => {
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
  });

  it("numbers a complaint, lists it by customer and tells the assignee's user", async () => {
    await admin.post('/api/crm/complain-types', { ma_loai_kn: 'DV', ten_loai_kn: 'Chất lượng dịch vụ' });
    const partner = await admin.post('/api/crm/partners', {
      ten_kh: 'Khách phàn nàn',
      dien_thoai: '0933000111',
    });
    const complaint = await admin.post('/api/crm/complains', {
      ngay_kn: '2026-11-20',
      ma_kh: partner.body.ma_kh,
      ma_loai_kn: 'DV',
      noi_dung: 'Da bị kích ứng sau liệu trình',
      ma_nv_xl: 'NV001',
    });
    expect(complaint.status, JSON.stringify(complaint.body)).toBe(201);
    expect(complaint.body).toMatchObject({
      so_kn: 'KN000001',
      trang_thai: 0,
      ten_nv_xl: 'Nguyễn Thị Lễ Tân',
    });
    const listed = await letan.get(`/api/crm/complains?ma_kh=${partner.body.ma_kh}`);
    expect(listed.body.items.map((row: { so_kn: string }) => row.so_kn)).toEqual(['KN000001']);
    await expect
      .poll(async () => (await letan.get('/api/notifications/histories')).body.notifications?.[0]?.title)
      .toBe('Khiếu nại KN000001 được giao cho bạn');
    // Saving again with the same assignee tells nobody again.
    await admin.patch(`/api/crm/complains/${complaint.body.id}`, { trang_thai: 1 });
    expect((await letan.get('/api/notifications/histories')).body.total).toBe(1);
  });

  it('keeps notes on a customer, newest first', async () => {
    const partner = await admin.post('/api/crm/partners', {
      ten_kh: 'Khách ghi chú',
      dien_thoai: '0933000222',
    });
    for (const noi_dung of ['Thích phòng yên tĩnh', 'Dị ứng tinh dầu sả'])
      expect(
        (await admin.post('/api/crm/partner-notes', { ma_kh: partner.body.ma_kh, noi_dung })).status,
      ).toBe(201);
    const notes = await admin.get(`/api/crm/partner-notes?ma_kh=${partner.body.ma_kh}`);
    expect(notes.body.items.map((row: { noi_dung: string }) => row.noi_dung)).toEqual([
      'Dị ứng tinh dầu sả',
      'Thích phòng yên tĩnh',
    ]);
  });
});

describe(`CRM transfer (${backend})`, () => {
  let admin: Caller;

  /** 500 customers of NV004 in CN02, written directly (the API is not what is under test). */
  async function seed(count: number): Promise<string[]> {
    const table = entityTables[partners.name];
    if (!table) throw new Error('no table');
    const rows = Array.from({ length: count }, (_, i) => ({
      tenant_id: 'demo',
      id: uuidv7(),
      ma_kh: `TR${String(i).padStart(4, '0')}`,
      ten_kh: `Khách chuyển ${i}`,
      dien_thoai: `09100${String(i).padStart(5, '0')}`,
      ma_nvbh: 'NV004',
      ma_dvcs: 'CN02',
    }));
    await withTenant(t.database.db, 'demo', (tx) => tx.insert(table).values(rows as never));
    return rows.map((row) => row.id);
  }
  const heldBy = async (code: string) =>
    (await admin.get(`/api/crm/partners?ma_nvbh=${code}&pageSize=1000`)).body.items.length;

  beforeAll(async () => {
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    await seed(500);
  });

  it('writes all or nothing: a failure on the 250th history row leaves every customer where it was', async () => {
    const failed = await admin.post('/api/crm/partners-transfer', {
      all: true,
      ma_nvbh_cu: 'NV004',
      ma_nvbh_moi: 'NV005',
      ly_do: 'INJECTED',
    });
    expect(failed.status).toBe(500);
    expect(await heldBy('NV004')).toBe(500);
    expect(await countRows(t, partnerTransfers)).toBe(0);
  });

  it('moves 500 customers with a reason and records each move, listed in the histories', async () => {
    const moved = await admin.post('/api/crm/partners-transfer', {
      all: true,
      ma_nvbh_cu: 'NV004',
      ma_nvbh_moi: 'NV005',
      ly_do: 'Nghỉ phép',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.moved).toBe(500);
    expect(await heldBy('NV005')).toBe(500);
    const history = await admin.get(
      `/api/crm/partners-transfer-histories?ma_lo=${moved.body.ma_lo}&pageSize=1000`,
    );
    expect(history.body.total).toBe(500);
    expect(history.body.items[0]).toMatchObject({
      ma_nvbh_cu: 'NV004',
      ten_nvbh_cu: 'Phạm Thị Hồng Nhung',
      ma_nvbh_moi: 'NV005',
      ly_do: 'Nghỉ phép',
    });
  });

  it('refuses unknown customers, an unknown salesperson, no reason, and users without the right', async () => {
    const some = (await admin.get('/api/crm/partners?ma_nvbh=NV005&pageSize=2')).body.items.map(
      (row: { id: string }) => row.id,
    );
    const unknown = await admin.post('/api/crm/partners-transfer', {
      ids: [...some, uuidv7()],
      ma_nvbh_moi: 'NV001',
      ly_do: 'x',
    });
    expect(unknown.status).toBe(404);
    const nobody = await admin.post('/api/crm/partners-transfer', {
      ids: some,
      ma_nvbh_moi: 'NV999',
      ly_do: 'x',
    });
    expect(nobody.body.fields).toEqual([{ field: 'ma_nvbh_moi', message: 'Nhân viên nhận không tồn tại' }]);
    expect((await admin.post('/api/crm/partners-transfer', { ids: some, ma_nvbh_moi: 'NV001' })).status).toBe(
      400,
    );
    expect(await heldBy('NV005')).toBe(500);
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    expect(
      (await letan.post('/api/crm/partners-transfer', { ids: some, ma_nvbh_moi: 'NV001', ly_do: 'x' }))
        .status,
    ).toBe(403);
  });
});
