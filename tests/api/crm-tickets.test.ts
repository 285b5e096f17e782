import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * Work tickets (issue 28): numbering, the due time after the start, the assignee's scope for
 * letan (NV001, CN01), the ticket calendar's feed (the calendar machinery's item shape), the
 * CRM service declarations and targets with their service lookups. The shop is UTC+7.
 */
describe(`crm/tickets (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  const at = (day: number, hour: number) => new Date(Date.UTC(2030, 5, day, hour - 7)).toISOString();

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    // GOILAI is a demo ticket type (seed/demo-crm-work.ts).
    const customer = { ma_kh: 'KHT1', ten_kh: 'Vũ Thị Hoa', dien_thoai: '0933000111', ma_dvcs: 'CN01' };
    expect((await admin.post('/api/crm/partners', customer)).status).toBe(201);
  });
  afterAll(() => t.close());

  const ticket = (extra: Record<string, unknown>) => ({
    tieu_de: 'Gọi hỏi thăm sau liệu trình',
    ma_kh: 'KHT1',
    ma_loai: 'GOILAI',
    uu_tien: 'high',
    ma_dvcs: 'CN01',
    ...extra,
  });

  it('numbers a ticket and refuses a due time before its start, naming the field', async () => {
    const made = await admin.post(
      '/api/crm/tickets',
      ticket({ ngay_bd: at(3, 9), han_chot: at(3, 11), ma_nv: 'NV002' }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ so_phieu: 'CV000001', trang_thai: 'open', ten_kh: 'Vũ Thị Hoa' });
    const reversed = await admin.post('/api/crm/tickets', ticket({ ngay_bd: at(3, 9), han_chot: at(3, 8) }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([
      { field: 'han_chot', message: 'Hạn chót phải sau thời điểm bắt đầu' },
    ]);
    const bad = await admin.post(
      '/api/crm/tickets',
      ticket({ ngay_bd: at(3, 9), han_chot: at(3, 10), uu_tien: 'soon' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('uu_tien');
  });

  it('letan gets tickets given to them in CN01 only, theirs by default, on the list and the calendar', async () => {
    const mine = await letan.post('/api/crm/tickets', ticket({ ngay_bd: at(10, 9), han_chot: at(10, 10) }));
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ ma_nv: 'NV001', ma_nvbh: 'NV001' });
    const given = await admin.post(
      '/api/crm/tickets',
      ticket({ ngay_bd: at(10, 13), han_chot: at(10, 15), ma_nv: 'NV001' }),
    );
    const others = await admin.post(
      '/api/crm/tickets',
      ticket({ ngay_bd: at(10, 9), han_chot: at(10, 10), ma_nv: 'NV002' }),
    );
    const elsewhere = await admin.post(
      '/api/crm/tickets',
      ticket({ ngay_bd: at(10, 9), han_chot: at(10, 10), ma_nv: 'NV001', ma_dvcs: 'CN02', ma_kh: null }),
    );
    expect(elsewhere.status).toBe(201);
    const listed = await letan.get('/api/crm/tickets?fromDate=2030-06-10&toDate=2030-06-10&pageSize=50');
    expect(listed.body.items.map((row: { id: string }) => row.id).sort()).toEqual(
      [mine.body.id, given.body.id].sort(),
    );
    expect((await letan.get(`/api/crm/tickets/${others.body.id}`)).status).toBe(404);
    const calendar = await letan.get('/api/crm/tickets/calendar?fromDate=2030-06-10&toDate=2030-06-10');
    expect(calendar.status).toBe(200);
    expect(calendar.body.tasks.map((row: { id: string }) => row.id)).toEqual([mine.body.id, given.body.id]);
    expect(calendar.body.tasks[1]).toMatchObject({
      ma_lh: given.body.so_phieu,
      tieu_de: 'Gọi hỏi thăm sau liệu trình',
      ngay_kt: given.body.han_chot,
      mau: '#00BAD1',
      ten_loai: 'Gọi lại khách',
    });
    expect(calendar.body.rooms).toEqual([]);
    expect(new Set(calendar.body.staff.map((s: { ma_dvcs: string }) => s.ma_dvcs))).toEqual(
      new Set(['CN01']),
    );
    // A drag on the calendar: a PATCH of the start and due time.
    const moved = await letan.patch(`/api/crm/tickets/${mine.body.id}`, {
      ngay_bd: at(11, 14),
      han_chot: at(11, 15),
      version: mine.body.version,
    });
    expect(moved.status).toBe(200);
  });

  it('declares the CRM services over the service catalogue, and tasks name services from it', async () => {
    const service = { ma_vt: 'DVPEEL', ten_vt: 'Peel da sinh học', loai: 3, dvt: 'LAN', gia_ban: '500000' };
    const made = await admin.post('/api/stock/services', service);
    expect(made.status).toBe(201);
    const step = await admin.post('/api/crm/services', {
      ma_vt: 'DVPEEL',
      ten_cs: 'Gọi hỏi thăm da sau peel',
      so_ngay: 1,
      hinh_thuc: 'call',
    });
    expect(step.status).toBe(201);
    expect(step.body.ma_cs).toMatch(/^CS\d{5}$/);
    expect(step.body.ten_vt).toBe('Peel da sinh học');
    const cost = await admin.post('/api/crm/service/expenses', {
      ma_vt: 'DVPEEL',
      ten_cp: 'Quà chăm sóc',
      tien: '35000',
    });
    expect(cost.status).toBe(201);
    expect(cost.body.tien).toBe('35000');
    const care = await admin.post('/api/crm/service/employee-responsibilities', {
      ma_kh: 'KHT1',
      ma_vt: 'DVPEEL',
      ma_nv: 'NV001',
      tu_ngay: '2030-06-01',
      ma_dvcs: 'CN01',
    });
    expect(care.status).toBe(201);
    expect((await letan.get('/api/crm/service/employee-responsibilities')).status).toBe(403);
    const booked = await admin.post('/api/crm/tasks', {
      ma_kh: 'KHT1',
      ngay_bd: at(20, 10),
      ngay_kt: at(20, 11),
      dich_vu: ['DVPEEL'],
      ma_dvcs: 'CN01',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.dich_vu).toEqual(['DVPEEL']);
  });

  it('keeps one target per employee and month', async () => {
    const target = {
      ma_nv: 'NV001',
      nam: 2030,
      thang: 6,
      doanh_so: '150000000',
      so_cuoc_goi: 300,
      so_lich_hen: 80,
      ma_dvcs: 'CN01',
    };
    const made = await admin.post('/api/crm/targets', target);
    expect(made.status).toBe(201);
    expect(made.body.ma_mt).toMatch(/^MT\d{6}$/);
    const again = await admin.post('/api/crm/targets', target);
    expect(again.status).toBe(400);
    const month = await admin.post('/api/crm/targets', { ...target, thang: 13 });
    expect(month.status).toBe(400);
    expect(month.body.fields[0].field).toBe('thang');
  });
});
