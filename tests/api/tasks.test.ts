import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, scheduledNotifications, users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { hashPassword } from '../../src/server/lib/password.ts';
import { NotificationScheduler } from '../../src/server/modules/notifications/scheduler.ts';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * Appointments (issue 28): numbering, overlap confirmation and its override right, the booking
 * race, shift warnings, status moves, scopes and the reminder. Times are UTC; the business day is
 * UTC+7, so 03:00Z is 10:00 in the shop. NV002 works HANHCHINH (08:30–17:30), NV001 (letan) SANG.
 */
describe(`crm/tasks (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  let booker: Caller;

  const at = (day: number, hour: number, minute = 0) =>
    new Date(Date.UTC(2030, 2, day, hour - 7, minute)).toISOString();
  const booking = (extra: Record<string, unknown>) => ({
    ma_kh: 'KH1',
    ma_loai: 'TUVAN',
    ma_dvcs: 'CN01',
    ...extra,
  });

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    for (const row of [
      { ma_kh: 'KH1', ten_kh: 'Nguyễn Văn An', dien_thoai: '0901000001', ma_dvcs: 'CN01' },
      { ma_kh: 'KH2', ten_kh: 'Lê Thị Bình', dien_thoai: '0901000002', ma_dvcs: 'CN02' },
    ])
      expect((await admin.post('/api/crm/partners', row)).status).toBe(201);
    // A booker: may add appointments but holds no right on the calendar, so no override.
    await withTenant(t.database.db, 'demo', async (tx) => {
      const menus = ['crm', 'crm.appointments', 'crm.tasks', 'crm.partners'];
      await tx.insert(users).values({
        tenant_id: 'demo',
        id: 'booker-id',
        user_name: 'booker',
        ten_nsd: 'Người đặt lịch',
        password_hash: await hashPassword('booker'),
        r_access: menus,
        r_read: menus,
        r_add: menus,
        r_edit: menus,
        branchs: 'CN01',
        employee_yn: 0,
      });
    });
    booker = caller(t, (await signIn(t, 'booker')).session.access_token);
  });
  afterAll(() => t.close());

  it('creates a booking with a server number and the names of its lookups', async () => {
    const created = await admin.post(
      '/api/crm/tasks',
      booking({ ngay_bd: at(4, 10), ngay_kt: at(4, 11), ma_nv: 'NV002', ma_phong: 'P101' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.ma_lh).toMatch(/^LH300304[0-9A-F]{4}$/);
    expect(created.body).toMatchObject({
      ten_kh: 'Nguyễn Văn An',
      ten_nv: 'Trần Thị Mai',
      trang_thai: 'scheduled',
    });
    expect(created.body.ten_phong).toBe('Phòng 101');
  });

  it('refuses an end before the start and a status that skips steps, naming the field', async () => {
    const reversed = await admin.post('/api/crm/tasks', booking({ ngay_bd: at(5, 10), ngay_kt: at(5, 9) }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([{ field: 'ngay_kt', message: 'Kết thúc phải sau bắt đầu' }]);
    const made = await admin.post('/api/crm/tasks', booking({ ngay_bd: at(5, 10), ngay_kt: at(5, 11) }));
    const done = await admin.patch(`/api/crm/tasks/${made.body.id}`, { trang_thai: 'done' });
    expect(done.status).toBe(400);
    expect(done.body.fields[0]).toEqual({
      field: 'trang_thai',
      message: 'Không thể chuyển trạng thái từ "Đã đặt" sang "Hoàn thành"',
    });
    for (const step of ['confirmed', 'checked_in', 'done'])
      expect((await admin.patch(`/api/crm/tasks/${made.body.id}`, { trang_thai: step })).status).toBe(200);
  });

  it('asks to confirm an overlap, naming the other booking; keeps it for the override right only', async () => {
    const first = await admin.post(
      '/api/crm/tasks',
      booking({ ngay_bd: at(6, 9), ngay_kt: at(6, 10), ma_nv: 'NV002', ma_phong: 'VIP1' }),
    );
    const overlap = booking({ ngay_bd: at(6, 9, 30), ngay_kt: at(6, 10, 30), ma_nv: 'NV002' });
    const asked = await admin.post('/api/crm/tasks', overlap);
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('TASK_CONFIRM');
    expect(asked.body.conflicts).toEqual([
      expect.objectContaining({
        kind: 'staff',
        ma_lh: first.body.ma_lh,
        message: `Trần Thị Mai đã có lịch hẹn ${first.body.ma_lh} (Nguyễn Văn An) từ 06/03/2030 09:00 đến 06/03/2030 10:00`,
      }),
    ]);
    const refused = await booker.post('/api/crm/tasks?confirm=1', overlap);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TASK_OVERLAP_DENIED');
    expect(refused.body.message).toContain(first.body.ma_lh);
    const sameDay = await admin.get('/api/crm/tasks?fromDate=2030-03-06&toDate=2030-03-06');
    expect(sameDay.body.total).toBe(1);
    expect((await admin.post('/api/crm/tasks?confirm=1', overlap)).status).toBe(201);
    // Back to back is no overlap; a cancelled booking frees its slot.
    const after = await booker.post(
      '/api/crm/tasks',
      booking({ ngay_bd: at(6, 10), ngay_kt: at(6, 11), ma_phong: 'VIP1' }),
    );
    expect(after.status).toBe(201);
    expect((await admin.patch(`/api/crm/tasks/${first.body.id}`, { trang_thai: 'cancelled' })).status).toBe(
      200,
    );
    const freed = await booker.post(
      '/api/crm/tasks',
      booking({ ngay_bd: at(6, 9), ngay_kt: at(6, 10), ma_phong: 'VIP1' }),
    );
    expect(freed.status).toBe(201);
  });

  it('moving a booking onto another is checked like a new one', async () => {
    const a = await admin.post(
      '/api/crm/tasks',
      booking({ ngay_bd: at(7, 9), ngay_kt: at(7, 10), ma_phong: 'P102' }),
    );
    const b = await admin.post(
      '/api/crm/tasks',
      booking({ ngay_bd: at(7, 11), ngay_kt: at(7, 12), ma_phong: 'P102' }),
    );
    const moved = await admin.patch(`/api/crm/tasks/${b.body.id}`, {
      ngay_bd: at(7, 9, 30),
      ngay_kt: at(7, 10, 30),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.conflicts[0]).toMatchObject({ kind: 'room', ma_lh: a.body.ma_lh });
    // A change of notes alone does not ask again about an overlap it already had.
    expect((await admin.patch(`/api/crm/tasks/${b.body.id}`, { ghi_chu: 'Khách quen' })).status).toBe(200);
  });

  it('warns when the booking lies outside the staff member’s shift', async () => {
    const late = booking({ ngay_bd: at(8, 18), ngay_kt: at(8, 19), ma_nv: 'NV002' });
    const asked = await booker.post('/api/crm/tasks', late);
    expect(asked.status).toBe(409);
    expect(asked.body.conflicts).toEqual([
      {
        kind: 'shift',
        message: '08/03/2030 18:00–19:00 nằm ngoài ca Ca hành chính (08:30–17:30) của Trần Thị Mai',
      },
    ]);
    // Outside a shift needs a confirmation, not the override right.
    expect((await booker.post('/api/crm/tasks?confirm=1', late)).status).toBe(201);
  });

  it('of two people booking the same room at the same moment, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const slot = booking({ ngay_bd: at(10 + round, 9), ngay_kt: at(10 + round, 10), ma_phong: 'VIP1' });
      const answers = await Promise.all([
        admin.post('/api/crm/tasks', slot),
        booker.post('/api/crm/tasks', slot),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const winner = answers.find((a) => a.status === 201);
      const loser = answers.find((a) => a.status === 409);
      expect(loser?.body.conflicts[0].ma_lh).toBe(winner?.body.ma_lh);
    }
  });

  it('letan reads and books only CN01, and owns what they book', async () => {
    const other = await admin.post(
      '/api/crm/tasks',
      booking({ ma_kh: 'KH2', ma_dvcs: 'CN02', ngay_bd: at(20, 9), ngay_kt: at(20, 10) }),
    );
    expect(other.status).toBe(201);
    const mine = await letan.post('/api/crm/tasks', booking({ ngay_bd: at(20, 9), ngay_kt: at(20, 10) }));
    expect(mine.status).toBe(201);
    expect(mine.body.ma_nvbh).toBe('NV001');
    const someoneElses = await admin.post(
      '/api/crm/tasks',
      booking({ ngay_bd: at(20, 11), ngay_kt: at(20, 12), ma_nvbh: 'NV003' }),
    );
    const listed = await letan.get('/api/crm/tasks?fromDate=2030-03-20&toDate=2030-03-20&pageSize=100');
    expect(listed.body.items.map((row: { id: string }) => row.id)).toEqual([mine.body.id]);
    expect((await letan.get(`/api/crm/tasks/${other.body.id}`)).status).toBe(404);
    expect((await letan.get(`/api/crm/tasks/${someoneElses.body.id}`)).status).toBe(404);
    const into = await letan.post(
      '/api/crm/tasks',
      booking({ ma_dvcs: 'CN02', ngay_bd: at(21, 9), ngay_kt: at(21, 10) }),
    );
    expect(into.body.code).toBe('BRANCH_DENIED');
    const calendar = await letan.get('/api/crm/tasks/calendar?fromDate=2030-03-20&toDate=2030-03-20');
    expect(calendar.status).toBe(200);
    expect(calendar.body.tasks.map((row: { id: string }) => row.id)).toEqual([mine.body.id]);
    expect(new Set(calendar.body.staff.map((s: { ma_dvcs: string }) => s.ma_dvcs))).toEqual(
      new Set(['CN01']),
    );
    expect(calendar.body.rooms.map((r: { code: string }) => r.code)).toEqual(['P101', 'P102', 'VIP1']);
    const all = await admin.get('/api/crm/tasks/calendar?fromDate=2030-03-20&toDate=2030-03-20');
    expect(all.body.tasks).toHaveLength(3);
  });

  describe('reminder', () => {
    const pending = (id: string) =>
      withTenant(t.database.db, 'demo', (tx) =>
        tx
          .select()
          .from(scheduledNotifications)
          .where(
            and(
              isNull(scheduledNotifications.done_at),
              sql`${scheduledNotifications.payload}->>'target' = ${`/crm/task/calendar?task=${id}`}`,
            ),
          ),
      );

    it('reaches the assignee before the booking, follows a move and goes with a cancel', async () => {
      const start = new Date(Date.now() + 3 * 3600_000);
      start.setUTCSeconds(0, 0);
      const end = new Date(start.getTime() + 3600_000);
      const made = await admin.post(
        '/api/crm/tasks?confirm=1',
        booking({ ngay_bd: start.toISOString(), ngay_kt: end.toISOString(), ma_nv: 'NV001', nhac_truoc: 30 }),
      );
      expect(made.status).toBe(201);
      const [job] = await pending(made.body.id);
      expect(job?.run_at.getTime()).toBe(start.getTime() - 30 * 60_000);
      expect(job?.payload).toMatchObject({
        users: ['letan'],
        kind: 'task',
        title: `Sắp đến lịch hẹn ${made.body.ma_lh}`,
      });
      const later = new Date(start.getTime() + 3600_000);
      const moved = await admin.patch(`/api/crm/tasks/${made.body.id}?confirm=1`, {
        ngay_bd: later.toISOString(),
        ngay_kt: new Date(later.getTime() + 3600_000).toISOString(),
      });
      expect(moved.status).toBe(200);
      const jobs = await pending(made.body.id);
      expect(jobs.map((j) => j.run_at.getTime())).toEqual([later.getTime() - 30 * 60_000]);
      // Due now: the scheduler delivers it to letan, with the booking as its target.
      await withTenant(t.database.db, 'demo', (tx) =>
        tx
          .update(scheduledNotifications)
          .set({ run_at: new Date(Date.now() - 1000) })
          .where(eq(scheduledNotifications.id, jobs[0]?.id ?? '')),
      );
      const scheduler = new NotificationScheduler(t.database.db, t.notifications.notifier, {
        pollIntervalMs: 60_000,
      });
      expect(await scheduler.poll()).toBe(1);
      const delivered = await withTenant(t.database.db, 'demo', (tx) =>
        tx
          .select()
          .from(notifications)
          .where(eq(notifications.target, `/crm/task/calendar?task=${made.body.id}`)),
      );
      expect(delivered.map((n) => n.user_name)).toEqual(['letan']);
      const again = await admin.patch(`/api/crm/tasks/${made.body.id}?confirm=1`, {
        ngay_bd: start.toISOString(),
        ngay_kt: end.toISOString(),
      });
      expect(again.status).toBe(200);
      expect(await pending(made.body.id)).toHaveLength(1);
      expect((await admin.patch(`/api/crm/tasks/${made.body.id}`, { trang_thai: 'cancelled' })).status).toBe(
        200,
      );
      expect(await pending(made.body.id)).toHaveLength(0);
    });
  });
});
