import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { item, sale } from './sales-helpers.ts';

/**
 * The CRM reports over October 2026 against a fixed seed made here (demo data lives in the current
 * month, so October holds only these rows). Every expected figure is counted by hand below.
 */
describe(`CRM reports (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let admin2: Caller;
  let letan: Caller;
  const october = 'fromDate=2026-10-01&toDate=2026-10-31';
  const at = (day: number, hour: number) =>
    `2026-10-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00+07:00`;
  const run = (statement: ReturnType<typeof sql>) =>
    withTenant(t.database.db, 'demo', (tx) => tx.execute(statement));

  const bill = async (ma_kh: string, ngay_ct: string, amount: string, stt_rec_hd?: string) => {
    const body = sale({
      lines: [item('CSD01', '1', amount)],
      payments: [{ ma_httt: 'TM', tien: amount }],
      extra: { ma_kh, ngay_ct, ...(stt_rec_hd ? { stt_rec_hd } : {}) },
    });
    const made = await admin.post(stt_rec_hd ? '/api/sales/returns' : '/api/sales/bills', body);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.stt_rec as string;
  };
  const task = async (ma_kh: string, ma_nvbh: string, day: number, trang_thai: string, ma_nv: string) => {
    const made = await admin.post('/api/crm/tasks', {
      ma_kh,
      ma_nvbh,
      ngay_bd: at(day, 9),
      ngay_kt: at(day, 10),
      ma_dvcs: 'CN01',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // Status, performer and booking time set directly: the fixed seed, not the transitions under test.
    await run(sql`UPDATE crm_tasks SET trang_thai = ${trang_thai}, ma_nv = ${ma_nv},
      created_at = ngay_bd - interval '1 day' WHERE id = ${made.body.id}`);
  };
  const call = async (who: Caller, ma_nv: string, huong: string, thoi_luong: number, result: string) => {
    const branch = who === admin2 ? 'CN02' : 'CN01';
    const made = await who.post('/api/crm/call-logs', {
      huong,
      trang_thai: result,
      ma_nv,
      thoi_luong,
      dien_thoai: '0900000001',
      ngay_goi: at(7, 10),
      ma_dvcs: branch,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  };
  const ticket = async (ma_nv: string, trang_thai: string) => {
    const made = await admin.post('/api/crm/tickets', {
      tieu_de: `Việc của ${ma_nv}`,
      ma_nv,
      ngay_bd: at(3, 9),
      han_chot: at(4, 17),
      ma_dvcs: 'CN01',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await run(sql`UPDATE crm_tickets SET trang_thai = ${trang_thai} WHERE id = ${made.body.id}`);
  };

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    admin2 = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN02' });
    letan = caller(t, (await signIn(t, 'letan')).session.access_token, { Branchs: 'CN01' });
    const customers = [
      { ma_kh: 'KR1', ten_kh: 'Chị Một', dien_thoai: '0311000001', ma_nvbh: 'NV001', ma_nguon: 'ONLINE' },
      { ma_kh: 'KR2', ten_kh: 'Chị Hai', dien_thoai: '0311000002', ma_nvbh: 'NV003', ma_nguon: 'GIOITHIEU' },
      { ma_kh: 'KR3', ten_kh: 'Chị Ba', dien_thoai: '0311000003', ma_nvbh: 'NV001', ma_nguon: 'ONLINE' },
    ];
    for (const customer of customers) {
      const made = await admin.post('/api/crm/partners', { ...customer, ma_dvcs: 'CN01' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    await run(sql`UPDATE crm_partners SET created_at = '2026-10-05T10:00:00+07:00' WHERE ma_kh LIKE 'KR%'`);
    await bill('KR1', '2026-10-10', '10000000');
    const second = await bill('KR2', '2026-10-12', '5000000');
    await bill('KR2', '2026-10-20', '1000000', second);
    await task('KR1', 'NV001', 2, 'done', 'NV002');
    await task('KR1', 'NV001', 3, 'no_show', 'NV002');
    await task('KR3', 'NV001', 4, 'scheduled', 'NV003');
    await task('KR2', 'NV003', 5, 'done', 'NV003');
    await call(admin, 'NV001', 'out', 60, 'DATLICH');
    await call(admin, 'NV001', 'out', 0, 'KHONGNGHE');
    await call(admin, 'NV001', 'in', 120, 'QUANTAM');
    await call(admin, 'NV003', 'out', 30, 'DATLICH');
    await call(admin2, 'NV004', 'out', 10, 'DATLICH');
    await ticket('NV001', 'open');
    await ticket('NV001', 'done');
    await ticket('NV003', 'in_progress');
    await ticket('NV003', 'cancelled');
    const month = { nam: 2026, thang: 10, ma_dvcs: 'CN01' };
    for (const target of [
      { ma_nv: 'NV001', doanh_so: '20000000', so_cuoc_goi: 4, so_lich_hen: 6, ...month },
      { ma_nv: 'NV003', doanh_so: '8000000', so_cuoc_goi: 2, so_lich_hen: 3, ...month },
    ])
      expect((await admin.post('/api/crm/targets', target)).status).toBe(201);
  });
  afterAll(() => t.close());

  const nv001 = { ma_nv: 'NV001', ten_nv: expect.any(String) };
  const nv003 = { ma_nv: 'NV003', ten_nv: 'Lê Văn Hùng' };

  it('employee: appointments, outgoing calls, new customers and net sales per employee', async () => {
    const answer = await admin.get(`/api/crm/reports/employee?${october}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toEqual([
      {
        ...nv001,
        lh_dat: 3,
        lh_xong: 1,
        lh_vang: 1,
        cuoc_goi: 2,
        thoi_luong: 60,
        kh_moi: 2,
        doanh_so: '10000000',
      },
      {
        ...nv003,
        lh_dat: 1,
        lh_xong: 1,
        lh_vang: 0,
        cuoc_goi: 1,
        thoi_luong: 30,
        kh_moi: 1,
        doanh_so: '4000000',
      },
    ]);
    expect(answer.body.totals).toEqual({
      lh_dat: '4',
      lh_xong: '2',
      lh_vang: '1',
      cuoc_goi: '3',
      thoi_luong: '90',
      kh_moi: '3',
      doanh_so: '14000000',
    });
  });

  it('todo: tickets due in the period per assignee and status, overdue ones counted', async () => {
    const answer = await admin.get(`/api/crm/reports/todo?${october}`);
    expect(answer.body.rows).toEqual([
      { ...nv001, moi: 1, dang_lam: 0, hoan_thanh: 1, da_huy: 0, tong: 2, qua_han: 1 },
      { ...nv003, moi: 0, dang_lam: 1, hoan_thanh: 0, da_huy: 1, tong: 2, qua_han: 1 },
    ]);
    expect(answer.body.totals).toMatchObject({ tong: '4', qua_han: '2', hoan_thanh: '1' });
  });

  it('target: the month targets beside the actuals, percentages recomputed on the totals', async () => {
    const answer = await admin.get(`/api/crm/reports/target?${october}`);
    expect(answer.body.rows).toEqual([
      {
        ...nv001,
        ds_mt: '20000000',
        ds_tt: '10000000',
        ds_pct: '50',
        goi_mt: 4,
        goi_tt: 2,
        goi_pct: '50',
        lh_mt: 6,
        lh_tt: 3,
        lh_pct: '50',
      },
      {
        ...nv003,
        ds_mt: '8000000',
        ds_tt: '4000000',
        ds_pct: '50',
        goi_mt: 2,
        goi_tt: 1,
        goi_pct: '50',
        lh_mt: 3,
        lh_tt: 1,
        lh_pct: '33.3',
      },
    ]);
    expect(answer.body.totals).toMatchObject({ ds_mt: '28000000', ds_pct: '50', lh_mt: '9', lh_pct: '44.4' });
  });

  it('marketing: new customers per source, the ones who bought and their net sales', async () => {
    const answer = await admin.get(`/api/crm/reports/marketing?${october}`);
    expect(answer.body.rows).toEqual([
      {
        ma_nguon: 'ONLINE',
        ten_nguon: 'Mạng xã hội',
        kh_moi: 2,
        kh_mua: 1,
        ty_le_mua: '50',
        doanh_so: '10000000',
      },
      {
        ma_nguon: 'GIOITHIEU',
        ten_nguon: 'Khách giới thiệu',
        kh_moi: 1,
        kh_mua: 1,
        ty_le_mua: '100',
        doanh_so: '4000000',
      },
    ]);
    expect(answer.body.totals).toEqual({ kh_moi: '3', kh_mua: '2', ty_le_mua: '66.7', doanh_so: '14000000' });
  });

  it('telesale: calls per employee by direction and answer, in the selected branch only', async () => {
    const answer = await admin.get(`/api/crm/reports/telesale?${october}`);
    expect(answer.body.rows).toEqual([
      {
        ...nv001,
        goi_di: 2,
        goi_den: 1,
        tong: 3,
        nghe_may: 2,
        ty_le_nghe: '66.7',
        co_lich_hen: 0,
        thoi_luong: 180,
      },
      {
        ...nv003,
        goi_di: 1,
        goi_den: 0,
        tong: 1,
        nghe_may: 1,
        ty_le_nghe: '100',
        co_lich_hen: 0,
        thoi_luong: 30,
      },
    ]);
    expect(answer.body.totals).toMatchObject({
      tong: '4',
      nghe_may: '3',
      ty_le_nghe: '75',
      thoi_luong: '210',
    });
    const cn02 = await admin2.get(`/api/crm/reports/telesale?${october}`);
    expect(cn02.body.rows.map((row: { ma_nv: string }) => row.ma_nv)).toEqual(['NV004']);
  });

  it('telesale-status: calls per result with their directions, employees and talk time', async () => {
    const answer = await admin.get(`/api/crm/reports/telesale-status?${october}`);
    expect(answer.body.rows).toEqual([
      {
        trang_thai: 'DATLICH',
        ten_kq: 'Đã đặt lịch hẹn',
        tong: 2,
        goi_di: 2,
        goi_den: 0,
        nhan_vien: 2,
        thoi_luong: 90,
      },
      {
        trang_thai: 'KHONGNGHE',
        ten_kq: 'Không nghe máy',
        tong: 1,
        goi_di: 1,
        goi_den: 0,
        nhan_vien: 1,
        thoi_luong: 0,
      },
      {
        trang_thai: 'QUANTAM',
        ten_kq: 'Quan tâm, hẹn gọi lại',
        tong: 1,
        goi_di: 0,
        goi_den: 1,
        nhan_vien: 1,
        thoi_luong: 120,
      },
    ]);
    expect(answer.body.totals).toEqual({ tong: '4', goi_di: '3', goi_den: '1', thoi_luong: '210' });
  });

  it('telesale-kpis: days called, customers reached, answer and appointment rates', async () => {
    const answer = await admin.get(`/api/crm/reports/telesale-kpis?${october}`);
    expect(answer.body.rows).toEqual([
      {
        ...nv001,
        ngay_goi: 1,
        tong: 3,
        khach: 1,
        nghe_may: 2,
        ty_le_nghe: '66.7',
        ra_lich: 0,
        ty_le_lich: '0',
        thoi_luong: 180,
      },
      {
        ...nv003,
        ngay_goi: 1,
        tong: 1,
        khach: 1,
        nghe_may: 1,
        ty_le_nghe: '100',
        ra_lich: 0,
        ty_le_lich: '0',
        thoi_luong: 30,
      },
    ]);
    expect(answer.body.totals).toMatchObject({ tong: '4', nghe_may: '3', ty_le_nghe: '75', ty_le_lich: '0' });
  });

  it('consultant: appointments per performing staff member, how they ended, customers and hours', async () => {
    const answer = await admin.get(`/api/crm/reports/consultant?${october}`);
    expect(answer.body.rows).toEqual([
      {
        ma_nv: 'NV002',
        ten_nv: expect.any(String),
        lich_hen: 2,
        hoan_thanh: 1,
        da_huy: 0,
        khong_den: 1,
        ty_le_xong: '50',
        khach: 1,
        thoi_gian: 7200,
      },
      {
        ...nv003,
        lich_hen: 2,
        hoan_thanh: 1,
        da_huy: 0,
        khong_den: 0,
        ty_le_xong: '50',
        khach: 2,
        thoi_gian: 7200,
      },
    ]);
    expect(answer.body.totals).toMatchObject({
      lich_hen: '4',
      khong_den: '1',
      ty_le_xong: '50',
      thoi_gian: '14400',
    });
  });

  it('contact: new customers taken in, incoming calls, booked and came', async () => {
    const answer = await admin.get(`/api/crm/reports/contact?${october}`);
    expect(answer.body.rows).toEqual([
      { ...nv001, kh_moi: 2, goi_den: 1, dat_lich: 2, ty_le_dat: '100', da_den: 1, ty_le_den: '50' },
      { ...nv003, kh_moi: 1, goi_den: 0, dat_lich: 1, ty_le_dat: '100', da_den: 1, ty_le_den: '100' },
    ]);
    expect(answer.body.totals).toEqual({
      kh_moi: '3',
      goi_den: '1',
      dat_lich: '3',
      ty_le_dat: '100',
      da_den: '2',
      ty_le_den: '66.7',
    });
  });

  it('filters by employee and branch parameters', async () => {
    const one = await admin.get(`/api/crm/reports/employee?${october}&ma_nv=NV003`);
    expect(one.body.rows.map((row: { ma_nv: string }) => row.ma_nv)).toEqual(['NV003']);
    const elsewhere = await admin.get(`/api/crm/reports/employee?${october}&ma_dvcs=CN02`);
    expect(elsewhere.body.rows).toEqual([]);
    expect(elsewhere.body.totals.doanh_so).toBe('0');
  });

  it('shows letan only their own employee in CN01, never another branch', async () => {
    const answer = await letan.get(`/api/crm/reports/employee?${october}`);
    expect(answer.status).toBe(200);
    expect(answer.body.rows.map((row: { ma_nv: string }) => row.ma_nv)).toEqual(['NV001']);
    expect(answer.body.totals.lh_dat).toBe('3');
    const other = await letan.get(`/api/crm/reports/telesale?${october}&ma_nv=NV003`);
    expect(other.body.rows).toEqual([]);
    const cn02 = await letan.get(`/api/crm/reports/telesale?${october}`, { Branchs: 'CN02' });
    expect(cn02.status).toBe(403);
  });

  it('refuses bad parameters with 400 naming the field', async () => {
    const none = await admin.get('/api/crm/reports/employee');
    expect(none.status).toBe(400);
    expect(failedFields(none)).toEqual(['fromDate', 'toDate']);
    const backwards = await admin.get('/api/crm/reports/target?fromDate=2026-10-31&toDate=2026-10-01');
    expect(backwards.status).toBe(400);
    expect(failedFields(backwards)).toEqual(['toDate']);
    const bad = await admin.get('/api/crm/reports/todo?fromDate=31/10/2026&toDate=2026-10-31');
    expect(failedFields(bad)).toEqual(['fromDate']);
  });
});
