import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** The owner scope of the entity language, through the personal to-do list (user.todos). */
describe(`personal to-do list: rows are their owner's only (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  let letan: string;
  beforeAll(async () => {
    t = await openTestApp();
    // A user with no menu right and no branch at all still keeps a to-do list.
    await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .update(users)
        .set({ r_access: [], r_read: [], r_add: [], r_edit: [], branchs: '' })
        .where(eq(users.user_name, 'letan')),
    );
    admin = (await signIn(t, 'admin')).session.access_token;
    letan = (await signIn(t, 'letan')).session.access_token;
  });
  afterAll(() => t.close());

  const call = (token: string, method: string, path: string, body?: unknown) =>
    t.request(`/api/user/todos${path}`, {
      method,
      ...bearer(token, { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const create = async (token: string, ma_viec: string, noi_dung: string, extra: object = {}) => {
    const response = await call(token, 'POST', '', { ma_viec, noi_dung, ...extra });
    expect(response.status, await response.clone().text()).toBe(201);
    return response.json();
  };

  it('lists, finds and looks up only the caller’s rows, administrators included', async () => {
    const mine = await create(letan, 'L1', 'Gọi lại chị Lan', { han_chot: '2026-12-01' });
    await create(admin, 'A1', 'Duyệt bảng lương');
    const codes = (body: { items: { ma_viec: string }[] }) => body.items.map((row) => row.ma_viec).sort();
    // Each demo user starts with their own few to-dos (seed/demo-user.ts), never the other's.
    const list = await (await call(letan, 'GET', '')).json();
    expect(codes(list)).toEqual(['DEMOLT1', 'DEMOLT2', 'DEMOLT3', 'L1']);
    expect(list.items[0]).toMatchObject({ created_by: 'letan', hoan_thanh: false, han_chot: '2026-12-01' });
    const adminList = await (await call(admin, 'GET', '')).json();
    expect(codes(adminList)).toEqual(['A1', 'DEMOAD1', 'DEMOAD2']);
    expect((await call(admin, 'GET', `/${mine.id}`)).status).toBe(404);
    const lookup = await (await call(admin, 'GET', '/lookup?value=L1')).json();
    expect(lookup.items).toEqual([]);
  });

  it('sets the owner from the token whatever the body says', async () => {
    const row = await create(letan, 'L2', 'Soạn báo giá', { created_by: 'admin' });
    expect(row.created_by).toBe('letan');
    const moved = await call(letan, 'PATCH', `/${row.id}`, {
      created_by: 'admin',
      noi_dung: 'Soạn báo giá mới',
    });
    expect((await moved.json()).created_by).toBe('letan');
    const adminList = await (await call(admin, 'GET', '?searchKey=bao gia')).json();
    expect(adminList.items).toEqual([]);
  });

  it('refuses to change or delete another user’s row, as if it did not exist', async () => {
    const theirs = await create(admin, 'A2', 'Kiểm kho');
    const patch = await call(letan, 'PATCH', `/${theirs.id}`, { hoan_thanh: true });
    expect(patch.status).toBe(404);
    expect((await call(letan, 'DELETE', `/${theirs.id}`)).status).toBe(404);
    const still = await (await call(admin, 'GET', `/${theirs.id}`)).json();
    expect(still).toMatchObject({ hoan_thanh: false, version: 1 });
  });

  it('ticks, edits and deletes the caller’s own rows with their audit entries', async () => {
    const own = await create(letan, 'L4', 'Nhắc lịch hẹn');
    const ticked = await call(letan, 'PATCH', `/${own.id}`, {
      hoan_thanh: true,
      noi_dung: 'Nhắc lịch hẹn 9h',
      version: 1,
    });
    expect(await ticked.json()).toMatchObject({ hoan_thanh: true, noi_dung: 'Nhắc lịch hẹn 9h', version: 2 });
    const open = await (await call(letan, 'GET', '?hoan_thanh=false')).json();
    expect(open.items.map((row: { ma_viec: string }) => row.ma_viec)).not.toContain('L4');
    expect((await call(letan, 'DELETE', `/${own.id}?version=2`)).status).toBe(200);
    const logs = await (await t.request('/api/system/logs?searchKey=user/todos', bearer(admin))).json();
    const actions = logs.items
      .filter((entry: { record_id: string }) => entry.record_id === own.id)
      .map((entry: { action: string }) => entry.action);
    expect(actions.sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses an empty task naming the field', async () => {
    const bad = await call(letan, 'POST', '', { ma_viec: 'L5', noi_dung: '  ' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual([
      { field: 'noi_dung', message: 'Nội dung không được để trống' },
    ]);
  });
});
