import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const PATH = '/api/sales/customer-groups';

/** sales/customer-groups, added with the README's recipe alone: no route code of its own. */
describe(`customer groups (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    letan = caller(t, (await signIn(t, 'letan')).session.access_token);
  });
  afterAll(() => t.close());

  it('keeps a group through create, list, search, update and delete', async () => {
    const seeded = (await admin.get(PATH)).body.total;
    const created = await admin.post(PATH, { ma_nhom: 'vip', ten_nhom: ' Khách VIP ', ghi_chu: 'Giảm 10%' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      ma_nhom: 'VIP',
      ten_nhom: 'Khách VIP',
      ghi_chu: 'Giảm 10%',
      status: 1,
    });
    await admin.post(PATH, { ma_nhom: 'THUONG', ten_nhom: 'Khách thường' });

    const searched = await admin.get(`${PATH}?searchKey=khach%20vip`);
    expect(searched.body.items.map((row: { ma_nhom: string }) => row.ma_nhom)).toEqual(['VIP']);
    const listed = await admin.get(`${PATH}?sortKey=ma_nhom&sortType=asc`);
    expect(listed.body.total).toBe(seeded + 2);
    const ours = listed.body.items
      .map((row: { ma_nhom: string }) => row.ma_nhom)
      .filter((code: string) => code === 'VIP' || code === 'THUONG');
    expect(ours).toEqual(['THUONG', 'VIP']);

    const { id, version } = created.body;
    const updated = await admin.put(`${PATH}/${id}`, { ...created.body, status: 0, version });
    expect(updated.body).toMatchObject({ status: 0, version: version + 1 });
    expect((await admin.get(`${PATH}?status=0`)).body.items).toHaveLength(1);
    expect((await admin.delete(`${PATH}/${id}`)).status).toBe(200);
    expect((await admin.get(`${PATH}/${id}`)).status).toBe(404);
  });

  it('refuses a taken code or a missing name, naming the field, and writes nothing', async () => {
    await admin.post(PATH, { ma_nhom: 'DN', ten_nhom: 'Doanh nghiệp' });
    const taken = await admin.post(PATH, { ma_nhom: 'dn', ten_nhom: 'Khác' });
    expect(taken.body.fields).toEqual([{ field: 'ma_nhom', message: 'Mã nhóm đã tồn tại' }]);
    const nameless = await admin.post(PATH, { ma_nhom: 'MOI' });
    expect(nameless.status).toBe(400);
    expect(failedFields(nameless)).toEqual(['ten_nhom']);
    expect((await admin.get(`${PATH}?searchKey=MOI`)).body.total).toBe(0);
  });

  it('answers only users granted sales.customer-groups', async () => {
    expect((await letan.get(PATH)).status).toBe(403);
    expect((await letan.post(PATH, { ma_nhom: 'X', ten_nhom: 'X' })).status).toBe(403);
  });
});
