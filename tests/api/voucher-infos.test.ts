import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const BASE = '/api/accounting/voucher-infos';

describe(`accounting/voucher-infos (${backend})`, () => {
  let t: TestApp;
  let token: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await openTestApp();
    token = (await signIn(t, 'admin')).session.access_token;
    admin = { Authorization: `Bearer ${token}` };
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: unknown) =>
    t.request(path, { ...post(body, admin), method });
  const get = (path: string) => t.request(path, bearer(token));

  it('creates, lists by ma_ct, reads, updates with its version and deletes by /{ma_ct}/{status}', async () => {
    const created = await send('POST', BASE, {
      ma_ct: 'pt1',
      status: '2',
      ten_tt: 'Đã ghi sổ',
      ghi_so: true,
      cho_sua: false,
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ ma_ct: 'PT1', status: '2', ghi_so: true, version: 1 });
    await send('POST', BASE, { ma_ct: 'PT1', status: '0', ten_tt: 'Lập chứng từ' });
    await send('POST', BASE, { ma_ct: 'PC1', status: '0', ten_tt: 'Lập chứng từ' });

    const list = await (await get(`${BASE}?ma_ct=PT1`)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((i: { status: string }) => i.status)).toEqual(['0', '2']);

    expect(await (await get(`${BASE}/PT1/2`)).json()).toMatchObject({ ten_tt: 'Đã ghi sổ' });
    const put = await send('PUT', `${BASE}/PT1/2`, {
      ten_tt: 'Đã ghi sổ cái',
      ghi_so: true,
      cho_sua: false,
      version: 1,
    });
    expect(await put.json()).toMatchObject({ ten_tt: 'Đã ghi sổ cái', version: 2 });
    const stale = await send('PUT', `${BASE}/PT1/2`, { ten_tt: 'X', version: 1 });
    expect(stale.status).toBe(409);

    expect((await send('DELETE', `${BASE}/PT1/2`, {})).status).toBe(200);
    expect((await get(`${BASE}/PT1/2`)).status).toBe(404);
  });

  it('refuses a duplicate pair and bad input, writing nothing', async () => {
    const before = (await (await get(BASE)).json()).total;
    const again = await send('POST', BASE, { ma_ct: 'PC1', status: '0', ten_tt: 'Trùng' });
    expect(again.status).toBe(400);
    expect((await again.json()).fields).toEqual([{ field: 'status', message: 'Trạng thái đã tồn tại' }]);
    const bad = await send('POST', BASE, { ma_ct: 'P C', status: '', ten_tt: '', mau: 'red' });
    expect(bad.status).toBe(400);
    const fields = [...new Set((await bad.json()).fields.map((f: { field: string }) => f.field))].sort();
    expect(fields).toEqual(['ma_ct', 'mau', 'status', 'ten_tt']);
    expect((await (await get(BASE)).json()).total).toBe(before);
  });

  it('needs the accounting.voucher-infos rights', async () => {
    const letan = (await signIn(t, 'letan')).session.access_token;
    expect((await t.request(BASE, bearer(letan))).status).toBe(403);
    expect((await t.request(BASE, { headers: { Tenant: 'demo' } })).status).toBe(401);
  });
});
