import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** Products and services: two screens over one item table (`stock_products`), cut by `loai`. */
describe(`products and services (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
  });
  afterAll(() => t.close());

  const codes = async (path: string) =>
    ((await admin.get(`/api/${path}`)).body.items as { ma_vt: string }[]).map((row) => row.ma_vt);

  it('lists goods, materials and packages as products and the treatments as services', async () => {
    const products = (await admin.get('/api/stock/products?pageSize=1000')).body.items as { loai: number }[];
    const services = (await admin.get('/api/stock/services?pageSize=1000')).body.items as { loai: number }[];
    expect(new Set(products.map((row) => row.loai))).toEqual(new Set([1, 2, 4]));
    expect(new Set(services.map((row) => row.loai))).toEqual(new Set([3]));
    expect((await admin.get('/api/stock/services?searchKey=goi dau duong sinh')).body.total).toBeGreaterThan(
      2,
    );
  });

  it('finds an item by accent-free name and by its barcode', async () => {
    expect(await codes('stock/products?searchKey=sua rua mat cetaphil')).toEqual(['SRM01']);
    const { body } = await admin.get('/api/stock/products?searchKey=SRM01');
    const barcode = body.items[0].ma_vach as string;
    expect(barcode).toMatch(/^893\d{10}$/);
    expect(await codes(`stock/products?searchKey=${barcode}`)).toEqual(['SRM01']);
    expect(await codes(`stock/products?ma_vach=${barcode}`)).toEqual(['SRM01']);
  });

  it('creates a service as a service, and refuses another type on its screen', async () => {
    const created = await admin.post('/api/stock/services', {
      ma_vt: 'dv900',
      ten_vt: 'Massage mặt thảo mộc',
      dvt: 'LAN',
      gia_ban: '250000',
      thoi_gian: 45,
      vai_tro: ['KTV'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ma_vt: 'DV900', loai: 3, thoi_gian: 45, vai_tro: ['KTV'] });
    const wrongType = await admin.post('/api/stock/services', {
      ma_vt: 'DV901',
      ten_vt: 'X',
      dvt: 'LAN',
      loai: 1,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.fields.map((f: { field: string }) => f.field)).toEqual(['loai']);
    const serviceOnProducts = await admin.post('/api/stock/products', {
      ma_vt: 'DV902',
      ten_vt: 'X',
      dvt: 'LAN',
      loai: 3,
    });
    expect(serviceOnProducts.status).toBe(400);
  });

  it('keeps one code space: a service may not take a product code', async () => {
    const taken = await admin.post('/api/stock/services', { ma_vt: 'SRM01', ten_vt: 'Trùng', dvt: 'LAN' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual([{ field: 'ma_vt', message: 'Mã dịch vụ đã tồn tại' }]);
  });

  it('reads, edits and deletes a row only through its own screen', async () => {
    const service = (await admin.get('/api/stock/services?searchKey=CSD01')).body.items[0];
    expect((await admin.get(`/api/stock/products/${service.id}`)).status).toBe(404);
    expect((await admin.patch(`/api/stock/products/${service.id}`, { ten_vt: 'Đổi' })).status).toBe(404);
    expect((await admin.delete(`/api/stock/products/${service.id}`)).status).toBe(404);
    const edited = await admin.patch(`/api/stock/services/${service.id}`, { thoi_gian: 70 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ma_vt: 'CSD01', thoi_gian: 70, loai: 3 });
    const lookup = await admin.get('/api/stock/products/lookup?value=CSD01,SRM01');
    expect(lookup.body.items.map((item: { value: string }) => item.value)).toEqual(['SRM01']);
  });
});
