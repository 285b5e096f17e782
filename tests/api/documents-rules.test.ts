import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import { signIn } from './auth-helpers.ts';
import { goods, receipt, writtenRows } from './documents-helpers.ts';
import { type Caller, caller, failedFields } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

const PATH = '/api/stock/receipt-orders';

/** Numbering, locks, idempotency, rights and scopes, and bad input of documents.md §4 and §7. */
describe(`document rules (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    // The production default (1 MB) so that 10,000 lines reach the document's own line limit.
    t = await openTestApp({ bodyLimitBytes: 1024 * 1024 });
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01,CN02' });
  }, 180_000);
  afterAll(() => t.close());

  it('numbers 20 concurrent receipts without a gap or a duplicate', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.post(PATH, receipt([goods('TON01', String(i + 1), '1000')], { ngay_ct: '2025-03-01' })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.body.so_ct as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `PN2025/${String(i + 1).padStart(6, '0')}`));
    // The number is taken last (documents/number-last.ts): the ledger rows carry it too.
    const ids = answers.map((a) => String(a.body.stt_rec));
    const ledgers = await withTenant(t.database.db, 'demo', (tx) =>
      tx.execute(sql`SELECT DISTINCT l.stt_rec, l.so_ct FROM (
          SELECT stt_rec, so_ct FROM stock_ledger UNION ALL SELECT stt_rec, so_ct FROM gl_ledger) l
        WHERE l.stt_rec IN ${ids}`),
    );
    const byDocument = Object.fromEntries(answers.map((a) => [a.body.stt_rec, a.body.so_ct]));
    const rows = rowsOf<{ stt_rec: string; so_ct: string }>(ledgers);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row.so_ct).toBe(byDocument[row.stt_rec]);
    // A typed number must be unique in its branch and voucher type.
    const typed = await admin.post(PATH, receipt([goods('TON01', '1', '1')], { so_ct: numbers[0] }));
    expect(failedFields(typed)).toEqual(['so_ct']);
    const next = await admin.post(PATH, receipt([goods('TON01', '1', '1')], { ngay_ct: '2025-04-01' }));
    expect(next.body.so_ct).toBe('PN2025/000021');
  });

  it('returns the same document for a retried create, by Idempotency-Key or by client stt_rec', async () => {
    const body = receipt([goods('TON02', '3', '1000')]);
    const key = { 'Idempotency-Key': 'receipt-retry-1' };
    const first = await admin.post(PATH, body, key);
    const second = await admin.post(PATH, body, key);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const sttRec = '019ac000-0000-7000-8000-000000000001';
    const made = await admin.post(PATH, { ...body, stt_rec: sttRec });
    const again = await admin.post(PATH, { ...body, stt_rec: sttRec });
    expect([made.status, again.status]).toEqual([201, 200]);
    expect(again.body.so_ct).toBe(made.body.so_ct);
    const list = await admin.get(`${PATH}?searchKey=${made.body.so_ct}`);
    expect(list.body.total).toBe(1);
  });

  it('refuses create, edit, delete and status change on or before the lock date', async () => {
    const open = (await admin.post(PATH, receipt([goods('TON03', '2', '1000')], { ngay_ct: '2026-06-30' })))
      .body;
    const lock = { ma_dvcs: 'CN01', ma_ct: 'PN1', ngay_ks: '2026-06-30' };
    expect((await admin.post('/api/system/voucher-locks', lock)).status).toBe(200);
    const created = await admin.post(PATH, receipt([goods('TON03', '1', '1')], { ngay_ct: '2026-06-15' }));
    expect(created.status).toBe(403);
    expect(created.body.message).toBe('Chứng từ ngày 15/06/2026 thuộc kỳ đã khóa sổ (ngày khóa 30/06/2026)');
    const put = await admin.put(`${PATH}/${open.stt_rec}`, {
      ...receipt([goods('TON03', '1', '1')]),
      version: open.version,
    });
    expect(put.body.code).toBe('VOUCHER_LOCKED');
    expect((await admin.post(`${PATH}/${open.stt_rec}/status`, { status: '9' })).status).toBe(403);
    expect((await admin.delete(`${PATH}/${open.stt_rec}`)).status).toBe(403);
    // Another branch is not locked.
    expect(
      (
        await admin.post(
          PATH,
          receipt([goods('TON03', '1', '1', { ma_kho: 'KCN02' })], {
            ma_dvcs: 'CN02',
            ngay_ct: '2026-06-15',
          }),
        )
      ).status,
    ).toBe(201);
  });

  it('answers 400 naming the field to bad input, and writes nothing', async () => {
    const before = await writtenRows(t, 'stock_receipts');
    const cases: [unknown, string[]][] = [
      [receipt([goods('TON04', 'abc', '1000')]), ['details[0].so_luong']],
      [receipt([goods('TON04', '-1', '1000')]), ['details[0].so_luong']],
      [receipt([goods('TON04', '1000000000000', '1000')]), ['details[0].so_luong']],
      [receipt([goods('KHONGCO', '1', '1000')]), ['details[0].ma_vt']],
      [receipt([goods('TON04', '1', '1000', { ma_kho: 'KHONGCO' })]), ['details[0].ma_kho']],
      [receipt([goods('TON04', '1', '1000', { ma_kho: 'KCN02' })]), ['details[0].ma_kho']],
      [receipt([goods('TON04', '2', '1000')], { t_tt: '1999' }), ['t_tt']],
      [receipt([goods('TON04', '2', '1000', { tien_hang: '2001' })]), ['details[0].tien_hang']],
      [receipt([goods('TON04', '1', '1000')], { ngay_ct: '31/12/2026' }), ['ngay_ct']],
      [receipt([]), ['details']],
      [receipt('nope' as never), ['details']],
      [
        receipt(Array.from({ length: 10_000 }, () => ({ ma_vt: 'TON04', so_luong: '1', ma_kho: 'KCN01' }))),
        ['details'],
      ],
      [receipt([goods('TON04', '1', '1')], { ma_ct: 'PX1' }), ['ma_ct']],
      [receipt([goods('TON04', '1', '1')], { status: 'ZZ' }), ['status']],
    ];
    for (const [body, fields] of cases) {
      const answer = await admin.post(PATH, body);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
      expect(failedFields(answer)).toEqual(fields);
    }
    expect(await writtenRows(t, 'stock_receipts')).toEqual(before);
  });

  it('keeps users without stock rights out, and users with them within their branches', async () => {
    const letan = caller(t, (await signIn(t, 'letan')).session.access_token);
    expect((await letan.get(PATH)).status).toBe(403);
    expect((await letan.post(PATH, receipt([goods('TON05', '1', '1')]))).status).toBe(403);
    expect((await letan.get('/api/stock/product-balances')).status).toBe(403);
    const menus = ['stock.receipt-orders', 'stock.product-balances'];
    await withTenant(t.database.db, 'demo', (tx) =>
      tx
        .update(users)
        .set({ r_access: menus, r_read: menus, r_add: menus, r_edit: menus })
        .where(eq(users.user_name, 'letan')),
    );
    const storekeeper = caller(t, (await signIn(t, 'letan')).session.access_token);
    const other = await storekeeper.post(
      PATH,
      receipt([goods('TON05', '1', '1', { ma_kho: 'KCN02' })], { ma_dvcs: 'CN02' }),
    );
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('BRANCH_DENIED');
    expect((await storekeeper.post(PATH, receipt([goods('TON05', '1', '1')]))).status).toBe(201);
    const listed = (await storekeeper.get(`${PATH}?pageSize=1000`)).body.items as { ma_dvcs: string }[];
    expect(new Set(listed.map((row) => row.ma_dvcs))).toEqual(new Set(['CN01']));
    const balances = (await storekeeper.get('/api/stock/product-balances?pageSize=1000')).body.items as {
      ma_kho: string;
    }[];
    expect(balances.every((row) => row.ma_kho.endsWith('CN01'))).toBe(true);
  });
});
