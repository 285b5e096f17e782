import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { setSetting } from './sales-helpers.ts';

/**
 * Call logs (issue 28): the customer matched by phone digits, the two settings of spec §9
 * (crm_calllog_status, crm_calllog_force_task: refused without a follow-up appointment, nothing
 * written), the call logged with its appointment in one transaction, scopes, and the call
 * centre's list (spec §7 crm/call-center). Times are UTC; the shop is UTC+7.
 */
describe(`crm/call-logs (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  const at = (day: number, hour: number) => new Date(Date.UTC(2030, 4, day, hour - 7)).toISOString();
  const count = async (who: Caller, path: string) =>
    (await who.get(`${path}?pageSize=1&withTotal=1`)).body.total;

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    for (const row of [
      {
        ma_kh: 'KHC1',
        ten_kh: 'Phạm Thu Cúc',
        dien_thoai: '0912 345 678',
        ma_dvcs: 'CN01',
        ma_nvbh: 'NV001',
      },
      {
        ma_kh: 'KHC2',
        ten_kh: 'Đỗ Minh Đức',
        dien_thoai: '0987654321',
        dien_thoai2: '0281234567',
        ma_dvcs: 'CN01',
      },
    ])
      expect((await admin.post('/api/crm/partners', row)).status).toBe(201);
  });
  afterAll(() => t.close());

  it('matches the customer by the phone digits, whatever the spacing or country code', async () => {
    const spaced = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0912.345.678',
      ngay_goi: at(2, 9),
      ma_dvcs: 'CN01',
    });
    expect(spaced.status).toBe(201);
    expect(spaced.body).toMatchObject({ dien_thoai: '0912345678', ma_kh: 'KHC1', ten_kh: 'Phạm Thu Cúc' });
    expect(spaced.body.so_cg).toMatch(/^CG\d{8}$/);
    const international = await admin.post('/api/crm/call-logs', {
      huong: 'in',
      dien_thoai: '+84 912 345 678',
      ngay_goi: at(2, 10),
      ma_dvcs: 'CN01',
    });
    expect(international.body.ma_kh).toBe('KHC1');
    const second = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0281234567',
      ngay_goi: at(2, 11),
      ma_dvcs: 'CN01',
    });
    expect(second.body.ma_kh).toBe('KHC2');
    const unknown = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0900000999',
      ngay_goi: at(2, 12),
      ma_dvcs: 'CN01',
    });
    expect(unknown.status).toBe(201);
    expect(unknown.body.ma_kh).toBeNull();
    const bad = await admin.post('/api/crm/call-logs', {
      dien_thoai: '12345',
      ngay_goi: at(2, 12),
      ma_dvcs: 'CN01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('dien_thoai');
  });

  it('under crm_calllog_status a result is required', async () => {
    expect((await setSetting(admin, 'crm_calllog_status', 't')).status).toBeLessThan(300);
    const none = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0912345678',
      ngay_goi: at(3, 9),
      ma_dvcs: 'CN01',
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual([{ field: 'trang_thai', message: 'Kết quả không được để trống' }]);
    const given = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0912345678',
      ngay_goi: at(3, 9),
      trang_thai: 'QUANTAM',
      ma_dvcs: 'CN01',
    });
    expect(given.status).toBe(201);
    await setSetting(admin, 'crm_calllog_status', 'f');
  });

  it('under crm_calllog_force_task refuses a log without its appointment and writes nothing', async () => {
    await setSetting(admin, 'crm_calllog_force_task', 't');
    const logsBefore = await count(admin, '/api/crm/call-logs');
    const tasksBefore = await count(admin, '/api/crm/tasks');
    const plain = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0912345678',
      ngay_goi: at(4, 9),
      ma_dvcs: 'CN01',
    });
    expect(plain.status).toBe(400);
    expect(plain.body.fields).toEqual([
      { field: 'ma_lh', message: 'Cần tạo lịch hẹn tiếp theo cho cuộc gọi này' },
    ]);
    const bare = await admin.post('/api/crm/call-logs/call', {
      call: { dien_thoai: '0912345678', ngay_goi: at(4, 9), ma_dvcs: 'CN01' },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.fields[0].field).toBe('call.ma_lh');
    // The appointment is refused (end before start): the log is not kept either.
    const badTask = await admin.post('/api/crm/call-logs/call', {
      call: { dien_thoai: '0912345678', ngay_goi: at(4, 9), ma_dvcs: 'CN01' },
      task: { ma_kh: 'KHC1', ngay_bd: at(6, 10), ngay_kt: at(6, 9), ma_dvcs: 'CN01' },
    });
    expect(badTask.status).toBe(400);
    expect(badTask.body.fields).toEqual([{ field: 'task.ngay_kt', message: 'Kết thúc phải sau bắt đầu' }]);
    // The log is refused (bad phone) after its appointment was written: the appointment is rolled back.
    const badCall = await admin.post('/api/crm/call-logs/call', {
      call: { dien_thoai: '12', ngay_goi: at(4, 9), ma_dvcs: 'CN01' },
      task: { ma_kh: 'KHC1', ngay_bd: at(6, 10), ngay_kt: at(6, 11), ma_dvcs: 'CN01' },
    });
    expect(badCall.status).toBe(400);
    expect(await count(admin, '/api/crm/call-logs')).toBe(logsBefore);
    expect(await count(admin, '/api/crm/tasks')).toBe(tasksBefore);
  });

  it('logs a call with its follow-up appointment in one save, linked', async () => {
    const saved = await admin.post('/api/crm/call-logs/call', {
      call: {
        dien_thoai: '0912345678',
        ngay_goi: at(5, 9),
        thoi_luong: 95,
        ma_dvcs: 'CN01',
        ghi_chu: 'Hẹn tái khám',
      },
      // No customer on the appointment: it is the call's, found by the phone.
      task: { ma_loai: 'TUVAN', ngay_bd: at(7, 10), ngay_kt: at(7, 11), ma_dvcs: 'CN01' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.task.ma_lh).toMatch(/^LH300507/);
    expect(saved.body.task.ma_kh).toBe('KHC1');
    expect(saved.body.call).toMatchObject({ ma_kh: 'KHC1', ma_lh: saved.body.task.ma_lh, thoi_luong: 95 });
    const read = await admin.get(`/api/crm/call-logs/${saved.body.call.id}`);
    expect(read.body.ma_lh).toBe(saved.body.task.ma_lh);
    await setSetting(admin, 'crm_calllog_force_task', 'f');
  });

  it('letan logs as themselves and sees only their own calls of CN01', async () => {
    const mine = await letan.post('/api/crm/call-logs', {
      dien_thoai: '0987654321',
      ngay_goi: at(8, 9),
      ma_dvcs: 'CN01',
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ ma_nv: 'NV001', ma_dvcs: 'CN01', ma_kh: 'KHC2' });
    const others = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0987654321',
      ngay_goi: at(8, 10),
      ma_nv: 'NV002',
      ma_dvcs: 'CN01',
    });
    const elsewhere = await admin.post('/api/crm/call-logs', {
      dien_thoai: '0987654321',
      ngay_goi: at(8, 11),
      ma_nv: 'NV001',
      ma_dvcs: 'CN02',
    });
    expect(elsewhere.status).toBe(201);
    const listed = await letan.get('/api/crm/call-logs?fromDate=2030-05-08&toDate=2030-05-08&pageSize=50');
    expect(listed.body.items.map((row: { id: string }) => row.id)).toEqual([mine.body.id]);
    expect((await letan.get(`/api/crm/call-logs/${others.body.id}`)).status).toBe(404);
    expect((await letan.get(`/api/crm/call-logs/${elsewhere.body.id}`)).status).toBe(404);
    const into = await letan.post('/api/crm/call-logs', {
      dien_thoai: '0987654321',
      ngay_goi: at(8, 12),
      ma_dvcs: 'CN02',
    });
    expect(into.body.code).toBe('BRANCH_DENIED');
  });

  it('keeps the call centre list of spec §7 (crm/call-center), customer matched by digits', async () => {
    const posted = await admin.post('/api/crm/call-center', {
      call_id: 'PBX-0001',
      huong: 'in',
      dien_thoai: '84987654321',
      so_may_nhanh: '101',
      bat_dau: at(9, 9),
      thoi_luong: 42,
      trang_thai: 'answered',
      ma_dvcs: 'CN01',
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ ma_kh: 'KHC2', call_id: 'PBX-0001' });
    const list = await admin.get('/api/crm/call-center?fromDate=2030-05-09&toDate=2030-05-09');
    expect(list.body.items.map((row: { call_id: string }) => row.call_id)).toEqual(['PBX-0001']);
    expect(
      (await admin.patch(`/api/crm/call-center/${posted.body.id}`, { trang_thai: 'missed' })).status,
    ).toBe(200);
    expect((await admin.get(`/api/crm/call-center/${posted.body.id}`)).body.trang_thai).toBe('missed');
    const twice = await admin.post('/api/crm/call-center', {
      ...posted.body,
      id: undefined,
      version: undefined,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields[0].field).toBe('call_id');
  });
});
