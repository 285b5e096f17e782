import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configs, systemLogs, users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { loadSettings } from '../../src/server/modules/system/setting-store.ts';
import { bearer, DEMO, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

type Item = { name: string; group?: string; value: string | null };

describe(`settings through system/configs (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  let letan: string;
  // Settings the demo tenant is seeded with (stock_product_batch): what a test writes is the rest.
  let seeded: Set<string>;
  beforeAll(async () => {
    t = await openTestApp();
    seeded = new Set(Object.keys(await allStored()));
    admin = (await signIn(t, 'admin')).session.access_token;
    letan = (await signIn(t, 'letan')).session.access_token;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', body: unknown, token = admin, locale = 'vi') =>
    t.request('/api/system/configs', {
      method,
      headers: {
        'content-type': 'application/json',
        'Accept-Language': locale,
        Authorization: `Bearer ${token}`,
        ...DEMO,
      },
      body: JSON.stringify(body),
    });
  const allStored = async () => {
    const rows = await withTenant(t.database.db, 'demo', (tx) => tx.select().from(configs));
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  };
  const stored = async () =>
    Object.fromEntries(Object.entries(await allStored()).filter(([name]) => !seeded.has(name)));
  const list = async (token: string) => {
    const res = await t.request('/api/system/configs', bearer(token));
    expect(res.status).toBe(200);
    return ((await res.json()).items as Item[]).map((item) => item.name);
  };

  it('refuses a declared setting whose value does not fit its kind, naming it, and writes nothing', async () => {
    const cases: [string, string][] = [
      ['sale_golden_hour', 'yes'],
      ['otp_expiration', '0'],
      ['otp_expiration', '2.5'],
      ['call_center_port', '70000'],
      ['sale_service_room_type', 'vip'],
      ['call_center_libs', '[oops'],
    ];
    for (const [name, value] of cases) {
      const res = await send('POST', { name, value });
      expect(res.status, `${name}=${value}`).toBe(400);
      const body = await res.json();
      expect(body.code).toBe('INVALID_SETTING');
      expect(body.message).toContain(name);
      expect(body.fields[0].field).toBe(name);
    }
    const otp = await (await send('POST', { name: 'otp_expiration', value: '0' })).json();
    expect(otp.message).toBe(
      'Giá trị của cài đặt "Thời hạn hiệu lực mã OTP (phút)" (otp_expiration) không hợp lệ: Phải là số nguyên từ 1 đến 1440',
    );
    expect(otp.fields[0].message).toBe('Phải là số nguyên từ 1 đến 1440');
    const english = await (await send('POST', { name: 'otp_expiration', value: '0' }, admin, 'en')).json();
    expect(english.fields[0].message).toBe('Must be a whole number from 1 to 1440');
    expect(await stored()).toEqual({});
  });

  it('applies a bulk PUT all together or not at all', async () => {
    const bad = await send('PUT', [
      { name: 'sale_golden_hour', value: 't' },
      { name: 'otp_max_hourly', value: '5' },
      { name: 'sale_return_days', value: '-1' },
    ]);
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields[0].field).toBe('sale_return_days');
    const twice = await send('PUT', [
      { name: 'otp_max_hourly', value: '5' },
      { name: 'otp_max_hourly', value: '6' },
    ]);
    expect(twice.status).toBe(400);
    expect((await twice.json()).code).toBe('DUPLICATE_SETTING');
    expect(await stored()).toEqual({});

    const good = await send('PUT', [
      { name: 'sale_golden_hour', value: 't' },
      { name: 'otp_max_hourly', value: '5' },
      { name: 'call_center_libs', value: '["https://a.example/x.js"]' },
    ]);
    expect(good.status).toBe(200);
    expect(await stored()).toEqual({
      sale_golden_hour: 't',
      otp_max_hourly: '5',
      call_center_libs: '["https://a.example/x.js"]',
    });
    const read = await withTenant(t.database.db, 'demo', (tx) =>
      loadSettings(tx, ['sale_golden_hour', 'otp_max_hourly', 'otp_expiration', 'call_center_libs']),
    );
    expect(read).toEqual({
      sale_golden_hour: true,
      otp_max_hourly: 5,
      otp_expiration: 2,
      call_center_libs: ['https://a.example/x.js'],
    });
  });

  it('removes a setting sent with a null value, so it reads as its default again', async () => {
    expect((await send('PUT', [{ name: 'otp_max_hourly', value: null }])).status).toBe(200);
    // The client's api layer drops null properties: an absent value removes too.
    expect((await send('POST', { name: 'sale_golden_hour' })).status).toBe(200);
    const now = await stored();
    expect(now).not.toHaveProperty('otp_max_hourly');
    expect(now).not.toHaveProperty('sale_golden_hour');
    const read = await withTenant(t.database.db, 'demo', (tx) => loadSettings(tx, ['otp_max_hourly']));
    expect(read.otp_max_hourly).toBe(10);
  });

  it('keeps data-table layouts and lets whoever may read the list save its layout', async () => {
    const layout = JSON.stringify({ columns: [{ id: 'ma_kh', visible: true, width: 120 }] });
    const res = await send('POST', { name: 'table_crm_partners', group: 'settings', value: layout });
    expect(res.status).toBe(200);
    expect((await stored()).table_crm_partners).toBe(layout);
    expect(await list(letan)).toContain('table_crm_partners');
    // letan reads customers but holds no settings right: the customers layout is theirs to arrange.
    const mine = JSON.stringify({ columns: [{ id: 'ten_kh', visible: true }] });
    const own = await send('POST', { name: 'table_crm_partners', value: mine }, letan);
    expect(own.status).toBe(200);
    expect((await stored()).table_crm_partners).toBe(mine);
  });

  it('lets whoever may read a bespoke list (users, logs) save its layout, and nobody else', async () => {
    const layout = JSON.stringify({ columns: [{ id: 'user_name', visible: true, width: 160 }] });
    // Everyone reads their own log: letan arranges /system/logs without any settings right.
    expect((await send('POST', { name: 'table_logs', value: layout }, letan)).status).toBe(200);
    expect((await stored()).table_logs).toBe(layout);
    // The accounts list stays behind its own read right, which letan does not hold.
    expect((await send('POST', { name: 'table_users', value: layout }, letan)).status).toBe(403);
    expect((await send('POST', { name: 'table_users', value: layout })).status).toBe(200);
    expect((await send('POST', { name: 'table_users', value: '"không phải bố cục"' })).status).toBe(400);
  });

  it('refuses a layout of a list the user may not read, and a value that is not a layout', async () => {
    const layout = JSON.stringify({ columns: [{ id: 'ma_dvt', visible: true }] });
    expect((await send('POST', { name: 'table_stock_units', value: layout }, letan)).status).toBe(403);
    // A bulk write with one layout the user may save and one setting they may not: nothing written.
    const mixed = [
      { name: 'table_crm_partners', value: layout },
      { name: 'sale_return_days', value: '9' },
    ];
    expect((await send('PUT', mixed, letan)).status).toBe(403);
    for (const value of ['{oops', '{"columns":[{"id":"x","visible":"yes"}]}', '[1,2]']) {
      const res = await send('POST', { name: 'table_crm_partners', value }, letan);
      expect(res.status, value).toBe(400);
      const body = await res.json();
      expect(body.fields).toEqual([{ field: 'value', message: 'Bố cục bảng không hợp lệ' }]);
    }
    const now = await stored();
    expect(now).not.toHaveProperty('table_stock_units');
    expect(now).not.toHaveProperty('sale_return_days');
    expect(now.table_crm_partners).not.toBe(layout);
  });

  it('lets only holders of the settings edit right write (403 for letan, nothing written)', async () => {
    const post = await send('POST', { name: 'sale_return_days', value: '7' }, letan);
    expect(post.status).toBe(403);
    const put = await send('PUT', [{ name: 'sale_return_days', value: '7' }], letan);
    expect(put.status).toBe(403);
    expect(await stored()).not.toHaveProperty('sale_return_days');
  });

  it('keeps the administrators’ settings to administrators, even for holders of the edit right', async () => {
    const setEdit = (r_edit: string[]) =>
      withTenant(t.database.db, 'demo', (tx) =>
        tx.update(users).set({ r_edit }).where(eq(users.user_name, 'letan')),
      );
    const [before] = await withTenant(t.database.db, 'demo', (tx) =>
      tx.select({ r_edit: users.r_edit }).from(users).where(eq(users.user_name, 'letan')),
    );
    await setEdit(['system.settings']);
    const editor = (await signIn(t, 'letan')).session.access_token;
    expect((await send('POST', { name: 'sale_return_days', value: '2' }, editor)).status).toBe(200);
    const refused = await send(
      'PUT',
      [
        { name: 'sale_return_days', value: '5' },
        { name: 'company_name', value: 'Spa Sen' },
      ],
      editor,
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('ADMIN_ONLY');
    expect((await send('POST', { name: 'auth_self_registration', value: 't' }, editor)).status).toBe(403);
    expect(await stored()).toMatchObject({ sale_return_days: '2' });
    expect(await stored()).not.toHaveProperty('company_name');
    expect((await send('POST', { name: 'company_name', value: 'Spa Sen' })).status).toBe(200);
    // Not secret: every signed-in user reads it (printed on their vouchers).
    expect(await list(letan)).toContain('company_name');
    await setEdit(before?.r_edit ?? []);
  });

  it('shows the call-centre access key to administrators only, and keeps it out of the audit log', async () => {
    const key = 'sk-live-4f9a7c1e';
    expect((await send('POST', { name: 'call_center_access_key', value: key })).status).toBe(200);
    expect((await send('PUT', [{ name: 'call_center_access_key', value: key }])).status).toBe(200);
    const adminRes = await t.request('/api/system/configs', bearer(admin));
    expect(JSON.stringify(await adminRes.json())).toContain(key);
    const letanRes = await t.request('/api/system/configs', bearer(letan));
    const letanBody = JSON.stringify(await letanRes.json());
    expect(letanBody).not.toContain(key);
    expect(letanBody).not.toContain('call_center_access_key');
    expect(await list(letan)).toContain('table_crm_partners');
    const logs = await withTenant(t.database.db, 'demo', (tx) => tx.select().from(systemLogs));
    const configLogs = logs.filter((log) => log.object === 'system/configs');
    expect(configLogs.length).toBeGreaterThan(0);
    expect(JSON.stringify(configLogs)).not.toContain(key);
  });
});
