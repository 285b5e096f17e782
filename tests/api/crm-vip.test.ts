import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { item, sale } from './sales-helpers.ts';

/**
 * /crm/partners-vip over a VIP period: net sales (bills less returns) in the dates, against the
 * demo levels' thresholds (seed/demo-crm.ts: Vàng from 30 M, Kim cương from 80 M, both VIP).
 */
describe(`VIP ranking by period (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  const october = '?fromDate=2026-10-01&toDate=2026-10-31';

  const bill = async (ma_kh: string, ngay_ct: string, amount: string) => {
    const body = sale({
      lines: [item('CSD01', '1', amount)],
      payments: [{ ma_httt: 'TM', tien: amount }],
      extra: { ma_kh, ngay_ct },
    });
    const created = await admin.post('/api/sales/bills', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.stt_rec as string;
  };

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    letan = caller(t, (await signIn(t, 'letan')).session.access_token, { Branchs: 'CN01' });
    const customers = [
      { ma_kh: 'KHVIP1', ten_kh: 'Chị Vàng', dien_thoai: '0311111111', ma_nvbh: 'NV001' },
      { ma_kh: 'KHVIP2', ten_kh: 'Chị Kim', dien_thoai: '0322222222', ma_nvbh: 'NV003' },
      { ma_kh: 'KHVIP3', ten_kh: 'Chị Bạc', dien_thoai: '0333333333' },
    ];
    for (const customer of customers)
      expect((await admin.post('/api/crm/partners', { ...customer, ma_dvcs: 'CN01' })).status).toBe(201);
    await bill('KHVIP1', '2026-10-10', '32000000');
    const big = await bill('KHVIP2', '2026-10-12', '85000000');
    await bill('KHVIP3', '2026-10-15', '12000000');
    await bill('KHVIP3', '2026-09-20', '40000000');
    const refund = sale({
      lines: [item('CSD01', '1', '10000000')],
      payments: [{ ma_httt: 'TM', tien: '10000000' }],
      extra: { ma_kh: 'KHVIP2', ngay_ct: '2026-10-20', stt_rec_hd: big },
    });
    const returned = await admin.post('/api/sales/returns', refund);
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
  });
  afterAll(() => t.close());

  it('ranks by net sales in the period and names the highest VIP level reached', async () => {
    const answer = await admin.get(`/api/crm/partners-vip${october}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toMatchObject([
      { ma_kh: 'KHVIP2', doanh_so: '75000000', ma_cap_dat: 'VANG', ten_nvbh: 'Lê Văn Hùng' },
      { ma_kh: 'KHVIP1', doanh_so: '32000000', ma_cap_dat: 'VANG', ten_cap_dat: 'Hạng Vàng' },
    ]);
    // September's spending belongs to September's period.
    const september = await admin.get('/api/crm/partners-vip?fromDate=2026-09-01&toDate=2026-09-30');
    expect(september.body.items.map((row: { ma_kh: string }) => row.ma_kh)).toEqual(['KHVIP3']);
  });

  it('shows letan only the customers letan may see', async () => {
    const answer = await letan.get(`/api/crm/partners-vip${october}`);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((row: { ma_kh: string }) => row.ma_kh)).toEqual(['KHVIP1']);
  });

  it('refuses a period that ends before it starts, or has no dates, naming the field', async () => {
    const backwards = await admin.get('/api/crm/partners-vip?fromDate=2026-10-31&toDate=2026-10-01');
    expect(backwards.status).toBe(400);
    expect(failedFields(backwards)).toEqual(['toDate']);
    const none = await admin.get('/api/crm/partners-vip');
    expect(none.status).toBe(400);
    expect(failedFields(none)).toEqual(['fromDate', 'toDate']);
  });

  it('keeps VIP periods whose end is not before their start', async () => {
    const period = { ma_ky: 'Q4', ten_ky: 'Quý 4/2026', tu_ngay: '2026-10-01', den_ngay: '2026-12-31' };
    expect((await admin.post('/api/sales/vip-periods', period)).status).toBe(201);
    const wrong = await admin.post('/api/sales/vip-periods', {
      ...period,
      ma_ky: 'X',
      den_ngay: '2026-09-30',
    });
    expect(wrong.status).toBe(400);
    expect(failedFields(wrong)).toEqual(['den_ngay']);
    expect(wrong.body.fields[0].message).toBe('Đến ngày không được trước Từ ngày');
  });
});
