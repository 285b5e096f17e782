import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudits } from '../../src/server/db/audit.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * The one list protocol on the bespoke lists: system/users and system/logs page from 1, sort on
 * declared columns only and search exactly like an entity list — accent- and case-insensitive,
 * every word, with `%` and `_` matched as themselves.
 */
describe(`the list protocol on bespoke lists (${backend})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await openTestApp();
    admin = (await signIn(t, 'admin')).session.access_token;
    const create = (user_name: string, ten_nsd: string) =>
      t.request('/api/system/users', {
        method: 'POST',
        headers: { ...bearer(admin).headers, 'content-type': 'application/json' },
        body: JSON.stringify({ user_name, ten_nsd, password: 'mat-khau-1' }),
      });
    for (const [name, display] of [
      ['giam_50', 'Giảm 50% phí'],
      ['giamx50', 'Giảm 50 phí thường'],
      ['hoa.nguyen', 'Nguyễn Thị Hòa'],
    ] as const)
      expect((await create(name, display)).status).toBe(201);
    await withTenant(t.database.db, 'demo', (tx) =>
      writeAudits(
        tx,
        'demo',
        ['giảm_50%', 'giamx50x', 'khác'].map((object) => ({ user_name: 'admin', action: 'thu', object })),
        { ip: null, deviceId: null, userAgent: null },
      ),
    );
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const response = await t.request(`/api/system/${path}`, bearer(admin));
    return { status: response.status, body: await response.json() };
  };
  const names = (body: { items: { user_name: string }[] }) => body.items.map((u) => u.user_name);

  it('pages users from 1 without gaps or repeats; page 0 is refused naming pageIndex', async () => {
    const all = await get('users?pageSize=100');
    expect(all.body.total).toBe(all.body.items.length);
    const pages: string[] = [];
    for (let pageIndex = 1; pageIndex <= Math.ceil(all.body.total / 2); pageIndex++)
      pages.push(...names((await get(`users?pageSize=2&pageIndex=${pageIndex}&withTotal=1`)).body));
    expect(pages).toEqual(names(all.body));
    const zero = await get('users?pageIndex=0');
    expect(zero.status).toBe(400);
    expect(zero.body.fields.map((f: { field: string }) => f.field)).toEqual(['pageIndex']);
  });

  it('counts the users total on the first page, not on a plain page turn', async () => {
    const all = (await get('users?pageSize=100')).body.items.length;
    const first = await get('users?pageSize=2');
    expect(first.body).toMatchObject({ total: all, total_exact: true });
    expect((await get('users?pageSize=2&pageIndex=2')).body).toMatchObject({ total: null });
  });

  it('sorts users on declared columns only, either way, tie-broken', async () => {
    const up = names((await get('users?pageSize=100&sortKey=user_name&sortType=asc')).body);
    const down = names((await get('users?pageSize=100&sortKey=user_name&sortType=desc')).body);
    expect(down).toEqual([...up].reverse());
    const refused = await get('users?sortKey=password_hash');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'sortKey', message: 'Không sắp xếp được theo cột password_hash' },
    ]);
  });

  it('searches users without accents or case, every word, % and _ literally', async () => {
    const search = async (text: string) =>
      names((await get(`users?pageSize=100&searchKey=${encodeURIComponent(text)}`)).body).sort();
    expect(await search('GIAM 50')).toEqual(['giam_50', 'giamx50']);
    expect(await search('50%')).toEqual(['giam_50']);
    expect(await search('m_5')).toEqual(['giam_50']);
    expect(await search('hoa nguyen')).toEqual(['hoa.nguyen']);
    expect(await search('  hòa   ')).toEqual(['hoa.nguyen']);
    expect(await search('%')).toEqual(['giam_50']);
  });

  it('pages, sorts and searches the logs the same way', async () => {
    const search = async (text: string) => {
      const { body } = await get(`logs?pageSize=100&searchKey=${encodeURIComponent(text)}`);
      return body.items.map((log: { object: string }) => log.object).sort();
    };
    expect(await search('thu GIAM')).toEqual(['giamx50x', 'giảm_50%']);
    expect(await search('50%')).toEqual(['giảm_50%']);
    expect(await search('m_5')).toEqual(['giảm_50%']);

    const all = await get('logs?pageSize=100');
    const pages: string[] = [];
    for (let pageIndex = 1; pageIndex <= Math.ceil(all.body.total / 3); pageIndex++)
      pages.push(
        ...(await get(`logs?pageSize=3&pageIndex=${pageIndex}`)).body.items.map((l: { id: string }) => l.id),
      );
    expect(pages).toEqual(all.body.items.map((l: { id: string }) => l.id));
    const byUser = (await get('logs?pageSize=100&sortKey=user_name&sortType=asc')).body.items;
    const users = byUser.map((l: { user_name: string | null }) => l.user_name ?? '');
    expect(users).toEqual([...users].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await get('logs?sortKey=action')).status).toBe(400);
    expect((await get('logs?pageIndex=0')).status).toBe(400);
    expect((await get('logs/total?searchKey=50%25')).body).toEqual({ total: 1, total_exact: true });
  });
});
