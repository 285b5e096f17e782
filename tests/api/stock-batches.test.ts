import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { delivery, goods, ledgerState, receipt, writtenRows } from './documents-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * Batches and expiry under `stock_product_batch` (on in the demo tenant): SER02 and SER04 track
 * batches (demo-items.ts), VT34 is a tracked material that allows negative stock.
 */
describe(`stock batches (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01,CN02' });
  }, 180_000);
  afterAll(() => t.close());

  const batches = async (query: string) => (await admin.get(`/api/stock/product-batches?${query}`)).body;
  const balance = async (query: string) =>
    (await admin.get(`/api/stock/product-balances?${query}`)).body.items.map(
      (r: { ma_lo: string; ton: string }) => `${r.ma_lo}:${r.ton}`,
    );

  it('asks a receipt line of a tracked product for its batch and, for a new batch, its expiry', async () => {
    const before = await writtenRows(t, 'stock_receipts');
    const noBatch = await admin.post('/api/stock/receipt-orders', receipt([goods('SER02', '5', '100000')]));
    expect(noBatch.status).toBe(400);
    expect(noBatch.body.fields).toEqual([
      { field: 'details[0].ma_lo', message: 'Sản phẩm SER02 quản lý theo lô: nhập số lô' },
    ]);
    const noExpiry = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SER02', '5', '100000', { ma_lo: 'L1' })]),
    );
    expect(noExpiry.status).toBe(400);
    expect(failedFields(noExpiry)).toEqual(['details[0].ngay_hhsd']);
    expect(await writtenRows(t, 'stock_receipts')).toEqual(before);
  });

  it('keeps stock by batch and lists batches first to expire first', async () => {
    const first = await admin.post(
      '/api/stock/receipt-orders',
      receipt([
        goods('SER02', '5', '100000', { ma_lo: 'l1', ngay_hhsd: '2027-03-01' }),
        goods('SER02', '3', '100000', { ma_lo: 'L2', ngay_hhsd: '2027-01-15' }),
      ]),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.details.map((l: { ma_lo: string }) => l.ma_lo)).toEqual(['L1', 'L2']);
    // A later receipt of a known batch takes its expiry when none is typed.
    const again = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SER02', '2', '100000', { ma_lo: 'L1' })], { ngay_ct: '2026-11-04' }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.details[0].ngay_hhsd).toBe('2027-03-01');
    expect(await balance('ma_kho=KCN01&ma_vt=SER02')).toEqual(['L1:7', 'L2:3']);
    const listed = await batches('ma_vt=SER02');
    expect(
      listed.items.map((r: { ma_lo: string; ngay_hhsd: string; ton: string }) => [
        r.ma_lo,
        r.ngay_hhsd,
        r.ton,
      ]),
    ).toEqual([
      ['L2', '2027-01-15', '3'],
      ['L1', '2027-03-01', '7'],
    ]);
    expect(listed.total).toBe(2);
    expect((await batches('ma_vt=SER02&hetHanDen=2027-02-01')).items).toHaveLength(1);
    const inStock = await admin.get('/api/stock/product-batches/in-stock?ma_kho=KCN01&ma_vt=SER02');
    expect(inStock.body.items).toEqual([
      { ma_lo: 'L2', ngay_hhsd: '2027-01-15', ton: '3' },
      { ma_lo: 'L1', ngay_hhsd: '2027-03-01', ton: '7' },
    ]);
  });

  it('delivers from the first batch to expire when none is named, and never more than a batch holds', async () => {
    const fefo = await admin.post(
      '/api/stock/delivery-orders',
      delivery([
        { ma_vt: 'SER02', so_luong: '2', ma_kho: 'KCN01' },
        { ma_vt: 'SER02', so_luong: '1', ma_kho: 'KCN01' },
        { ma_vt: 'SER02', so_luong: '1', ma_kho: 'KCN01' },
      ]),
    );
    expect(fefo.status, JSON.stringify(fefo.body)).toBe(201);
    // L2 holds 3: the first two lines empty it, the third goes on to L1.
    expect(
      fefo.body.details.map((l: { ma_lo: string; ngay_hhsd: string }) => `${l.ma_lo} ${l.ngay_hhsd}`),
    ).toEqual(['L2 2027-01-15', 'L2 2027-01-15', 'L1 2027-03-01']);
    expect(await balance('ma_kho=KCN01&ma_vt=SER02')).toEqual(['L1:6']);
    const before = await writtenRows(t, 'stock_deliveries');
    const short = await admin.post(
      '/api/stock/delivery-orders',
      delivery([
        { ma_vt: 'SER04', so_luong: '1', ma_kho: 'KCN01' },
        { ma_vt: 'SER02', so_luong: '9', ma_kho: 'KCN01', ma_lo: 'L1' },
      ]),
    );
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual([
      { field: 'details[0].ma_lo', message: 'Kho KCN01 không còn lô nào của SER04 có tồn' },
    ]);
    const over = await admin.post(
      '/api/stock/delivery-orders',
      delivery([{ ma_vt: 'SER02', so_luong: '9', ma_kho: 'KCN01', ma_lo: 'L1' }]),
    );
    expect(over.body.fields).toEqual([
      { field: 'details[0].so_luong', message: 'Không đủ tồn kho: SER02 lô L1 tại kho KCN01 thiếu 3' },
    ]);
    const unknown = await admin.post(
      '/api/stock/delivery-orders',
      delivery([{ ma_vt: 'SER02', so_luong: '1', ma_kho: 'KCN01', ma_lo: 'L9' }]),
    );
    expect(unknown.body.fields).toEqual([
      { field: 'details[0].ma_lo', message: 'Sản phẩm SER02 không có lô L9' },
    ]);
    expect(await writtenRows(t, 'stock_deliveries')).toEqual(before);
    expect(await balance('ma_kho=KCN01&ma_vt=SER02')).toEqual(['L1:6']);
  });

  it('keeps one expiry per batch once another document holds it', async () => {
    const differs = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SER02', '1', '100000', { ma_lo: 'L1', ngay_hhsd: '2028-01-01' })]),
    );
    expect(differs.body.fields).toEqual([
      { field: 'details[0].ngay_hhsd', message: 'Lô L1 của SER02 đã có hạn sử dụng 2027-03-01' },
    ]);
    // A batch only its own receipt holds may have its expiry corrected by editing that receipt.
    const lone = (
      await admin.post(
        '/api/stock/receipt-orders',
        receipt([goods('SER04', '4', '200000', { ma_lo: 'A1', ngay_hhsd: '2027-06-30' })]),
      )
    ).body;
    const fixed = await admin.put(`/api/stock/receipt-orders/${lone.stt_rec}`, {
      ...receipt([goods('SER04', '4', '200000', { ma_lo: 'A1', ngay_hhsd: '2027-05-31' })]),
      version: lone.version,
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect((await batches('ma_vt=SER04')).items[0]).toMatchObject({ ma_lo: 'A1', ngay_hhsd: '2027-05-31' });
  });

  it('moves a batch between branches and tells its history with the running balance', async () => {
    const moved = await admin.post('/api/stock/transfer-orders', {
      ma_dvcs: 'CN01',
      ma_ct: 'PD1',
      ngay_ct: '2026-11-05',
      details: [{ ma_vt: 'SER04', so_luong: '1', ma_kho: 'KCN01', ma_kho_nhap: 'KCN02' }],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect(moved.body.details[0].ma_lo).toBe('A1');
    expect(await balance('ma_vt=SER04')).toEqual(['A1:3', 'A1:1']);
    const history = (await admin.get('/api/stock/product-batch-histories?ma_vt=SER02&ma_lo=l2')).body;
    expect(history).toMatchObject({
      ma_vt: 'SER02',
      ma_lo: 'L2',
      ngay_hhsd: '2027-01-15',
      dau_ky: '0',
      cuoi_ky: '0',
    });
    expect(
      history.items.map((r: { ma_ct: string; nhap: string; xuat: string; ton: string }) => [
        r.ma_ct,
        r.nhap,
        r.xuat,
        r.ton,
      ]),
    ).toEqual([
      ['PN1', '3', '0', '3'],
      ['PX1', '0', '2', '1'],
      ['PX1', '0', '1', '0'],
    ]);
    const later = (
      await admin.get('/api/stock/product-batch-histories?ma_vt=SER02&ma_lo=L1&fromDate=2026-11-03')
    ).body;
    expect(later.dau_ky).toBe('5');
    expect(later.items.map((r: { ton: string }) => r.ton)).toEqual(['4', '6']);
    expect(later.cuoi_ky).toBe('6');
    expect((await admin.get('/api/stock/product-batch-histories?ma_vt=SER02')).body.fields).toEqual([
      expect.objectContaining({ field: 'ma_lo' }),
    ]);
  });

  it('lets a tracked product that allows negative stock go out without a batch', async () => {
    const out = await admin.post(
      '/api/stock/delivery-orders',
      delivery([{ ma_vt: 'VT34', so_luong: '2', ma_kho: 'KVTCN01' }], { ma_ct: 'PX2' }),
    );
    expect(out.status, JSON.stringify(out.body)).toBe(201);
    expect(out.body.details[0].ma_lo ?? '').toBe('');
    const state = await ledgerState(t);
    expect(state.balances).toEqual(state.ledger);
    expect(state.unbalanced).toEqual([]);
  });

  it('refuses batch screens to letan and batches of another branch', async () => {
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    expect((await letan.get('/api/stock/product-batches')).status).toBe(403);
    expect((await letan.get('/api/stock/product-batch-histories?ma_vt=SER02&ma_lo=L1')).status).toBe(403);
    // letan sells (bills take stock out), within CN01 only.
    expect((await letan.get('/api/stock/product-batches/in-stock?ma_kho=KCN01&ma_vt=SER02')).status).toBe(
      200,
    );
    expect((await letan.get('/api/stock/product-batches/in-stock?ma_kho=KCN02&ma_vt=SER04')).status).toBe(
      403,
    );
  });

  it('asks nothing about batches once the setting is off', async () => {
    const set = await admin.post('/api/system/configs', { name: 'stock_product_batch', value: 'f' });
    expect(set.status).toBeLessThan(300);
    const plain = await admin.post('/api/stock/receipt-orders', receipt([goods('SER06', '2', '100000')]));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(await balance('ma_kho=KCN01&ma_vt=SER06')).toEqual([':2']);
    await admin.post('/api/system/configs', { name: 'stock_product_batch', value: 't' });
  });
});
