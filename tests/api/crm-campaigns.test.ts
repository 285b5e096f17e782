import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { item, sale } from './sales-helpers.ts';

/**
 * Campaigns (issue 28): the audience is the customers' list query (the same filters, the same
 * reader), refused when it names anything else; the status moves draft → running → done or
 * cancelled; the results count the audience, its calls, appointments and buyers (net sales from
 * the general ledger) in the campaign's dates, and the customers outside the audience not at all.
 */
describe(`crm/campaigns (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token);
    const rows = [
      { ma_kh: 'KHC1', ten_kh: 'Đỗ Thị Lan', dien_thoai: '0944000001', ma_nvbh: 'NV003', ma_dvcs: 'CN01' },
      { ma_kh: 'KHC2', ten_kh: 'Phan Thị Mai', dien_thoai: '0944000002', ma_nvbh: 'NV003', ma_dvcs: 'CN01' },
      { ma_kh: 'KHC3', ten_kh: 'Hồ Văn Nam', dien_thoai: '0944000003', ma_nvbh: 'NV004', ma_dvcs: 'CN01' },
      { ma_kh: 'KHC4', ten_kh: 'Lý Thị Oanh', dien_thoai: '0944000004', ma_nvbh: 'NV003', ma_dvcs: 'CN02' },
    ];
    for (const row of rows) {
      const made = await admin.post('/api/crm/partners', row);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids[row.ma_kh] = made.body.id;
    }
    // Opening the app migrates and seeds a fresh database: slow on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  const campaign = (extra: Record<string, unknown> = {}) => ({
    ten_cd: 'Tri ân khách của chị Hạnh',
    kenh: 'sms',
    ngay_bd: '2026-11-01',
    ngay_kt: '2030-12-31',
    loc_kh: 'ma_nvbh=NV003&ma_dvcs=CN01',
    noi_dung: 'Sen Spa tặng chị voucher 20%',
    ma_dvcs: 'CN01',
    ...extra,
  });

  it('refuses an audience that is not the customers’ list filters, naming loc_kh, and writes nothing', async () => {
    const unknown = await admin.post('/api/crm/campaigns', campaign({ loc_kh: 'ma_nvbh=NV003&luong=1' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([
      { field: 'loc_kh', message: 'Bộ lọc "luong" không có trong danh sách khách hàng' },
    ]);
    const badDate = await admin.post('/api/crm/campaigns', campaign({ loc_kh: 'fromDate=hom-qua' }));
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields[0].field).toBe('loc_kh');
    const reversed = await admin.post('/api/crm/campaigns', campaign({ ngay_kt: '2026-10-01' }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields[0].field).toBe('ngay_kt');
    expect((await admin.get('/api/crm/campaigns')).body.total).toBe(0);
  });

  it('moves draft → running → done and refuses other moves', async () => {
    const made = await admin.post('/api/crm/campaigns', campaign({ ten_cd: 'Thử trạng thái' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ ma_cd: 'CD000001', trang_thai: 'draft' });
    const path = `/api/crm/campaigns/${made.body.id}`;
    const skipped = await admin.patch(path, { trang_thai: 'done' });
    expect(skipped.status).toBe(400);
    expect(skipped.body.fields).toEqual([
      { field: 'trang_thai', message: 'Không thể chuyển chiến dịch từ "Nháp" sang "Hoàn thành"' },
    ]);
    expect((await admin.patch(path, { trang_thai: 'running' })).status).toBe(200);
    expect((await admin.patch(path, { trang_thai: 'done' })).status).toBe(200);
    expect((await admin.patch(path, { trang_thai: 'running' })).status).toBe(400);
    const started = await admin.post('/api/crm/campaigns', campaign({ trang_thai: 'done' }));
    expect(started.body.fields[0].field).toBe('trang_thai');
  });

  it('counts the audience, its calls, appointments and buyers in the dates, and no one else', async () => {
    const made = await admin.post('/api/crm/campaigns', campaign());
    const results = () => admin.get(`/api/crm/campaigns/${made.body.id}/results`);
    expect((await results()).body).toEqual({
      audience: 2,
      sent: 0,
      failed: 0,
      skipped: 0,
      pending: 0,
      calls: 0,
      appointments: 0,
      buyers: 0,
      net_sales: '0',
    });
    // The audience is what the customers' list shows with the same parameters.
    const listed = await admin.get('/api/crm/partners?ma_nvbh=NV003&ma_dvcs=CN01');
    expect(listed.body.items.map((row: { ma_kh: string }) => row.ma_kh).sort()).toEqual(['KHC1', 'KHC2']);

    const now = new Date();
    const call = (ma_kh: string, phone: string) =>
      admin.post('/api/crm/call-logs', {
        dien_thoai: phone,
        ma_kh,
        ngay_goi: now.toISOString(),
        ma_dvcs: 'CN01',
      });
    expect((await call('KHC1', '0944000001')).status).toBe(201);
    expect((await call('KHC3', '0944000003')).status).toBe(201);
    const slot = (hours: number) => new Date(Date.UTC(2030, 4, 6, hours - 7)).toISOString();
    const task = await admin.post('/api/crm/tasks', {
      ma_kh: 'KHC2',
      ma_loai: 'TUVAN',
      ngay_bd: slot(9),
      ngay_kt: slot(10),
      ma_dvcs: 'CN01',
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const bill = (ma_kh: string, price: string) =>
      admin.post(
        '/api/sales/bills',
        sale({
          lines: [item('CSD01', '1', price)],
          payments: [{ ma_httt: 'TM', tien: price }],
          extra: { ma_kh },
        }),
      );
    expect((await bill('KHC1', '350000')).status).toBe(201);
    expect((await bill('KHC1', '150000')).status).toBe(201);
    expect((await bill('KHC4', '990000')).status).toBe(201);
    expect((await results()).body).toMatchObject({
      audience: 2,
      calls: 1,
      appointments: 1,
      buyers: 1,
    });
    expect(Number((await results()).body.net_sales)).toBe(500000);
  });

  it('answers 404 for a campaign of another branch the user may not read', async () => {
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    const made = await admin.post('/api/crm/campaigns', campaign({ ma_dvcs: 'CN02', ten_cd: 'CN02' }));
    expect((await letan.get(`/api/crm/campaigns/${made.body.id}/results`)).status).toBe(403);
    expect((await admin.get('/api/crm/campaigns/nope/results')).status).toBe(404);
  });
});
