import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { delivery, goods, ledgerState, receipt } from './documents-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** Stock receipts, deliveries and transfers posted to the ledgers (design/documents.md §4–5). */
describe(`stock documents (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01,CN02' });
  }, 180_000);
  afterAll(() => t.close());

  const balance = async (query: string) => (await admin.get(`/api/stock/product-balances?${query}`)).body;

  it('numbers a receipt, recomputes its amounts and posts stock and the payable', async () => {
    const created = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SRM01', '10', '100000', { ma_thue: '10' }), goods('SRM02', '2', '50000.5')], {
        ma_ncc: null,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      so_ct: 'PN2026/000001',
      status: '2',
      t_so_luong: '12',
      t_tien_hang: '1100001',
      t_tien_thue: '100000',
      t_tt: '1200001',
    });
    expect(created.body.details.map((l: { tien: string }) => l.tien)).toEqual(['1100000', '100001']);
    const got = await admin.get(`/api/stock/receipt-orders/${created.body.stt_rec}`);
    expect(got.body.details).toHaveLength(2);
    expect(await balance('ma_kho=KCN01&ma_vt=SRM01')).toEqual({
      items: [expect.objectContaining({ ma_kho: 'KCN01', ma_vt: 'SRM01', ton: '10', tien_ton: '1000000' })],
      total: 1,
      totals: { ton: '10', tien_ton: '1000000' },
    });
    const state = await ledgerState(t);
    expect(state.unbalanced).toEqual([]);
    expect(state.balances).toEqual(state.ledger);
  });

  it('issues at the moving weighted average and refuses to go below zero, naming what is short', async () => {
    await admin.post('/api/stock/receipt-orders', receipt([goods('SRM03', '10', '100000')]));
    await admin.post('/api/stock/receipt-orders', receipt([goods('SRM03', '20', '130000')]));
    const issued = await admin.post(
      '/api/stock/delivery-orders',
      delivery([{ ma_vt: 'SRM03', so_luong: '3', ma_kho: 'KCN01' }]),
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.so_ct).toBe('PX2026/000001');
    // (1,000,000 + 2,600,000) / 30 = 120,000 a piece.
    expect((await balance('ma_kho=KCN01&ma_vt=SRM03')).items[0]).toMatchObject({
      ton: '27',
      tien_ton: '3240000',
    });
    const short = await admin.post(
      '/api/stock/delivery-orders',
      delivery([{ ma_vt: 'SRM03', so_luong: '30', ma_kho: 'KCN01' }]),
    );
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual([
      { field: 'details[0].so_luong', message: 'Không đủ tồn kho: SRM03 tại kho KCN01 thiếu 3' },
    ]);
    expect((await balance('ma_kho=KCN01&ma_vt=SRM03')).items[0].ton).toBe('27');
  });

  it('replaces the ledger rows of an edited posted document and removes them on cancel', async () => {
    const created = (await admin.post('/api/stock/receipt-orders', receipt([goods('SRM04', '5', '1000')])))
      .body;
    const edited = await admin.put(`/api/stock/receipt-orders/${created.stt_rec}`, {
      ...receipt([goods('SRM04', '8', '1000')]),
      version: created.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.so_ct).toBe(created.so_ct);
    expect((await balance('ma_vt=SRM04')).items[0]).toMatchObject({ ton: '8', tien_ton: '8000' });
    const stale = await admin.put(`/api/stock/receipt-orders/${created.stt_rec}`, {
      ...receipt([goods('SRM04', '1', '1000')]),
      version: created.version,
    });
    expect(stale.status).toBe(409);
    const cancelled = await admin.post(`/api/stock/receipt-orders/${created.stt_rec}/status`, {
      status: '9',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await balance('ma_vt=SRM04')).items).toEqual([]);
    const again = await admin.put(`/api/stock/receipt-orders/${created.stt_rec}`, {
      ...receipt([goods('SRM04', '1', '1000')]),
      version: cancelled.body.version,
    });
    expect(failedFields(again)).toEqual(['status']);
    expect((await admin.delete(`/api/stock/receipt-orders/${created.stt_rec}`)).status).toBe(400);
  });

  it('moves stock between branches through "in transit" until received', async () => {
    await admin.post('/api/stock/receipt-orders', receipt([goods('SRM05', '10', '20000')]));
    const line = { ma_vt: 'SRM05', so_luong: '4', ma_kho: 'KCN01', ma_kho_nhap: 'KCN02' };
    const sent = await admin.post('/api/stock/transfer-orders', {
      ma_dvcs: 'CN01',
      ngay_ct: '2026-11-04',
      status: '3',
      details: [line],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(
      (await balance('ma_vt=SRM05')).items.map((r: { ma_kho: string; ton: string }) => [r.ma_kho, r.ton]),
    ).toEqual([['KCN01', '6']]);
    const received = await admin.post(`/api/stock/transfer-orders/${sent.body.stt_rec}/status`, {
      status: '2',
      version: sent.body.version,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(
      (await balance('ma_vt=SRM05')).items.map((r: { ma_kho: string; ton: string; tien_ton: string }) => [
        r.ma_kho,
        r.ton,
        r.tien_ton,
      ]),
    ).toEqual([
      ['KCN01', '6', '120000'],
      ['KCN02', '4', '80000'],
    ]);
    const same = await admin.post('/api/stock/transfer-orders', {
      ma_dvcs: 'CN01',
      ngay_ct: '2026-11-04',
      details: [{ ...line, ma_kho_nhap: 'KCN01' }],
    });
    expect(failedFields(same)).toEqual(['details[0].ma_kho_nhap']);
    const state = await ledgerState(t);
    expect(state.unbalanced).toEqual([]);
    expect(state.balances).toEqual(state.ledger);
  });

  it('answers balances as of a past date: today less the later months and the rest of its own', async () => {
    const receive = (quantity: string, ngay_ct: string) =>
      admin.post('/api/stock/receipt-orders', receipt([goods('SRM06', quantity, '1000')], { ngay_ct }));
    await receive('5', '2026-09-01');
    await receive('3', '2026-09-20');
    await receive('7', '2026-10-01');
    const onHand = async (toDate?: string) =>
      (await balance(`ma_vt=SRM06${toDate ? `&toDate=${toDate}` : ''}`)).items.map(
        (r: { ton: string; tien_ton: string }) => [r.ton, r.tien_ton],
      );
    expect(await onHand()).toEqual([['15', '15000']]);
    expect(await onHand('2026-09-01')).toEqual([['5', '5000']]);
    expect(await onHand('2026-09-15')).toEqual([['5', '5000']]);
    expect(await onHand('2026-09-30')).toEqual([['8', '8000']]);
    expect(await onHand('2026-10-01')).toEqual([['15', '15000']]);
    expect(await onHand('2026-08-31')).toEqual([]);
    expect((await ledgerState(t)).monthlyMismatch).toEqual([]);
  });
});
