import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sttSchema } from '../../src/contract/api/stt.api.ts';
import { systemLogs } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, openTwoTenants } from './auth-helpers.ts';
import { backend, type TestApp } from './harness.ts';

describe(`system/stt, the tenant's status record (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  let letan: string;
  let other: string;
  beforeAll(async () => {
    ({ t, admin, letan, other } = await openTwoTenants());
  });
  afterAll(() => t.close());

  const send = (method: string, body: unknown, token = admin, headers: Record<string, string> = {}) =>
    t.request('/api/system/stt', {
      method,
      headers: { ...bearer(token, headers).headers, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const read = async (token = admin, tenant = 'demo') => {
    const response = await t.request('/api/system/stt', bearer(token, { Tenant: tenant }));
    expect(response.status).toBe(200);
    return sttSchema.parse(await response.json());
  };
  const sttLogs = () =>
    withTenant(t.database.db, 'demo', (tx) =>
      tx
        .select({ user_name: systemLogs.user_name, detail: systemLogs.detail })
        .from(systemLogs)
        .where(and(eq(systemLogs.object, 'system/stt'), eq(systemLogs.action, 'update'))),
    );

  it('starts as an empty object', async () => {
    expect(await read()).toEqual({});
  });

  it('POST merges the given names into the record and answers the whole of it', async () => {
    let response = await send('POST', { buoc_cai_dat: 2, so_hd: { PT1: 41 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ buoc_cai_dat: 2, so_hd: { PT1: 41 } });
    response = await send('POST', { so_hd: { PT1: 42, PC1: 7 }, 'ghi.chu': 'Đã mở sổ' });
    expect(await response.json()).toEqual({
      buoc_cai_dat: 2,
      so_hd: { PT1: 42, PC1: 7 },
      'ghi.chu': 'Đã mở sổ',
    });
    expect(await read(letan)).toEqual({ buoc_cai_dat: 2, so_hd: { PT1: 42, PC1: 7 }, 'ghi.chu': 'Đã mở sổ' });
  });

  it('PUT sets several names at once; null or a missing value removes a name', async () => {
    const response = await send('PUT', [
      { name: 'buoc_cai_dat', value: 3 },
      { name: 'ghi.chu', value: null },
      { name: 'so_hd' },
      { name: 'co', value: [true, false, null] },
      { name: 'co', value: [true] },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ buoc_cai_dat: 3, co: [true] });
    expect(await read()).toEqual({ buoc_cai_dat: 3, co: [true] });
  });

  it('POST with a null value removes that name too', async () => {
    expect(await (await send('POST', { co: null })).json()).toEqual({ buoc_cai_dat: 3 });
  });

  it('is not filled with ma_dvcs from a single selected branch: it is tenant-wide', async () => {
    const response = await send('POST', { mo_ca: true }, admin, { Branchs: 'CN01' });
    expect(await response.json()).toEqual({ buoc_cai_dat: 3, mo_ca: true });
  });

  it('logs every write, with the names set and removed', async () => {
    const logs = await sttLogs();
    expect(logs).toHaveLength(5);
    expect(logs.every((log) => log.user_name === 'admin')).toBe(true);
    expect(logs.map((log) => log.detail)).toContainEqual({
      method: 'PUT',
      set: ['buoc_cai_dat', 'co'],
      removed: ['ghi.chu', 'so_hd'],
    });
  });

  it.each([
    ['POST', {}, '(body)'],
    ['POST', [{ name: 'a', value: 1 }], '(body)'],
    ['POST', { 'co dau cach': 1 }, 'co dau cach'],
    ['POST', { _an: 1 }, '_an'],
    ['PUT', [], '(body)'],
    ['PUT', { buoc_cai_dat: 1 }, '(body)'],
    [
      'PUT',
      [
        { name: 'ok', value: 1 },
        { name: '', value: 2 },
      ],
      '1.name',
    ],
    ['PUT', [{ value: 1 }], '0.name'],
  ])('%s %j answers 400 VALIDATION naming %s, and writes nothing', async (method, body, field) => {
    const before = await read();
    const logsBefore = (await sttLogs()).length;
    const response = await send(method, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await read()).toEqual(before);
    expect(await sttLogs()).toHaveLength(logsBefore);
  });

  it('refuses more than 500 names in one write', async () => {
    const many = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, i]));
    expect((await send('POST', many)).status).toBe(400);
    expect(
      (
        await send(
          'PUT',
          Object.entries(many).map(([name, value]) => ({ name, value })),
        )
      ).status,
    ).toBe(400);
  });

  it('answers validation messages in English on request', async () => {
    const response = await send('PUT', [], admin, { 'Accept-Language': 'en' });
    expect(await response.json()).toMatchObject({ code: 'VALIDATION', message: 'Invalid data' });
  });

  it('lets a non-administrator read but not write', async () => {
    const before = await read(letan);
    for (const [method, body] of [
      ['POST', { buoc_cai_dat: 9 }],
      ['PUT', [{ name: 'buoc_cai_dat', value: 9 }]],
    ] as const) {
      const response = await send(method, body, letan);
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('ADMIN_ONLY');
    }
    expect(await read(letan)).toEqual(before);
  });

  it("keeps each tenant's record apart", async () => {
    const response = await t.request('/api/system/stt', {
      method: 'POST',
      headers: { Authorization: `Bearer ${other}`, Tenant: 'khac', 'content-type': 'application/json' },
      body: JSON.stringify({ buoc_cai_dat: 1, rieng: 'khac' }),
    });
    expect(await response.json()).toEqual({ buoc_cai_dat: 1, rieng: 'khac' });
    expect(await read()).toEqual({ buoc_cai_dat: 3, mo_ca: true });
    expect(await read(other, 'khac')).toEqual({ buoc_cai_dat: 1, rieng: 'khac' });
  });
});
