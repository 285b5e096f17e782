import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth-helpers.ts';
import { goods, receipt } from './documents-helpers.ts';
import { type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/** GET /api/<path>/{stt_rec}/print (design/documents.md §2, §6): printable HTML, behind the print right. */
describe(`document print (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let sttRec: string;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    const saved = await admin.put('/api/system/configs', [{ name: 'company_name', value: 'Sen Spa Quận 1' }]);
    expect(saved.status).toBe(200);
    const created = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SRM01', '1', '1250000', { dvt: 'THUNG', he_so: '12' })], { ma_ncc: null }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    sttRec = created.body.stt_rec;
  });
  afterAll(() => t.close());

  const print = (token: string, template: string) =>
    t.request(`/api/stock/receipt-orders/${sttRec}/print?template=${template}`, {
      headers: { Authorization: `Bearer ${token}`, Tenant: 'demo', Branchs: 'CN01' },
    });

  it('answers the A4 voucher and the 80 mm receipt as HTML with the number, item names and words', async () => {
    const token = (await signIn(t, 'admin')).session.access_token;
    for (const template of ['a4', 'k80']) {
      const response = await print(token, template);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('PN2026/000001');
      expect(html).toContain('Sen Spa Quận 1');
      expect(html).toContain('Sữa rửa mặt Cetaphil Gentle Skin Cleanser 500ml');
      expect(html).toContain('Thùng');
      expect(html).toContain('Một triệu hai trăm năm mươi nghìn đồng');
    }
  });

  it('refuses an unknown template, an unknown document, and a user without the stock right', async () => {
    const token = (await signIn(t, 'admin')).session.access_token;
    expect((await print(token, 'a5')).status).toBe(400);
    const missing = await t.request('/api/stock/receipt-orders/0190a5c8-0000-7000-8000-000000000000/print', {
      headers: { Authorization: `Bearer ${token}`, Tenant: 'demo' },
    });
    expect(missing.status).toBe(404);
    expect((await print((await signIn(t, 'letan')).session.access_token, 'a4')).status).toBe(403);
  });
});
