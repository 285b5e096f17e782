import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/contract/entities/crm/partners.entity.ts';
import { customerOtps } from '../../src/server/db/schema.ts';
import { seedEntity } from '../../src/server/db/seed/seed-entity.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { verifyCustomerOtp } from '../../src/server/modules/auth/otp.ts';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const HOA = '0190c5a0-0000-7000-8000-000000000001';
const NO_PHONE = '0190c5a0-0000-7000-8000-000000000002';

describe(`customer one-time codes (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp();
    admin = (await signIn(t, 'admin')).session.access_token;
    await withTenant(t.database.db, 'demo', (tx) =>
      seedEntity(tx, 'demo', partners, [
        { id: HOA, ma_kh: 'KH001', ten_kh: 'Trần Thị Hoa', dien_thoai: '0912345678', ma_dvcs: 'CN01' },
        { id: NO_PHONE, ma_kh: 'KH002', ten_kh: 'Lê Văn Nam', ma_dvcs: 'CN01' },
      ]),
    );
  });
  afterAll(() => t.close());

  const send = (id: string) =>
    t.request(`/api/auth/otp/customer/${id}`, post({}, { Authorization: `Bearer ${admin}` }));
  const lastCode = async () => {
    const logs = await (await t.request('/api/system/sms/logs', bearer(admin))).json();
    return String(
      logs.items.find((log: { purpose: string }) => log.purpose === 'otp').body.match(/\d{6}/)[0],
    );
  };
  const verify = (code: string) =>
    withTenant(t.database.db, 'demo', (tx) => verifyCustomerOtp(tx, t.secrets.jwt, HOA, code));

  it('sends a 6-digit code to the customer phone, logged, masked in the answer and hashed at rest', async () => {
    const res = await send(HOA);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ phone: '0*****5678', otp_expiration: 2 });
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(60_000);
    const code = await lastCode();
    const stored = await withTenant(t.database.db, 'demo', (tx) => tx.select().from(customerOtps));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toContain(code);
  });

  it('accepts the right code once; wrong codes lock it after sale_package_otp_max attempts', async () => {
    expect(await verify(await lastCode())).toBe('ok');
    expect(await verify(await lastCode())).toBe('expired');
    await send(HOA);
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verify(wrong)).toBe('invalid');
    expect(await verify(wrong)).toBe('invalid');
    expect(await verify(wrong)).toBe('locked');
    expect(await verify(code)).toBe('locked');
  });

  it('refuses customers without a phone, unknown ids and users without rights', async () => {
    expect((await send(NO_PHONE)).status).toBe(400);
    expect((await (await send(NO_PHONE)).json()).message).toBe(
      'Khách hàng chưa có số điện thoại để nhận mã xác thực',
    );
    expect((await send('0190c5a0-0000-7000-8000-00000000ffff')).status).toBe(404);
    expect((await t.request(`/api/auth/otp/customer/${HOA}`, post({}))).status).toBe(401);
  });

  it('sends at most otp_max_hourly codes per customer per hour (setting read from system/configs)', async () => {
    const setting = [{ name: 'otp_max_hourly', group: 'settings', value: '3' }];
    const put = await t.request('/api/system/configs', {
      ...post(setting, { Authorization: `Bearer ${admin}` }),
      method: 'PUT',
    });
    expect(put.status).toBe(200);
    const third = await send(HOA);
    expect(third.status).toBe(201);
    const fourth = await send(HOA);
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toBe(
      'Đã gửi quá 3 mã xác thực trong một giờ cho khách hàng này, vui lòng thử lại sau',
    );
  });
});
