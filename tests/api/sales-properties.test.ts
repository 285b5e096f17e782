import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, neg, sub, sum } from '../../src/contract/domain/decimal.ts';
import { signIn } from './auth-helpers.ts';
import { goods, ledgerState, receipt } from './documents-helpers.ts';
import { type Answer, type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';
import { accountBalance, item, onHand, sale } from './sales-helpers.ts';

/**
 * Random sequences of bills, service slips consuming a material, returns, deposits and cancels
 * keep the ledgers of documents.md consistent (issue 29): the customer's 131 = Σ what the posted
 * documents leave unpaid, Σ debit = Σ credit per document, stock balances = Σ stock ledger, on hand
 * = what the posted documents moved, and a refused write changes nothing.
 */

const STOCK = 12;
const quantity = fc.integer({ min: 1, max: 6 }).map(String);
const price = fc.integer({ min: 1, max: 50 }).map((n) => String(n * 10_000));
const share = fc.integer({ min: 0, max: 100 });

type Op =
  | { kind: 'bill'; qty: string; price: string; paid: number }
  | { kind: 'slip'; qty: string; paid: number }
  | { kind: 'return'; pick: number; qty: string; refund: number }
  | { kind: 'deposit'; paid: number }
  | { kind: 'cancel'; pick: number };

const anyOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('bill' as const), qty: quantity, price, paid: share }),
  fc.record({ kind: fc.constant('slip' as const), qty: quantity, paid: share }),
  fc.record({ kind: fc.constant('return' as const), pick: fc.nat(), qty: quantity, refund: share }),
  fc.record({ kind: fc.constant('deposit' as const), paid: share }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

/** A posted document as the model sees it: what it leaves on 131 and what it moved in stock. */
interface Posted {
  path: string;
  stt_rec: string;
  receivable: string;
  stock: string;
  isBill: boolean;
}

const part = (amount: string, percent: number) => String(Math.floor((Number(amount) * percent) / 100));

describe(`sales ledger properties (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let run = 0;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01' });
  }, 180_000);
  afterAll(() => t.close());

  /** A customer, a stocked product and a service consuming one of it per treatment. */
  async function fixture() {
    run += 1;
    const ids = { ma_kh: `KHPS${run}`, ma_vt: `PSP${run}`, service: `DVP${run}` };
    const made = [
      await admin.post('/api/crm/partners', {
        ma_kh: ids.ma_kh,
        ten_kh: `Khách thử ${run}`,
        dien_thoai: `09770${String(run).padStart(5, '0')}`,
        ma_dvcs: 'CN01',
      }),
      await admin.post('/api/stock/products', {
        ma_vt: ids.ma_vt,
        ten_vt: `Hàng thử ${run}`,
        dvt: 'CAI',
        loai: 1,
      }),
      await admin.post('/api/stock/services', {
        ma_vt: ids.service,
        ten_vt: `Dịch vụ thử ${run}`,
        dvt: 'LAN',
      }),
      await admin.post('/api/stock/product-consumes', {
        ma_dm: `DMP${run}`,
        ma_vt: ids.service,
        ma_vt_nl: ids.ma_vt,
        so_luong: '1',
        dvt: 'CAI',
      }),
      await admin.post(
        '/api/stock/receipt-orders',
        receipt([goods(ids.ma_vt, String(STOCK), '50000')], { ngay_ct: '2026-11-01' }),
      ),
    ];
    for (const answer of made) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return ids;
  }

  type Ids = Awaited<ReturnType<typeof fixture>>;

  /** The request of a create, with the model's view of it once posted. */
  function request(op: Op, ids: Ids, posted: Posted[]) {
    const customer = { ma_kh: ids.ma_kh, ma_the: 'TPROP' };
    const pay = (amount: string, percent: number) => [{ ma_httt: 'TM', tien: part(amount, percent) }];
    if (op.kind === 'bill' || op.kind === 'slip') {
      const line =
        op.kind === 'bill'
          ? item(ids.ma_vt, op.qty, op.price, { ma_kho: 'KCN01' })
          : item(ids.service, op.qty, '300000', { ma_kho: 'KCN01', ma_nv: 'NV001' });
      const body = sale({ lines: [line], extra: customer });
      const paid = part(body.t_tt, op.paid);
      return {
        path: op.kind === 'bill' ? 'sales/bills' : 'sales/services',
        body: { ...body, payments: pay(body.t_tt, op.paid) },
        receivable: sub(body.t_tt, paid),
        stock: neg(op.qty),
        isBill: op.kind === 'bill',
      };
    }
    if (op.kind === 'deposit') {
      // An order of a treatment: it moves no stock, only the deposit taken.
      const body = sale({ lines: [item(ids.service, '1', '1000000')], extra: customer });
      const paid = part(body.t_tt, op.paid);
      return {
        path: 'sales/sale-orders',
        body: { ...body, payments: pay(body.t_tt, op.paid) },
        receivable: neg(paid),
        stock: '0',
        isBill: false,
      };
    }
    if (op.kind !== 'return') return null;
    const bills = posted.filter((p) => p.isBill);
    const bill = bills[op.pick % Math.max(bills.length, 1)];
    const body = sale({
      lines: [item(ids.ma_vt, op.qty, '100000', { ma_kho: 'KCN01' })],
      extra: { ...customer, stt_rec_hd: bill?.stt_rec ?? '00000000-0000-7000-8000-000000000000' },
    });
    const refund = part(body.t_tt, op.refund);
    return {
      path: 'sales/returns',
      body: { ...body, payments: pay(body.t_tt, op.refund) },
      receivable: neg(sub(body.t_tt, refund)),
      stock: op.qty,
      isBill: false,
    };
  }

  async function apply(op: Op, ids: Ids, posted: Posted[]): Promise<Answer> {
    if (op.kind === 'cancel') {
      const target = posted[op.pick % Math.max(posted.length, 1)];
      if (!target) return { status: 204, body: null };
      const answer = await admin.post(`/api/${target.path}/${target.stt_rec}/status`, { status: '9' });
      if (answer.status === 200) posted.splice(posted.indexOf(target), 1);
      return answer;
    }
    const create = request(op, ids, posted);
    if (!create) return { status: 204, body: null };
    const answer = await admin.post(`/api/${create.path}`, create.body);
    if (answer.status === 201) {
      // The server's own amounts: a slip's stock move is its treatments × 1 material each.
      const { path, receivable, stock, isBill } = create;
      posted.push({ path, stt_rec: answer.body.stt_rec, receivable, stock, isBill });
    }
    return answer;
  }

  it('keeps 131 = Σ unpaid, debit = credit and stock balances = Σ ledger = what was moved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyOp, { minLength: 4, maxLength: 12 }), async (ops) => {
        const ids = await fixture();
        const posted: Posted[] = [];
        for (const op of ops) {
          const before = await ledgerState(t);
          const answer = await apply(op, ids, posted);
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          const after = await ledgerState(t);
          if (answer.status >= 400) expect(after).toEqual(before);
          expect(after.unbalanced).toEqual([]);
          expect(after.balances).toEqual(after.ledger);
          expect(await accountBalance(t, '131', { ma_kh: ids.ma_kh })).toBe(
            sum(posted.map((p) => p.receivable)),
          );
          expect(await onHand(admin, ids.ma_vt)).toBe(add(String(STOCK), sum(posted.map((p) => p.stock))));
        }
      }),
      { numRuns: 12 },
    );
  }, 600_000);
});
