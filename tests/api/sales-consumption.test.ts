import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { goods, ledgerState, receipt } from './documents-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { accountBalance, item, onHand, sale } from './sales-helpers.ts';

/**
 * Service slips consume the materials of stock/product-consumes through the stock ledger (issue 29),
 * and bills name a salesperson among the salers (sales/salers).
 */
describe(`service slips consuming materials, salers (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    // 20 packs of cotton pads (material, 152) at 40,000 and 30 sheet masks (goods, 1561) at 20,000.
    const stocked = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('VT01', '20', '40000'), goods('MN01', '30', '20000')], { ngay_ct: '2026-11-01' }),
    );
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
    for (const row of [
      { ma_dm: 'CSD01VT01', ma_vt: 'CSD01', ma_vt_nl: 'VT01', so_luong: '0.5', dvt: 'GOI' },
      { ma_dm: 'CSD01MN01', ma_vt: 'CSD01', ma_vt_nl: 'MN01', so_luong: '1', dvt: 'MIENG' },
    ]) {
      const made = await admin.post('/api/stock/product-consumes', row);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('refuses a consumption of a service by itself and a second one of the same material', async () => {
    const self = await admin.post('/api/stock/product-consumes', {
      ma_dm: 'X1',
      ma_vt: 'CSD01',
      ma_vt_nl: 'CSD01',
      so_luong: '1',
      dvt: 'LAN',
    });
    expect(failedFields(self)).toContain('ma_vt_nl');
    const twice = await admin.post('/api/stock/product-consumes', {
      ma_dm: 'X2',
      ma_vt: 'CSD01',
      ma_vt_nl: 'VT01',
      so_luong: '1',
      dvt: 'GOI',
    });
    expect(failedFields(twice)).toEqual(['ma_vt', 'ma_vt_nl']);
  });

  it('takes the materials of the services performed out of stock, at cost on 632', async () => {
    const body = sale({
      lines: [item('CSD01', '2', '350000', { ma_nv: 'NV001' })],
      payments: [{ ma_httt: 'TM', tien: '700000' }],
      extra: { ma_nvbh: 'NV001' },
    });
    const refused = await admin.post('/api/sales/services', body);
    expect(failedFields(refused)).toEqual(['details[0].ma_kho']);
    expect(refused.body.fields[0].message).toContain('tiêu hao vật tư');

    const slip = { ...body, details: body.details.map((l) => ({ ...l, ma_kho: 'KCN01' })) };
    const created = await admin.post('/api/sales/services', slip);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.stt_rec;
    // Two treatments: 2 × 0.5 pack of pads and 2 masks.
    expect(await onHand(admin, 'VT01')).toBe('19');
    expect(await onHand(admin, 'MN01')).toBe('28');
    expect(await accountBalance(t, '152', { stt_rec: id })).toBe('-40000');
    expect(await accountBalance(t, '1561', { stt_rec: id })).toBe('-40000');
    expect(await accountBalance(t, '632', { stt_rec: id })).toBe('80000');
    expect(await accountBalance(t, '5113', { stt_rec: id })).toBe('-700000');
    const state = await ledgerState(t);
    expect(state.unbalanced).toEqual([]);
    expect(state.balances).toEqual(state.ledger);

    // Cancelled, the materials come back.
    const cancelled = await admin.post(`/api/sales/services/${id}/status`, { status: '9' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await onHand(admin, 'VT01')).toBe('20');
    expect(await onHand(admin, 'MN01')).toBe('30');
    expect((await ledgerState(t)).balances).toEqual((await ledgerState(t)).ledger);
  });

  it('refuses a slip that would take a material below zero, naming the service line', async () => {
    const body = sale({
      lines: [item('CSD01', '31', '350000', { ma_nv: 'NV001', ma_kho: 'KCN01' })],
      payments: [{ ma_httt: 'TM', tien: '10850000' }],
    });
    const refused = await admin.post('/api/sales/services', body);
    expect(failedFields(refused)).toEqual(['details[0].so_luong']);
    expect(await onHand(admin, 'MN01')).toBe('30');
  });

  it('takes a batch-tracked material from its batches, the first to expire first', async () => {
    // VT34 (demo ampoules: a material tracked by batch) in two batches; CSD03 uses 3 a treatment.
    const stocked = await admin.post(
      '/api/stock/receipt-orders',
      receipt(
        [
          goods('VT34', '10', '50000', { ma_lo: 'LATE', ngay_hhsd: '2028-01-31' }),
          goods('VT34', '4', '50000', { ma_lo: 'SOON', ngay_hhsd: '2027-02-28' }),
        ],
        { ngay_ct: '2026-11-02' },
      ),
    );
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
    const use = { ma_dm: 'CSD03VT34', ma_vt: 'CSD03', ma_vt_nl: 'VT34', so_luong: '3', dvt: 'HOP' };
    const made = await admin.post('/api/stock/product-consumes', use);
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const slip = sale({
      lines: [item('CSD03', '2', '500000', { ma_nv: 'NV001', ma_kho: 'KCN01' })],
      payments: [{ ma_httt: 'TM', tien: '1000000' }],
    });
    const created = await admin.post('/api/sales/services', slip);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const balances = await admin.get('/api/stock/product-balances?ma_kho=KCN01&ma_vt=VT34');
    const left = balances.body.items
      .map((r: { ma_lo: string; ton: string }) => `${r.ma_lo}:${r.ton}`)
      .filter((row: string) => !row.endsWith(':0'));
    // Six boxes: the 4 of SOON, then 2 of LATE; none from no batch.
    expect(left).toEqual(['LATE:8']);
    const state = await ledgerState(t);
    expect(state.unbalanced).toEqual([]);
    expect(state.balances).toEqual(state.ledger);
  });

  it('lists the salers and refuses a bill whose salesperson is not one', async () => {
    const salers = await admin.get('/api/sales/salers?pageSize=100');
    expect(salers.status).toBe(200);
    const codes = salers.body.items.map((r: { ma_nv: string }) => r.ma_nv);
    expect(codes).toContain('NV001');
    expect(codes).not.toContain('NV002');
    const bill = (ma_nvbh: string) =>
      sale({
        lines: [item('CSD01', '1', '350000', { ma_nv: 'NV002' })],
        payments: [{ ma_httt: 'TM', tien: '350000' }],
        extra: { ma_nvbh, ma_the: 'T1' },
      });
    const refused = await admin.post('/api/sales/bills', bill('NV002'));
    expect(failedFields(refused)).toEqual(['ma_nvbh']);
    expect(refused.body.fields[0].message).toBe('NV002 không phải nhân viên bán hàng');
    const made = await admin.post('/api/sales/bills', bill('NV001'));
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    // A saler added on the salers screen is an employee flagged as one.
    const added = await admin.post('/api/sales/salers', {
      ma_nv: 'NVBH9',
      ten_nv: 'Lê Thu Bán',
      ma_dvcs: 'CN01',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const employee = await admin.get(`/api/hr/employees/${added.body.id}`);
    expect(employee.body).toMatchObject({ ma_nv: 'NVBH9', la_nvbh: true });
  });
});
