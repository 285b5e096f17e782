import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../src/contract/entities/crm/partners.entity.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { searchConditions } from '../../src/server/entity-api/list.ts';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** Lists of the generic entity API on crm/partners (search, sort, filters, paging, totals) and its description. */
describe(`entity API: lists of crm/partners (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  const COUNT_CAP = 5;

  const people = [
    { ma_kh: 'KH01', ten_kh: 'Nguyễn Văn An', gioi_tinh: 1, dien_thoai: '0901000001', ma_nvbh: 'NV001' },
    { ma_kh: 'KH02', ten_kh: 'Nguyễn Văn Bình', gioi_tinh: 1, dien_thoai: '0901000002', ma_nvbh: 'NV002' },
    { ma_kh: 'KH03', ten_kh: 'Trần Thị Nguyệt', gioi_tinh: 2, dien_thoai: '0901000003', ma_nvbh: 'NV001' },
    { ma_kh: 'KH04', ten_kh: 'Lê Văn Đức', gioi_tinh: 1, dien_thoai: '0902000004' },
    { ma_kh: 'KH05', ten_kh: 'Phạm Thị Hoa 50%', gioi_tinh: 2, dien_thoai: '0902000005' },
    { ma_kh: 'KH06', ten_kh: 'Võ Minh_Tâm', gioi_tinh: 2, dien_thoai: '0902000006' },
    { ma_kh: 'KH07', ten_kh: 'Đặng Văn Nguyễn', dien_thoai: '0903000007' },
  ];
  const codes = (answer: { body: { items: { ma_kh: string }[] } }) => answer.body.items.map((p) => p.ma_kh);

  beforeAll(async () => {
    t = await openTestApp({ entityCountCap: COUNT_CAP });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    for (const person of people) {
      const created = await admin.post('/api/crm/partners', person, { Branchs: 'CN01' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('fills ma_dvcs from a single selected branch and checks unique sets besides the key', async () => {
    expect((await admin.get('/api/crm/partners/lookup?value=KH01')).body.items).toEqual([
      { value: 'KH01', label: 'Nguyễn Văn An' },
    ]);
    const first = (await admin.get('/api/crm/partners?searchKey=KH01')).body.items[0];
    expect(first.ma_dvcs).toBe('CN01');
    const phone = await admin.post('/api/crm/partners', {
      ma_kh: 'KH99',
      ten_kh: 'X',
      dien_thoai: '090-100-0001',
      ma_dvcs: 'CN01',
    });
    // A customer's phone is unique-partner-phone-employee (spec §5): the holder's salesperson is named.
    expect(phone.body.fields).toEqual([
      {
        field: 'dien_thoai',
        message: 'Điện thoại đã được NV001 Nguyễn Thị Lễ Tân phụ trách',
        link: `/crm/partners/${first.id}`,
      },
    ]);
    expect((await admin.get('/api/crm/partners/exists/dien_thoai/0901 000 001')).body).toBe(true);
    expect((await admin.get(`/api/crm/partners/${first.id}/exists/dien_thoai/0901000001`)).body).toBe(false);
  });

  it('searches without accents or case, every word anywhere in the search fields', async () => {
    expect(
      codes(await admin.get('/api/crm/partners?searchKey=nguyen%20van&sortKey=ma_kh&sortType=asc')),
    ).toEqual(['KH01', 'KH02', 'KH07']);
    expect(codes(await admin.get('/api/crm/partners?searchKey=NGUYỄN%20bình'))).toEqual(['KH02']);
    expect(codes(await admin.get('/api/crm/partners?searchKey=duc'))).toEqual(['KH04']);
    expect(codes(await admin.get('/api/crm/partners?searchKey=%200902000005%20'))).toEqual(['KH05']);
    // LIKE wildcards are searched for literally.
    expect(codes(await admin.get('/api/crm/partners?searchKey=50%25'))).toEqual(['KH05']);
    expect(codes(await admin.get('/api/crm/partners?searchKey=h_a'))).toEqual([]);
    expect(codes(await admin.get('/api/crm/partners?searchKey=minh_tam'))).toEqual(['KH06']);
    expect((await admin.get('/api/crm/partners?searchKey=%25')).body.total).toBe(1);
  });

  it('sorts on declared columns only, tie-broken by id', async () => {
    // The database collation orders the names; descending is exactly ascending reversed.
    const asc = codes(await admin.get('/api/crm/partners?sortKey=ten_kh&sortType=asc&pageSize=100'));
    const desc = codes(await admin.get('/api/crm/partners?sortKey=ten_kh&sortType=desc&pageSize=100'));
    expect(asc).toHaveLength(7);
    expect(desc).toEqual([...asc].reverse());
    expect(asc.indexOf('KH01')).toBeLessThan(asc.indexOf('KH02'));
    expect(codes(await admin.get('/api/crm/partners?pageSize=100'))).toEqual(
      people
        .map((p) => p.ma_kh)
        .sort()
        .reverse(),
    );
    const byGender = await admin.get('/api/crm/partners?sortKey=gioi_tinh&sortType=asc&pageSize=100');
    const ones = byGender.body.items.filter((p: { gioi_tinh: number }) => p.gioi_tinh === 1);
    const ids = ones.map((p: { id: string }) => p.id);
    expect(ids).toEqual([...ids].sort());
    const refused = await admin.get('/api/crm/partners?sortKey=ghi_chu');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'sortKey', message: 'Không sắp xếp được theo cột ghi_chu' },
    ]);
    expect((await admin.get('/api/crm/partners?sortType=up')).status).toBe(400);
  });

  it('filters on declared filters, several values joined by commas', async () => {
    expect(codes(await admin.get('/api/crm/partners?gioi_tinh=2&sortType=asc'))).toEqual([
      'KH03',
      'KH05',
      'KH06',
    ]);
    expect((await admin.get('/api/crm/partners?gioi_tinh=1,2')).body.total).toBe(6);
    expect(codes(await admin.get('/api/crm/partners?ma_nvbh=NV001,NV002&gioi_tinh=1&sortType=asc'))).toEqual([
      'KH01',
      'KH02',
    ]);
    const wrong = await admin.get('/api/crm/partners?gioi_tinh=3');
    expect(wrong.status).toBe(400);
    expect(failedFields(wrong)).toEqual(['gioi_tinh']);
    // Undeclared filters are not filters.
    expect((await admin.get('/api/crm/partners?ten_kh=x&pageSize=100')).body.items).toHaveLength(7);
  });

  it('pages without gaps or repeats and refuses pages over 1000 rows', async () => {
    const all = codes(await admin.get('/api/crm/partners?pageSize=100&sortKey=ten_kh'));
    const pages: string[] = [];
    for (let pageIndex = 1; pageIndex <= 4; pageIndex++)
      pages.push(
        ...codes(await admin.get(`/api/crm/partners?pageSize=2&pageIndex=${pageIndex}&sortKey=ten_kh`)),
      );
    expect(pages).toEqual(all);
    expect((await admin.get('/api/crm/partners?pageSize=1001')).status).toBe(400);
    expect((await admin.get('/api/crm/partners?pageIndex=0')).status).toBe(400);
    // Past the end: a page turn does not count (the client holds the total), unless it asks.
    expect((await admin.get('/api/crm/partners?pageIndex=9&pageSize=10&gioi_tinh=2')).body).toEqual({
      items: [],
      total: null,
      total_exact: null,
    });
    const asked = await admin.get('/api/crm/partners?pageIndex=9&pageSize=10&gioi_tinh=2&withTotal=1');
    expect(asked.body).toEqual({ items: [], total: 3, total_exact: true });
  });

  it('counts the total on a first page or when asked, never on a plain page turn', async () => {
    const first = await admin.get('/api/crm/partners?pageSize=2&sortKey=ten_kh');
    expect(first.body.total).toBeGreaterThan(2);
    const turn = await admin.get('/api/crm/partners?pageSize=2&pageIndex=2&sortKey=ten_kh');
    expect(turn.body.items).toHaveLength(2);
    expect(turn.body).toMatchObject({ total: null, total_exact: null });
    const asked = await admin.get('/api/crm/partners?pageSize=2&pageIndex=2&sortKey=ten_kh&withTotal=1');
    expect(asked.body).toMatchObject({ total: first.body.total, total_exact: first.body.total_exact });
    const skipped = await admin.get('/api/crm/partners?pageSize=2&withTotal=0');
    expect(skipped.body).toMatchObject({ total: null, total_exact: null });
    // A last, short page tells its total without counting.
    const last = await admin.get('/api/crm/partners?pageSize=2&pageIndex=2&gioi_tinh=2');
    expect(last.body).toMatchObject({ total: 3, total_exact: true });
    expect((await admin.get('/api/crm/partners?withTotal=yes')).status).toBe(400);
  });

  it('counts exactly up to the cap, then answers the planner estimate flagged inexact', async () => {
    const short = await admin.get('/api/crm/partners?pageSize=10');
    expect(short.body).toMatchObject({ total: 7, total_exact: true });
    const capped = await admin.get('/api/crm/partners?pageSize=2');
    expect(capped.body.items).toHaveLength(2);
    expect(capped.body.total_exact).toBe(false);
    expect(capped.body.total).toBeGreaterThan(COUNT_CAP);
    const narrow = await admin.get('/api/crm/partners?pageSize=2&gioi_tinh=2');
    expect(narrow.body).toMatchObject({ total: 3, total_exact: true });
  });

  it('matches searches through the trigram index, as the app role under row-level security', async () => {
    // Enough rows (rolled back afterwards) that the planner weighs the index against scanning.
    let plan = '';
    const rollback = new Error('rollback');
    await withTenant(t.database.db, 'demo', async (tx) => {
      await tx.execute(sql`INSERT INTO crm_partners (tenant_id, id, ma_kh, ten_kh, ma_dvcs)
          SELECT 'demo', 'filler-' || g, 'F' || g, 'Khách hàng ' || g, 'CN01' FROM generate_series(1, 3000) g`);
      // Statistics as the owner gathers them (the app role may not ANALYZE), then back to the app role.
      const [who] = rowsOf<{ name: string; role: string }>(
        await tx.execute(sql`SELECT session_user AS name, current_user AS role`),
      );
      await tx.execute(sql.raw(`SET LOCAL ROLE "${who?.name}"`));
      await tx.execute(sql`ANALYZE crm_partners`);
      await tx.execute(sql.raw(`SET LOCAL ROLE "${who?.role}"`));
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const [search] = searchConditions(partners, 'nguyen van');
      const result = await tx.execute(
        sql`EXPLAIN SELECT t.id FROM crm_partners t WHERE t.tenant_id = ${'demo'} AND ${search} ORDER BY t.ma_kh DESC LIMIT 10`,
      );
      plan = rowsOf<Record<string, string>>(result)
        .map((row) => Object.values(row)[0])
        .join('\n');
      throw rollback;
    }).catch((error) => {
      if (error !== rollback) throw error;
    });
    expect(plan).toContain('crm_partners_search_idx');
  });

  it('answers a list with the security headers of every API answer, written in from the start', async () => {
    const token = (await signIn(t, 'admin')).session.access_token;
    const get = (path: string) =>
      t.request(path, { headers: { Authorization: `Bearer ${token}`, Tenant: 'demo' } });
    const security = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(([name]) => name !== 'content-type' && name !== 'content-length'),
      );
    const list = await get('/api/crm/partners');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/json');
    // The lookup answers through c.json(), which the middleware completes afterwards.
    const lookup = await get('/api/crm/partners/lookup');
    expect(lookup.status).toBe(200);
    expect(security(list)).toEqual(security(lookup));
    expect(list.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(list.headers.get('x-frame-options')).toBe('DENY');
  });

  it('publishes the OpenAPI document and a docs page generated from the registry, to anyone', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/stock/units',
        '/stock/units/{id}',
        '/stock/units/lookup',
        '/stock/units/exists/{property}/{value}',
        '/crm/partners/{id}/exists/{property}/{value}',
      ]),
    );
    expect(Object.keys(doc.paths['/stock/units/{id}'])).toEqual(['get', 'put', 'patch', 'delete']);
    expect(doc.paths['/crm/partners'].get['x-right']).toBe('read');
    expect(doc.paths['/crm/partners'].post['x-right']).toBe('add');
    const listParams = doc.paths['/crm/partners'].get.parameters.map((p: { name?: string }) => p.name);
    expect(listParams).toEqual(
      expect.arrayContaining(['pageIndex', 'pageSize', 'sortKey', 'searchKey', 'gioi_tinh']),
    );
    const partner = doc.components.schemas.CrmPartners;
    expect(partner.properties.gioi_tinh.anyOf[0]).toEqual({ enum: [1, 2] });
    expect(partner.properties.ngay_sinh).toMatchObject({
      type: ['string', 'null'],
      format: 'date',
      title: 'Ngày sinh',
    });
    expect(doc.components.schemas.StockUnitsUpdate.required).toEqual(['version']);
    expect(doc.components.schemas.StockUnitsCreate.required).toEqual(['ma_dvt', 'ten_dvt']);
    const english = await (
      await t.request('/api/openapi.json', { headers: { 'Accept-Language': 'en' } })
    ).json();
    expect(english.components.schemas.StockUnits.properties.ma_dvt.title).not.toBe('Mã đơn vị tính');

    const docs = await t.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect(docs.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await docs.text();
    expect(html).toContain('/api/stock/units/{id}');
    expect(html).toContain('Mã khách hàng');
    expect(html).not.toContain('<script');
  });
});
