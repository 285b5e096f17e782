import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../../src/contract/api/system.api.ts';
import { addDays, todayIn } from '../../src/contract/domain/period.ts';
import { warehouses } from '../../src/contract/entities/stock/warehouses.entity.ts';
import { systemLogs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { post, signIn } from './auth-helpers.ts';
import { type Caller, caller, countRows } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const KHAC = {
  id: 'khac',
  ten_dn: 'Spa Khác',
  branches: [{ ma_dvcs: 'HN', ten_dvcs: 'Hà Nội' }],
  admin: { user_name: 'chuquan', password: 'khac-admin', ten_nsd: 'Quản trị Khác' },
};

describe(`dashboard widget queries (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  const today = todayIn(Date.now(), BUSINESS_TIME_ZONE);
  const period = `fromDate=${addDays(today, -6)}&toDate=${today}`;

  beforeAll(async () => {
    t = await openTestApp({ tenants: [KHAC] });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
  });
  afterAll(() => t.close());

  it('counts the sign-ins and writes of the period per day, by users of the selected branches', async () => {
    const before = await admin.get(`/api/dashboard/activity?${period}`, { Branchs: 'CN01' });
    expect(before.status).toBe(200);
    expect(before.body.days).toHaveLength(7);
    expect(before.body.days.at(-1).day).toBe(today);

    await signIn(t, 'letan');
    await signIn(t, 'admin');
    const created = await admin.post('/api/stock/warehouses', {
      ma_kho: 'KDASH',
      ten_kho: 'Kho thử',
      ma_dvcs: 'CN01',
    });
    expect(created.status).toBe(201);

    const cn01 = (await admin.get(`/api/dashboard/activity?${period}`, { Branchs: 'CN01' })).body;
    expect(cn01.sign_ins - before.body.sign_ins).toBe(2);
    expect(cn01.writes - before.body.writes).toBe(1);
    expect(cn01.days.at(-1).sign_ins - before.body.days.at(-1).sign_ins).toBe(2);
    expect(cn01.users).toBe(2);
    // letan works only in CN01: with CN02 selected their sign-ins are not counted.
    const cn02 = (await admin.get(`/api/dashboard/activity?${period}`, { Branchs: 'CN02' })).body;
    expect(cn02.sign_ins).toBe(cn01.sign_ins - 2);
    expect(cn02.users).toBe(1);
    // Matches the log itself: every admin and letan sign-in of today.
    const [logged] = await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .select({ n: count() })
        .from(systemLogs)
        .where(
          and(eq(systemLogs.action, 'login'), gte(systemLogs.created_at, new Date(Date.now() - 3_600_000))),
        ),
    );
    expect(cn01.sign_ins).toBe(Number(logged?.n));
  });

  it('shows someone who is not an administrator only their own activity', async () => {
    const own = (await letan.get(`/api/dashboard/activity?${period}`)).body;
    expect(own.users).toBe(1);
    const recent = (await letan.get(`/api/dashboard/recent-activity?${period}`)).body;
    expect(recent.items.length).toBeGreaterThan(0);
    expect(recent.items.every((item: { user_name: string }) => item.user_name === 'letan')).toBe(true);
    const all = (await admin.get(`/api/dashboard/recent-activity?${period}`)).body;
    expect(all.items[0]).toMatchObject({ user_name: 'admin', action: 'create', object: 'stock/warehouses' });
  });

  it('refuses a period that is missing, reversed or longer than a year, naming the field', async () => {
    const missing = await admin.get('/api/dashboard/activity?toDate=2026-01-01');
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field)).toEqual(['fromDate']);
    const reversed = await admin.get('/api/dashboard/activity?fromDate=2026-02-01&toDate=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual([
      { field: 'toDate', message: 'Đến ngày phải bằng hoặc sau Từ ngày' },
    ]);
    const long = await admin.get('/api/dashboard/recent-activity?fromDate=2024-01-01&toDate=2026-01-01');
    expect(long.body.fields[0].message).toBe('Khoảng thời gian tối đa 366 ngày');
  });

  it('lists users online among the users of the selected branches', async () => {
    const cn01 = (await admin.get('/api/dashboard/users-online', { Branchs: 'CN01' })).body;
    const names = cn01.items.map((item: { user_name: string }) => item.user_name).sort();
    expect(names).toEqual(['admin', 'letan']);
    expect(cn01.total).toBe(2);
    expect(cn01.items.find((item: { user_name: string }) => item.user_name === 'letan').sessions).toBe(2);
    const cn02 = (await admin.get('/api/dashboard/users-online', { Branchs: 'CN02' })).body;
    expect(cn02.items.map((item: { user_name: string }) => item.user_name)).toEqual(['admin']);
  });

  it('keeps to the branches the user holds', async () => {
    const denied = await letan.get('/api/dashboard/users-online', { Branchs: 'CN02' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('BRANCH_DENIED');
    const anonymous = await t.request('/api/dashboard/users-online', { headers: { Tenant: 'demo' } });
    expect(anonymous.status).toBe(401);
  });

  it('counts reference rows in the branch scope, only of entities the user may read', async () => {
    const path = '/api/dashboard/counts?entities=stock.warehouses,crm.partners,hr.employees';
    const all = (await admin.get(path)).body.items;
    expect(all.map((item: { entity: string }) => item.entity)).toEqual([
      'stock.warehouses',
      'crm.partners',
      'hr.employees',
    ]);
    expect(all[0]).toMatchObject({
      total: await countRows(t, warehouses),
      total_exact: true,
      path: 'stock/warehouses',
    });
    const cn01 = (await admin.get(path, { Branchs: 'CN01' })).body.items;
    const inCn01 = (await admin.get('/api/stock/warehouses?pageSize=1000', { Branchs: 'CN01' })).body.total;
    expect(cn01[0].total).toBe(inCn01);
    expect(cn01[0].total).toBeLessThan(all[0].total);
    // letan reads customers (and the till's warehouses) but not the employees' catalogue.
    const own = (await letan.get(path)).body.items.map((item: { entity: string }) => item.entity);
    expect(own).toContain('crm.partners');
    expect(own).not.toContain('hr.employees');
  });

  it('names an unknown entity and shows another tenant nothing of this one', async () => {
    const unknown = await admin.get('/api/dashboard/counts?entities=stock.warehouses,nope.things');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0]).toEqual({ field: 'entities', message: 'Không có danh mục nope.things' });

    const login = await t.request(
      '/api/auth/login',
      post(
        { user_name: 'chuquan', password: 'khac-admin', system_type: 'web', login_type: 'password' },
        { Tenant: 'khac' },
      ),
    );
    const other = caller(t, (await login.json()).session.access_token, {}, 'khac');
    const counts = (await other.get('/api/dashboard/counts?entities=stock.warehouses')).body.items;
    expect(counts[0].total).toBe(0);
    const online = (await other.get('/api/dashboard/users-online')).body;
    expect(online.items.map((item: { user_name: string }) => item.user_name)).toEqual(['chuquan']);
    const activity = (await other.get(`/api/dashboard/activity?${period}`)).body;
    expect(activity.sign_ins).toBe(1);
    expect(activity.writes).toBe(0);
  });
});
