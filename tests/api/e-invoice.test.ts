import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml, structureProblems, textAt } from '../fixtures/einvoice-format.ts';
import { startEinvoiceProvider, type TestProvider } from '../fixtures/einvoice-provider.ts';
import { signIn } from './auth-helpers.ts';
import { goods, receipt, writtenRows } from './documents-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { item, sale, setSetting } from './sales-helpers.ts';

/**
 * E-invoices (issue 29): invoice orders collect bills (a bill on one live order only, under
 * concurrency too), /sales/invoice-publish issues them through the HTTP provider adapter against a
 * local provider that checks every request, idempotently, and cancels and replaces them.
 */
describe(`e-invoices (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let letan: Caller;
  let provider: TestProvider;
  const bills: string[] = [];
  const billTotals: string[] = [];
  let replacementId = '';

  const order = (ids: string[], extra: Record<string, unknown> = {}) => ({
    ma_dvcs: 'CN01',
    ngay_ct: '2026-11-05',
    ma_kh: 'KHINV1',
    ma_so_thue: '0109876543',
    ten_dv: 'Công ty CP Hoa Mai & Cộng sự',
    nguoi_mua: 'Nguyễn Thị Mai',
    dia_chi: '5 Hàng Bài, Hà Nội',
    email: 'ketoan@hoamai.vn',
    details: ids.map((stt_rec_hd) => ({ stt_rec_hd })),
    ...extra,
  });
  const publish = (id: string) => admin.post(`/api/sales/invoice-publish/${id}/publish`, {});

  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
    letan = caller(t, (await signIn(t, 'letan')).session.access_token, { Branchs: 'CN01' });
    provider = await startEinvoiceProvider({
      username: 'sen-api',
      password: 'mật-khẩu',
      sellerTaxCode: '0312345678',
      template: '1',
      series: 'C26TAA',
    });
    const stocked = await admin.post('/api/stock/receipt-orders', receipt([goods('SRM01', '20', '200000')]));
    expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
    for (const [ma_kh, ten_kh, dien_thoai] of [
      ['KHINV1', 'Nguyễn Thị Mai', '0912000111'],
      ['KHINV2', 'Lê Văn Khác', '0912000222'],
    ])
      expect(
        (await admin.post('/api/crm/partners', { ma_kh, ten_kh, dien_thoai, ma_dvcs: 'CN01' })).status,
      ).toBe(201);
    const sales = [
      { ma_kh: 'KHINV1', lines: [item('SRM01', '2', '385000', { ma_kho: 'KCN01', ma_thue: '10' })] },
      { ma_kh: 'KHINV1', lines: [item('CSD01', '1', '350000', { ma_nv: 'NV001', ma_thue: '08' })] },
      { ma_kh: 'KHINV1', lines: [item('SRM01', '1', '385000', { ma_kho: 'KCN01', ma_thue: '10' })] },
      { ma_kh: 'KHINV2', lines: [item('SRM01', '1', '385000', { ma_kho: 'KCN01' })] },
      { ma_kh: 'KHINV1', lines: [item('CSD01', '2', '350000', { ma_nv: 'NV001', ma_thue: '08' })] },
    ];
    for (const s of sales) {
      const bill = await admin.post('/api/sales/bills', sale({ lines: s.lines, extra: { ma_kh: s.ma_kh } }));
      expect(bill.status, JSON.stringify(bill.body)).toBe(201);
      bills.push(bill.body.stt_rec);
      billTotals.push(bill.body.t_tt);
    }
  }, 240_000);
  afterAll(async () => {
    await provider?.close();
    await t.close();
  });

  it('collects bills into an order with the buyer’s tax details and the bills’ amounts', async () => {
    const created = await admin.post('/api/sales/invoice-orders', order([bills[0] ?? '', bills[1] ?? '']));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      so_ct: 'XHD2026/000001',
      status: '2',
      t_tt: '1225000',
      t_tien_thue: '105000',
    });
    expect(billTotals.slice(0, 2)).toEqual(['847000', '378000']);
    expect(created.body.details.map((d: { so_ct_hd: string }) => d.so_ct_hd)).toEqual([
      'HD2026/000001',
      'HD2026/000002',
    ]);
  });

  it('refuses a bill already on a live order, another customer’s, an unknown one and a bad tax code, writing nothing', async () => {
    const before = await writtenRows(t, 'sales_invoice_orders');
    const taken = await admin.post('/api/sales/invoice-orders', order([bills[2] ?? '', bills[0] ?? '']));
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual([
      {
        field: 'details[1].stt_rec_hd',
        message: 'Phiếu HD2026/000001 đã nằm trong đơn xuất hóa đơn XHD2026/000001',
      },
    ]);
    const other = await admin.post('/api/sales/invoice-orders', order([bills[3] ?? '']));
    expect(failedFields(other)).toEqual(['details[0].stt_rec_hd']);
    expect(other.body.fields[0].message).toContain('KHINV2');
    const unknown = await admin.post(
      '/api/sales/invoice-orders',
      order(['0193aaaa-0000-7000-8000-000000000000']),
    );
    expect(failedFields(unknown)).toEqual(['details[0].stt_rec_hd']);
    const badTax = await admin.post(
      '/api/sales/invoice-orders',
      order([bills[2] ?? ''], { ma_so_thue: '01098' }),
    );
    expect(failedFields(badTax)).toEqual(['ma_so_thue']);
    expect(await writtenRows(t, 'sales_invoice_orders')).toEqual(before);
  });

  it('lets exactly one of eight concurrent orders take the same bill', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => admin.post('/api/sales/invoice-orders', order([bills[2] ?? '']))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    const list = await admin.get('/api/sales/invoice-orders?pageSize=50');
    const holding = list.body.items.filter((o: { t_tt: string }) => o.t_tt === billTotals[2]);
    expect(holding).toHaveLength(1);
  });

  it('refuses to publish before the template, series and provider are set, naming the setting', async () => {
    const [first] = (await admin.get('/api/sales/invoice-orders?searchKey=XHD2026/000001')).body.items;
    const answer = await publish(first.stt_rec);
    expect(answer.status).toBe(400);
    expect(failedFields(answer)).toEqual(['sale_invoice_template_code']);
    const settings: [string, string][] = [
      ['sale_invoice_type', '1'],
      ['sale_invoice_template_code', '1'],
      ['sale_invoice_series', 'C26TAA'],
      ['sale_invoice_provider_url', provider.url],
      ['sale_invoice_provider_username', 'sen-api'],
      ['sale_invoice_provider_password', 'mật-khẩu'],
      ['company_name', 'Công ty TNHH Sen Spa'],
      ['company_tax_code', '0312345678'],
      ['company_address', '12 Lê Lợi, Quận 1, TP.HCM'],
    ];
    for (const [name, value] of settings) expect((await setSetting(admin, name, value)).status).toBe(200);
  });

  it('keeps an order unpublished with the provider’s reason in Vietnamese when the provider refuses', async () => {
    const [first] = (await admin.get('/api/sales/invoice-orders?searchKey=XHD2026/000001')).body.items;
    provider.next = { reject: 'Mã số thuế người mua không tồn tại' };
    const refused = await publish(first.stt_rec);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'EINVOICE_REJECTED',
      message: 'Nhà cung cấp hóa đơn từ chối: Mã số thuế người mua không tồn tại',
    });
    const after = (await admin.get(`/api/sales/invoice-orders/${first.stt_rec}`)).body;
    expect(after).toMatchObject({
      hd_trang_thai: null,
      hd_so: null,
      hd_khoa: null,
      hd_xml: null,
      hd_ma_tra_cuu: null,
    });
    expect(after.hd_loi).toContain('Mã số thuế người mua không tồn tại');
    expect(provider.invoices.size).toBe(0);
    // The order still holds its bills.
    expect((await admin.post('/api/sales/invoice-orders', order([bills[0] ?? '']))).status).toBe(400);
  });

  it('publishes through the provider: number and lookup code stored, the XML as the format wants it', async () => {
    const [first] = (await admin.get('/api/sales/invoice-orders?searchKey=XHD2026/000001')).body.items;
    const published = await publish(first.stt_rec);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({
      hd_trang_thai: 'da_phat_hanh',
      hd_so: '0000001',
      hd_mau_so: '1',
      hd_ky_hieu: 'C26TAA',
    });
    const sent = provider.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/api/invoices' });
    expect(sent?.headers['idempotency-key']).toBe(published.body.hd_khoa);
    expect(published.body.hd_ma_tra_cuu).toBe(provider.invoices.get(published.body.hd_khoa)?.lookupCode);
    const xml = parseXml(sent?.body ?? '');
    expect(structureProblems(xml)).toEqual([]);
    expect(textAt(xml, 'DLHDon/NDHDon/NMua/MST')).toBe('0109876543');
    expect(textAt(xml, 'DLHDon/NDHDon/NMua/Ten')).toBe('Công ty CP Hoa Mai & Cộng sự');
    expect(textAt(xml, 'DLHDon/NDHDon/TToan/TgTTTBSo')).toBe('1225000');
    expect(textAt(xml, 'DLHDon/NDHDon/TToan/TgTThue')).toBe('105000');
    expect(textAt(xml, 'DLHDon/NDHDon/TToan/TgTTTBChu')).toBe('Một triệu hai trăm hai mươi lăm nghìn đồng');
    expect([...xml.getElementsByTagName('TSuat')].map((e) => e.textContent)).toEqual([
      '10%',
      '8%',
      '10%',
      '8%',
    ]);
    const view = await t.request(`/api/sales/invoice-publish/${first.stt_rec}/xml`, {
      headers: { Authorization: `Bearer ${(await signIn(t, 'admin')).session.access_token}`, Tenant: 'demo' },
    });
    expect(view.headers.get('content-type')).toContain('application/xml');
    expect(await view.text()).toBe(sent?.body);
    // Published again: the same invoice, nothing sent.
    const count = provider.requests.length;
    expect((await publish(first.stt_rec)).body.hd_so).toBe('0000001');
    expect(provider.requests.length).toBe(count);
  });

  it('sends the same key again after a lost answer and stores the one invoice the provider issued', async () => {
    const created = await admin.post(
      '/api/sales/invoice-orders',
      order([bills[4] ?? ''], { ma_so_thue: '' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    provider.next = { lose: true };
    const lost = await publish(created.body.stt_rec);
    expect(lost.status).toBe(502);
    expect(lost.body.code).toBe('EINVOICE_UNREACHABLE');
    const waiting = (await admin.get(`/api/sales/invoice-orders/${created.body.stt_rec}`)).body;
    expect(waiting).toMatchObject({ hd_trang_thai: 'dang_gui', hd_so: null });
    expect(
      (
        await admin.put(`/api/sales/invoice-orders/${created.body.stt_rec}`, {
          ...order([bills[4] ?? '']),
          version: waiting.version,
        })
      ).status,
    ).toBe(400);
    const retried = await Promise.all([publish(created.body.stt_rec), publish(created.body.stt_rec)]);
    expect(retried.map((r) => r.body.hd_so)).toEqual(['0000002', '0000002']);
    const keys = provider.requests
      .filter((r) => r.path === '/api/invoices')
      .map((r) => r.headers['idempotency-key']);
    expect(keys.filter((k) => k === waiting.hd_khoa).length).toBeGreaterThanOrEqual(2);
    expect(provider.invoices.size).toBe(2);
  });

  it('freezes a published order and replaces its invoice with one that names it', async () => {
    const [first] = (await admin.get('/api/sales/invoice-orders?searchKey=XHD2026/000001')).body.items;
    const cancelOrder = await admin.post(`/api/sales/invoice-orders/${first.stt_rec}/status`, {
      status: '9',
    });
    expect(cancelOrder.status).toBe(400);
    expect(cancelOrder.body.fields[0].message).toContain('phát hành hóa đơn điện tử');
    const body = order([bills[0] ?? '', bills[1] ?? ''], {
      ten_dv: 'Công ty CP Hoa Mai',
      stt_rec_goc: first.stt_rec,
    });
    expect(failedFields(await admin.post('/api/sales/invoice-orders', body))).toEqual(['ly_do']);
    const replacement = await admin.post('/api/sales/invoice-orders', {
      ...body,
      ly_do: 'Sai tên đơn vị mua',
    });
    expect(replacement.status, JSON.stringify(replacement.body)).toBe(201);
    replacementId = replacement.body.stt_rec;
    const second = await admin.post('/api/sales/invoice-orders', { ...body, ly_do: 'Lần hai' });
    // Refused twice over: the original already has a replacement, which holds the bills.
    expect(failedFields(second)).toEqual(['stt_rec_goc', 'details[0].stt_rec_hd', 'details[1].stt_rec_hd']);
    const published = await publish(replacement.body.stt_rec);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const xml = parseXml(provider.requests.at(-1)?.body ?? '');
    expect(textAt(xml, 'DLHDon/TTChung/TTHDLQuan/SHDCLQuan')).toBe('0000001');
    expect(textAt(xml, 'DLHDon/TTChung/TTHDLQuan/KHHDCLQuan')).toBe('C26TAA');
    expect((await admin.get(`/api/sales/invoice-orders/${first.stt_rec}`)).body.hd_trang_thai).toBe(
      'bi_thay_the',
    );
    const cancelReplaced = await admin.post(`/api/sales/invoice-publish/${first.stt_rec}/cancel`, {
      ly_do: 'x',
    });
    expect(failedFields(cancelReplaced)).toEqual(['hd_trang_thai']);
  });

  it('cancels a published invoice with a reason through the provider, which frees its bills', async () => {
    const id = replacementId;
    expect(failedFields(await admin.post(`/api/sales/invoice-publish/${id}/cancel`, { ly_do: ' ' }))).toEqual(
      ['ly_do'],
    );
    const cancelled = await admin.post(`/api/sales/invoice-publish/${id}/cancel`, {
      ly_do: 'Khách hủy giao dịch',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ hd_trang_thai: 'da_huy', hd_ly_do_huy: 'Khách hủy giao dịch' });
    const atProvider = provider.invoices.get(cancelled.body.hd_khoa);
    expect(atProvider?.cancelled).toBe('Khách hủy giao dịch');
    expect((await admin.post('/api/sales/invoice-orders', order([bills[0] ?? '']))).status).toBe(201);
  });

  it('refuses the receptionist, and every request the provider received passed its checks', async () => {
    const [any] = (await admin.get('/api/sales/invoice-orders')).body.items;
    expect((await letan.post(`/api/sales/invoice-publish/${any.stt_rec}/publish`, {})).status).toBe(403);
    expect((await letan.get('/api/sales/invoice-orders')).status).toBe(403);
    expect(provider.problems).toEqual([]);
  });
});
