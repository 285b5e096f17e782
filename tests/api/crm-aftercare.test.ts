import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { item, sale } from './sales-helpers.ts';

interface Ticket {
  id: string;
  tieu_de: string;
  ma_nv: string;
  ngay_bd: string;
  han_chot: string;
  trang_thai: string;
}

/**
 * After-care automation (issue 28): a posted service slip of a service with an after-care plan
 * (demo: the peel CSD05 — call after 1 day, message after 3, check-up after 14; acne care CSD03 —
 * call after 2) opens one follow-up ticket per step, given to the employee responsible for that
 * customer's care, else the performer. Editing and reposting make no second one; cancelling or
 * deleting the slip cancels the open ones (a done one stays done) and a repost reopens them.
 */
describe(`after-care follow-ups (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    const customer = { ma_kh: 'KHA1', ten_kh: 'Mai Thị Thu', dien_thoai: '0966000001', ma_dvcs: 'CN01' };
    expect((await admin.post('/api/crm/partners', customer)).status).toBe(201);
    const care = { ma_kh: 'KHA1', ma_vt: 'CSD05', ma_nv: 'NV004', tu_ngay: '2026-01-01', ma_dvcs: 'CN01' };
    const held = await admin.post('/api/crm/service/employee-responsibilities', care);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    // Opening the app migrates and seeds a fresh database: slow on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  const followUps = async (): Promise<Ticket[]> =>
    (await admin.get('/api/crm/tickets?ma_kh=KHA1&pageSize=100&sortKey=han_chot&sortType=asc')).body.items;

  const slip = (lines: ReturnType<typeof item>[]) =>
    sale({
      lines,
      payments: [{ ma_httt: 'TM', tien: '1300000' }],
      extra: { ma_kh: 'KHA1', ma_nvbh: 'NV001' },
    });

  const lines = [
    item('CSD05', '1', '800000', { ma_nv: 'NV002', ma_kho: 'KCN01' }),
    item('CSD03', '1', '500000', { ma_nv: 'NV002', ma_kho: 'KCN01' }),
  ];

  it('opens one follow-up per plan step, due as the plan says, given to the responsible employee', async () => {
    const made = await admin.post('/api/sales/services', slip(lines));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rows = await followUps();
    expect(rows.map((row) => [row.tieu_de, row.ma_nv, row.ngay_bd, row.trang_thai])).toEqual([
      ['Gọi điện: Gọi hỏi thăm da sau peel', 'NV004', '2026-11-03T02:00:00.000Z', 'open'],
      ['Gọi điện: Hỏi thăm tình trạng mụn', 'NV002', '2026-11-04T02:00:00.000Z', 'open'],
      ['Tin nhắn: Nhắc dùng kem chống nắng', 'NV004', '2026-11-05T02:00:00.000Z', 'open'],
      ['Lịch hẹn: Tái khám sau peel', 'NV004', '2026-11-16T02:00:00.000Z', 'open'],
    ]);
    expect(rows[0]?.han_chot).toBe('2026-11-03T11:00:00.000Z');

    // Edited and saved again: no second follow-up; a service taken off cancels its own.
    const stored = (await admin.get(`/api/sales/services/${made.body.stt_rec}`)).body;
    const edited = {
      ...slip([lines[0] as ReturnType<typeof item>]),
      version: stored.version,
      ma_ct: stored.ma_ct,
      dien_giai: 'Sửa',
    };
    edited.payments = [{ ma_httt: 'TM', tien: '800000' }];
    const saved = await admin.put(`/api/sales/services/${made.body.stt_rec}`, edited);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const afterEdit = await followUps();
    expect(afterEdit).toHaveLength(4);
    expect(afterEdit.find((row) => row.tieu_de.includes('mụn'))?.trang_thai).toBe('cancelled');
    expect(afterEdit.filter((row) => row.trang_thai === 'open')).toHaveLength(3);

    // The first call is made; the slip goes back to draft: the open ones close, the done one stays.
    const call = afterEdit[0] as Ticket;
    expect((await admin.patch(`/api/crm/tickets/${call.id}`, { trang_thai: 'done' })).status).toBe(200);
    const status = (to: string) =>
      admin.post(`/api/sales/services/${made.body.stt_rec}/status`, { status: to });
    const states = async () => (await followUps()).map((row) => row.trang_thai);
    expect((await status('0')).status).toBe(200);
    expect(await states()).toEqual(['done', 'cancelled', 'cancelled', 'cancelled']);

    // Posted again: the ones it closed reopen (the service taken off stays off), none doubled.
    const reposted = await status('2');
    expect(reposted.status, JSON.stringify(reposted.body)).toBe(200);
    expect(await states()).toEqual(['done', 'cancelled', 'open', 'open']);

    // Cancelled for good: the open ones are cancelled.
    expect((await status('9')).status).toBe(200);
    expect(await states()).toEqual(['done', 'cancelled', 'cancelled', 'cancelled']);
  });

  it('cancels the open follow-ups of a deleted slip, and makes none for a slip without a customer', async () => {
    const made = await admin.post('/api/sales/services', {
      ...slip([lines[1] as ReturnType<typeof item>]),
      ngay_ct: '2026-11-20',
      payments: [{ ma_httt: 'TM', tien: '500000' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const due = (rows: Ticket[]) => rows.filter((row) => row.ngay_bd === '2026-11-22T02:00:00.000Z');
    expect(due(await followUps()).map((row) => row.trang_thai)).toEqual(['open']);
    const version = (await admin.get(`/api/sales/services/${made.body.stt_rec}`)).body.version;
    expect((await admin.delete(`/api/sales/services/${made.body.stt_rec}?version=${version}`)).status).toBe(
      200,
    );
    expect(due(await followUps()).map((row) => row.trang_thai)).toEqual(['cancelled']);

    const before = (await admin.get('/api/crm/tickets')).body.total;
    const walkIn = sale({
      lines: [lines[1] as ReturnType<typeof item>],
      payments: [{ ma_httt: 'TM', tien: '500000' }],
    });
    expect((await admin.post('/api/sales/services', walkIn)).status).toBe(201);
    expect((await admin.get('/api/crm/tickets')).body.total).toBe(before);
  });
});
