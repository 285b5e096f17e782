import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { goods, ledgerState, receipt, writtenRows } from './documents-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { accountBalance, item, ledgerCounts, onHand, sale, setSetting } from './sales-helpers.ts';

/** Sales documents posted to the ledgers (issue 29): payments, change, debt, discounts, rights. */
describe(`sales documents (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    letan = caller(t, (await signIn(t, 'letan')).session.access_token, { Branchs: 'CN01' });
    const stocked = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SRM01', '10', '200000'), goods('SRM02', '10', '250000')], { ngay_ct: '2026-11-01' }),
    );
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
    const customer = await admin.post('/api/crm/partners', {
      ma_kh: 'KHSALE1',
      ten_kh: 'Trần Thị Mua',
      dien_thoai: '0912345678',
      ma_dvcs: 'CN01',
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  });
  afterAll(() => t.close());

  it('sells goods and a service with a bill discount and split payments, giving change from cash', async () => {
    const body = sale({
      lines: [
        item('SRM01', '2', '385000', { ma_kho: 'KCN01' }),
        item('CSD01', '1', '350000', { ma_nv: 'NV001' }),
      ],
      bill: { tien_ck_hd: '35000' },
      payments: [
        { ma_httt: 'CK', tien: '600000' },
        { ma_httt: 'TM', tien: '500000' },
      ],
    });
    const created = await admin.post('/api/sales/retail-orders', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      so_ct: 'BL2026/000001',
      status: '2',
      t_tien_hang: '1120000',
      t_tien_ck: '35000',
      t_tt: '1085000',
      t_thanh_toan: '1100000',
      tien_thoi: '15000',
      t_con_no: '0',
    });
    expect(created.body.payments).toHaveLength(2);
    const id = created.body.stt_rec;
    expect(await onHand(admin, 'SRM01')).toBe('8');
    expect(await accountBalance(t, '1111', { stt_rec: id })).toBe('485000');
    expect(await accountBalance(t, '1121', { stt_rec: id })).toBe('600000');
    expect(await accountBalance(t, '131', { stt_rec: id })).toBe('0');
    expect(await accountBalance(t, '5113', { stt_rec: id })).toBe('-339062');
    expect(await accountBalance(t, '632', { stt_rec: id })).toBe('400000');
    const state = await ledgerState(t);
    expect(state.unbalanced).toEqual([]);
    expect(state.balances).toEqual(state.ledger);
  });

  it('leaves what is not paid as the customer’s debt on 131, and refuses debt for a walk-in', async () => {
    const bill = sale({
      lines: [item('SRM02', '1', '420000', { ma_kho: 'KCN01', ma_thue: '10' })],
      payments: [{ ma_httt: 'TM', tien: '100000' }],
      extra: { ma_kh: 'KHSALE1' },
    });
    const created = await admin.post('/api/sales/bills', bill);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ t_tt: '462000', t_con_no: '362000', so_ct: 'HD2026/000001' });
    expect(await accountBalance(t, '131', { ma_kh: 'KHSALE1' })).toBe('362000');
    expect(await accountBalance(t, '33311', { stt_rec: created.body.stt_rec })).toBe('-42000');
    const before = await writtenRows(t, 'sales_bills');
    const walkIn = await admin.post('/api/sales/bills', { ...bill, ma_kh: null });
    expect(walkIn.status).toBe(400);
    expect(failedFields(walkIn)).toEqual(['ma_kh']);
    expect(await writtenRows(t, 'sales_bills')).toEqual(before);
  });

  it('refuses change out of a transfer and a bill discount shared otherwise than the pricing function', async () => {
    const overpaid = sale({
      lines: [item('CSD01', '1', '350000')],
      payments: [{ ma_httt: 'CK', tien: '400000' }],
    });
    const refused = await admin.post('/api/sales/bills', overpaid);
    expect(failedFields(refused)).toEqual(['payments']);
    const shared = sale({
      lines: [item('CSD01', '1', '350000'), item('CSD02', '1', '550000')],
      bill: { ty_le_ck_hd: '10' },
      payments: [{ ma_httt: 'TM', tien: '810000' }],
    });
    const skewed = { ...shared, details: shared.details.map((l) => ({ ...l, tien_ck_pb: '45000' })) };
    const answer = await admin.post('/api/sales/bills', skewed);
    expect(answer.status).toBe(400);
    expect(failedFields(answer)).toContain('details[0].tien_ck_pb');
    expect((await admin.post('/api/sales/bills', shared)).status).toBe(201);
  });

  it('holds a discount above the limit for approval, which only the approve right posts', async () => {
    expect((await setSetting(admin, 'sale_discount_max', '10')).status).toBe(200);
    const generous = sale({
      lines: [item('CSD03', '1', '400000')],
      bill: { ty_le_ck_hd: '20' },
      payments: [{ ma_httt: 'TM', tien: '320000' }],
    });
    const refused = await letan.post('/api/sales/bills', generous);
    expect(refused.status).toBe(400);
    expect(failedFields(refused)).toEqual(['t_tien_ck']);
    const held = await letan.post('/api/sales/bills', { ...generous, status: '1' });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(await ledgerCounts(t, held.body.stt_rec)).toEqual({ stock: 0, gl: 0 });
    const path = `/api/sales/bills/${held.body.stt_rec}/status`;
    expect((await letan.post(path, { status: '2' })).status).toBe(403);
    const approved = await admin.post(path, { status: '2' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await ledgerCounts(t, held.body.stt_rec)).gl).toBeGreaterThan(0);
    expect((await admin.post('/api/sales/bills', generous)).status).toBe(201);
    await setSetting(admin, 'sale_discount_max', '100');
  });

  it('requires a customer card when sale_bill_require_card is on', async () => {
    await setSetting(admin, 'sale_bill_require_card', 't');
    const body = sale({
      lines: [item('CSD01', '1', '350000')],
      payments: [{ ma_httt: 'TM', tien: '350000' }],
    });
    const refused = await admin.post('/api/sales/retail-orders', body);
    expect(failedFields(refused)).toEqual(['ma_the']);
    expect((await admin.post('/api/sales/retail-orders', { ...body, ma_the: 'THE001' })).status).toBe(201);
    await setSetting(admin, 'sale_bill_require_card', 'f');
  });

  it('slips services only with who performed them', async () => {
    const body = sale({
      lines: [item('CSD01', '1', '350000')],
      payments: [{ ma_httt: 'TM', tien: '350000' }],
    });
    const refused = await letan.post('/api/sales/services', body);
    expect(failedFields(refused)).toEqual(['details[0].ma_nv']);
    const slip = { ...body, details: body.details.map((l) => ({ ...l, ma_nv: 'NV001' })), ma_nvbh: 'NV001' };
    const created = await letan.post('/api/sales/services', slip);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await accountBalance(t, '5113', { stt_rec: created.body.stt_rec })).toBe('-350000');
  });

  it('takes returns against a bill within sale_return_days, restocking and refunding', async () => {
    await setSetting(admin, 'sale_return_days', '7');
    const bill = await admin.post(
      '/api/sales/bills',
      sale({
        lines: [item('SRM01', '2', '385000', { ma_kho: 'KCN01' })],
        payments: [{ ma_httt: 'TM', tien: '770000' }],
        extra: { ma_kh: 'KHSALE1' },
      }),
    );
    const stock = await onHand(admin, 'SRM01');
    const back = (ngay_ct: string, so_luong: string) =>
      admin.post(
        '/api/sales/returns',
        sale({
          lines: [item('SRM01', so_luong, '385000', { ma_kho: 'KCN01' })],
          payments: [{ ma_httt: 'TM', tien: String(385000 * Number(so_luong)) }],
          extra: { ma_kh: 'KHSALE1', stt_rec_hd: bill.body.stt_rec, ngay_ct },
        }),
      );
    const late = await back('2026-11-20', '1');
    expect(failedFields(late)).toEqual(['stt_rec_hd']);
    expect(late.body.fields[0].message).toContain('quá 7 ngày');
    const tooMany = await back('2026-11-05', '3');
    expect(failedFields(tooMany), JSON.stringify(tooMany.body)).toEqual(['details[0].so_luong']);
    const ok = await back('2026-11-05', '1');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(await onHand(admin, 'SRM01')).toBe(String(Number(stock) + 1));
    expect(await accountBalance(t, '5212', { stt_rec: ok.body.stt_rec })).toBe('385000');
    expect(await accountBalance(t, '1111', { stt_rec: ok.body.stt_rec })).toBe('-385000');
    expect(failedFields(await back('2026-11-05', '2'))).toEqual(['details[0].so_luong']);
    expect((await ledgerState(t)).unbalanced).toEqual([]);
    await setSetting(admin, 'sale_return_days', '0');
  });

  it('gives goods away at cost, and keeps gift orders from a receptionist without the menu', async () => {
    const body = sale({ lines: [item('SRM02', '1', '0', { ma_kho: 'KCN01' })] });
    expect((await letan.post('/api/sales/gift-orders', body)).status).toBe(403);
    const gift = await admin.post('/api/sales/gift-orders', body);
    expect(gift.status, JSON.stringify(gift.body)).toBe(201);
    expect(await accountBalance(t, '6418', { stt_rec: gift.body.stt_rec })).toBe('250000');
    expect(await onHand(admin, 'SRM02')).toBe('8');
  });

  it('applies one sale replayed many times exactly once (client stt_rec + Idempotency-Key)', async () => {
    const stt_rec = '019ac9a0-0000-7000-8000-00000000abcd';
    const body = {
      ...sale({
        lines: [item('SRM01', '1', '385000', { ma_kho: 'KCN01' })],
        payments: [{ ma_httt: 'TM', tien: '385000' }],
      }),
      stt_rec,
    };
    const stock = await onHand(admin, 'SRM01');
    const send = () => letan.post('/api/sales/retail-orders', body, { 'Idempotency-Key': stt_rec });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = [...(await Promise.all([send(), send(), send()])), await send(), await send()];
    for (const answer of again) expect(answer.body.so_ct).toBe(first.body.so_ct);
    // Without the key (another device's retry), the client-made stt_rec still answers the same sale.
    const keyless = await letan.post('/api/sales/retail-orders', body);
    expect(keyless.body.stt_rec).toBe(stt_rec);
    const list = await admin.get('/api/sales/retail-orders?pageSize=100');
    expect(list.body.items.filter((r: { stt_rec: string }) => r.stt_rec === stt_rec)).toHaveLength(1);
    expect(await ledgerCounts(t, stt_rec)).toEqual({ stock: 1, gl: 6 });
    expect(await onHand(admin, 'SRM01')).toBe(String(Number(stock) - 1));
  });
});
