import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { goods, ledgerState, receipt, writtenRows } from './documents-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const ORDERS = '/api/purchases/domestic-orders';

/** A purchase order approved, received in two receipts, and the supplier's payable on 331. */
/** SER02 tracks batches (stock_product_batch is on in the demo): its receipts name one. */
const BATCH = { ma_lo: 'LO2611', ngay_hhsd: '2028-01-31' };

describe(`purchase orders (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  /** The order of the first test: SER01 10 (6 received), SER02 5 (a draft receipt holds 5). */
  let orderId = '';
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
  }, 180_000);
  afterAll(() => t.close());

  it('approves an order, tracks what is still to receive and posts the payable on receipt', async () => {
    const before = await ledgerState(t);
    const order = await admin.post(ORDERS, {
      ngay_ct: '2026-11-10',
      ma_ncc: 'NCC001',
      details: [
        { ma_vt: 'SER01', so_luong: '10', gia: '200000', ma_thue: '10' },
        { ma_vt: 'SER02', so_luong: '5', gia: '600000' },
      ],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject({ so_ct: 'DH2026/000001', status: '0', t_tt: '5200000' });
    orderId = order.body.stt_rec;
    const sent = await admin.post(`${ORDERS}/${order.body.stt_rec}/status`, { status: '1' });
    const approved = await admin.post(`${ORDERS}/${order.body.stt_rec}/status`, {
      status: '2',
      version: sent.body.version,
    });
    expect(approved.body.status).toBe('2');
    // An order commits nothing to the ledgers.
    expect(await ledgerState(t)).toEqual(before);

    const received = await admin.post(
      '/api/stock/receipt-orders',
      receipt(
        [goods('SER01', '6', '200000', { ma_thue: '10', stt_rec_dh: order.body.stt_rec, line_dh: 0 })],
        {
          ma_ncc: 'NCC001',
        },
      ),
    );
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const draft = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SER02', '5', '600000', { stt_rec_dh: order.body.stt_rec, line_dh: 1, ...BATCH })], {
        ma_ncc: 'NCC001',
        status: '0',
      }),
    );
    expect(draft.status).toBe(201);
    const remaining = await admin.get(`${ORDERS}/${order.body.stt_rec}/remaining`);
    expect(remaining.body.items).toEqual([
      { line: 0, ma_vt: 'SER01', so_luong: '10', da_nhan: '6', con_lai: '4' },
      { line: 1, ma_vt: 'SER02', so_luong: '5', da_nhan: '0', con_lai: '5' },
    ]);
    const owed = await admin.get('/api/purchases/supplier-balances?ma_ncc=NCC001');
    expect(owed.body.items).toEqual([
      { ma_ncc: 'NCC001', ten_ncc: 'Công ty TNHH Mỹ phẩm Hoa Sen', du_no: '1320000' },
    ]);
  });

  it('refuses a receipt beyond what an order line still awaits, naming the line, and writes nothing', async () => {
    const written = await writtenRows(t, 'stock_receipts');
    const onLine = (ma_vt: string, so_luong: string, line: number) =>
      goods(ma_vt, so_luong, '200000', {
        stt_rec_dh: orderId,
        line_dh: line,
        ...(ma_vt === 'SER02' ? BATCH : {}),
      });
    // SER01: 10 ordered, 6 received → 4 left; two lines of one receipt count together.
    const over = await admin.post(
      '/api/stock/receipt-orders',
      receipt([onLine('SER01', '3', 0), onLine('SER01', '2', 0)], { ma_ncc: 'NCC001' }),
    );
    expect(over.status).toBe(400);
    expect(failedFields(over)).toEqual(['details[1].so_luong']);
    expect(over.body.fields[0].message).toContain('chỉ còn 1 chưa nhận');
    // SER02: the draft receipt already holds all 5.
    const held = await admin.post(
      '/api/stock/receipt-orders',
      receipt([onLine('SER02', '1', 1)], { ma_ncc: 'NCC001' }),
    );
    expect(failedFields(held)).toEqual(['details[0].so_luong']);
    const noLine = await admin.post(
      '/api/stock/receipt-orders',
      receipt([onLine('SER01', '1', 7)], { ma_ncc: 'NCC001' }),
    );
    expect(failedFields(noLine)).toEqual(['details[0].line_dh']);
    const noOrder = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SER01', '1', '1', { stt_rec_dh: 'khong-co', line_dh: 0 })]),
    );
    expect(failedFields(noOrder)).toEqual(['details[0].stt_rec_dh']);
    expect(await writtenRows(t, 'stock_receipts')).toEqual(written);

    // Exactly what is left is taken; editing that receipt may keep its own quantity.
    const rest = await admin.post(
      '/api/stock/receipt-orders',
      receipt([onLine('SER01', '4', 0)], { ma_ncc: 'NCC001' }),
    );
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    const { stt_rec, version, ...kept } = rest.body;
    const edited = await admin.put(`/api/stock/receipt-orders/${stt_rec}`, { ...kept, version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const remaining = await admin.get(`${ORDERS}/${orderId}/remaining`);
    expect(remaining.body.items[0]).toMatchObject({ da_nhan: '10', con_lai: '0' });
  });

  it('lets only one of two concurrent receipts take the same remainder', async () => {
    const order = await admin.post(ORDERS, {
      ngay_ct: '2026-11-11',
      ma_ncc: 'NCC001',
      details: [{ ma_vt: 'SER01', so_luong: '5', gia: '200000' }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const take = () =>
      admin.post(
        '/api/stock/receipt-orders',
        receipt([goods('SER01', '3', '200000', { stt_rec_dh: order.body.stt_rec, line_dh: 0 })], {
          ma_ncc: 'NCC001',
        }),
      );
    const answers = await Promise.all([take(), take()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const remaining = await admin.get(`${ORDERS}/${order.body.stt_rec}/remaining`);
    expect(remaining.body.items[0]).toMatchObject({ da_nhan: '3', con_lai: '2' });
  });

  it('reads what a supplier is owed from the GL balance, equal to Σ its 331 rows, and its ledger', async () => {
    const sumOf331 = async (maNcc: string) =>
      withTenant(
        t.database.db,
        'demo',
        async (tx) =>
          rowsOf<{ du_no: string }>(
            await tx.execute(
              sql`SELECT trim_scale(coalesce(sum(ps_co) - sum(ps_no), 0))::text AS du_no FROM gl_ledger
                WHERE tk LIKE '331%' AND ma_ncc = ${maNcc}`,
            ),
          )[0]?.du_no,
      );
    const second = await admin.post(
      '/api/stock/receipt-orders',
      receipt([goods('SER03', '2', '150000')], { ma_ncc: 'NCC002', ngay_ct: '2026-11-12' }),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const owed = await admin.get('/api/purchases/supplier-balances');
    const byCode = new Map(
      owed.body.items.map((r: { ma_ncc: string; du_no: string }) => [r.ma_ncc, r.du_no]),
    );
    expect(byCode.get('NCC001')).toBe(await sumOf331('NCC001'));
    expect(byCode.get('NCC002')).toBe('300000');
    expect(owed.body.items.find((r: { ma_ncc: string }) => r.ma_ncc === 'NCC002').ten_ncc).toBeTruthy();

    // Cancelling a receipt takes its payable out of the balance table too.
    const cancelled = await admin.post(`/api/stock/receipt-orders/${second.body.stt_rec}/status`, {
      status: '9',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await admin.get('/api/purchases/supplier-balances?ma_ncc=NCC002');
    expect(after.body.items).toEqual([]);
    const state = await ledgerState(t);
    expect(state.glMismatch).toEqual([]);
    expect(state.monthlyMismatch).toEqual([]);

    const ledger = await admin.get('/api/purchases/supplier-ledger?ma_ncc=NCC001&fromDate=2026-11-01');
    expect(ledger.status, JSON.stringify(ledger.body)).toBe(200);
    expect(ledger.body.dau_ky).toBe('0');
    expect(ledger.body.cuoi_ky).toBe(byCode.get('NCC001'));
    expect(ledger.body.items.at(-1).du_no).toBe(ledger.body.cuoi_ky);
    const later = await admin.get('/api/purchases/supplier-ledger?ma_ncc=NCC001&fromDate=2026-12-01');
    expect(later.body).toMatchObject({
      dau_ky: ledger.body.cuoi_ky,
      items: [],
      cuoi_ky: ledger.body.cuoi_ky,
    });
    expect((await admin.get('/api/purchases/supplier-ledger?ma_ncc=NCC001&fromDate=x')).status).toBe(400);
  });

  it('describes the document routes in /api/openapi.json from the declarations', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/stock/receipt-orders',
        '/stock/receipt-orders/{id}',
        '/stock/receipt-orders/{id}/status',
        '/purchases/domestic-orders/{id}/print',
        '/sales/bills/{id}/status',
        '/stock/cost-calculation',
        '/purchases/supplier-ledger',
        '/sales/invoice-publish/{id}/publish',
      ]),
    );
    expect(doc.paths['/sales/invoice-publish/{id}/cancel'].post['x-right']).toBe('del');
    expect(Object.keys(doc.paths['/sales/invoice-publish/{id}/xml'].get.responses[200].content)).toEqual([
      'application/xml',
    ]);
    const ids = Object.values(doc.paths).flatMap((path) =>
      Object.values(path as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(ids.length - new Set(ids).size, 'operationIds are unique').toBe(0);
    expect(doc.paths['/sales/bills/{id}/status'].post['x-right']).toBe('edit | sales.bills-approve');
    const create = doc.components.schemas.StockReceiptOrdersCreate.allOf[1];
    expect(create.required).toEqual(['details']);
    expect(Object.keys(create.properties.details.items.properties)).toEqual(
      expect.arrayContaining(['ma_vt', 'so_luong', 'gia', 'ma_kho', 'stt_rec_dh', 'line_dh']),
    );
  });
});
