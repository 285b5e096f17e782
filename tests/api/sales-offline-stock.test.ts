import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { item, onHand, sale, setSetting } from './sales-helpers.ts';

/**
 * Issue 29: a till that sold with no network could not see the stock. With
 * `sale_offline_negative_stock` such a sale is applied below zero and flagged `am_kho` for the
 * storekeeper; an online sale, or any sale with the setting off, is refused as before.
 */
describe(`offline sales below zero stock (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  // SRM03 was never received in this database: any sale of it takes stock below zero.
  const short = (extra: Record<string, unknown> = {}) =>
    sale({
      lines: [item('SRM03', '2', '390000', { ma_kho: 'KCN01' })],
      payments: [{ ma_httt: 'TM', tien: '780000' }],
      extra,
    });
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
  });
  afterAll(() => t.close());

  it('refuses a shortfall with the setting off, offline or not, naming the line', async () => {
    for (const extra of [{}, { ban_offline: true }]) {
      const refused = await admin.post('/api/sales/retail-orders', short(extra));
      expect(refused.status).toBe(400);
      expect(failedFields(refused)).toContain('details[0].so_luong');
    }
    expect(await onHand(admin, 'SRM03')).toBe('0');
  });

  it('with the setting on, applies an offline sale below zero and flags it; an online one is still refused', async () => {
    const set = await setSetting(admin, 'sale_offline_negative_stock', 't');
    expect(set.status, JSON.stringify(set.body)).toBeLessThan(300);
    const online = await admin.post('/api/sales/retail-orders', short());
    expect(online.status).toBe(400);

    const offline = await admin.post('/api/sales/retail-orders', short({ ban_offline: true }));
    expect(offline.status, JSON.stringify(offline.body)).toBe(201);
    expect(offline.body).toMatchObject({ ban_offline: true, am_kho: true, status: '2' });
    expect(await onHand(admin, 'SRM03')).toBe('-2');

    // The storekeeper's filter finds it, and only it.
    const flagged = await admin.get('/api/sales/retail-orders?am_kho=1');
    expect(flagged.status).toBe(200);
    expect(flagged.body.items.map((row: { stt_rec: string }) => row.stt_rec)).toEqual([offline.body.stt_rec]);
  });

  it('never takes the flag from the client: a sale with stock is stored unflagged', async () => {
    const received = await admin.post('/api/stock/receipt-orders', {
      ma_dvcs: 'CN01',
      ma_ct: 'PN1',
      ngay_ct: '2026-11-01',
      details: [{ ma_vt: 'SRM01', so_luong: '5', gia: '200000', ma_kho: 'KCN01' }],
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const body = sale({
      lines: [item('SRM01', '1', '385000', { ma_kho: 'KCN01' })],
      payments: [{ ma_httt: 'TM', tien: '385000' }],
      extra: { ban_offline: true, am_kho: true },
    });
    const created = await admin.post('/api/sales/retail-orders', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.am_kho).toBe(false);
  });
});
