import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, cmp, div, mul, sub } from '../../src/contract/domain/decimal.ts';
import { signIn } from './auth-helpers.ts';
import { type LedgerState, ledgerState } from './documents-helpers.ts';
import { type Answer, type Caller, caller } from './entity-helpers.ts';
import { backend, openTestApp, type TestApp } from './harness.ts';

/**
 * Random sequences of create, edit, post, cancel and delete on the stock documents keep the
 * ledger invariants of documents.md §5: on hand = Σ stock ledger = balance table, never below
 * zero where the product does not allow it, Σ debit = Σ credit per document, a refused write
 * changes nothing, and the value follows the moving weighted average.
 */

const WAREHOUSE_BRANCH = { KCN01: 'CN01', KCN02: 'CN02' } as const;
type Warehouse = keyof typeof WAREHOUSE_BRANCH;
const warehouse = fc.constantFrom<Warehouse>('KCN01', 'KCN02');
const quantity = fc.integer({ min: 1, max: 20 }).map(String);
const price = fc.integer({ min: 0, max: 300_000 }).map(String);

type Op =
  | { kind: 'receipt'; kho: Warehouse; qty: string; price: string; draft: boolean }
  | { kind: 'delivery'; kho: Warehouse; qty: string }
  | { kind: 'transfer'; from: Warehouse; qty: string; transit: boolean }
  | { kind: 'edit'; pick: number; qty: string }
  | { kind: 'status'; pick: number; status: '0' | '2' | '3' | '9' }
  | { kind: 'delete'; pick: number };

const creates: fc.Arbitrary<Op>[] = [
  fc.record({
    kind: fc.constant('receipt' as const),
    kho: warehouse,
    qty: quantity,
    price,
    draft: fc.constant(false),
  }),
  fc.record({ kind: fc.constant('delivery' as const), kho: warehouse, qty: quantity }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: warehouse,
    qty: quantity,
    transit: fc.constant(false),
  }),
];
const anyOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('receipt' as const),
    kho: warehouse,
    qty: quantity,
    price,
    draft: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('delivery' as const), kho: warehouse, qty: quantity }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: warehouse,
    qty: quantity,
    transit: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), qty: quantity }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: fc.nat(),
    status: fc.constantFrom('0', '2', '3', '9'),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

interface Made {
  path: string;
  stt_rec: string;
  version: number;
  body: Record<string, unknown> & { details: Record<string, unknown>[] };
}

const other = (kho: Warehouse): Warehouse => (kho === 'KCN01' ? 'KCN02' : 'KCN01');

function createRequest(op: Op, item: string): { path: string; body: Made['body'] } | null {
  if (op.kind === 'receipt') {
    const line = { ma_vt: item, so_luong: op.qty, gia: op.price, ma_kho: op.kho };
    const body = { ma_dvcs: WAREHOUSE_BRANCH[op.kho], ma_ct: 'PN1', ngay_ct: '2026-05-10', details: [line] };
    return { path: 'stock/receipt-orders', body: op.draft ? { ...body, status: '0' } : body };
  }
  if (op.kind === 'delivery') {
    const line = { ma_vt: item, so_luong: op.qty, ma_kho: op.kho };
    return {
      path: 'stock/delivery-orders',
      body: { ma_dvcs: WAREHOUSE_BRANCH[op.kho], ngay_ct: '2026-05-11', details: [line] },
    };
  }
  if (op.kind === 'transfer') {
    const line = { ma_vt: item, so_luong: op.qty, ma_kho: op.from, ma_kho_nhap: other(op.from) };
    const body = { ma_dvcs: WAREHOUSE_BRANCH[op.from], ngay_ct: '2026-05-12', details: [line] };
    return { path: 'stock/transfer-orders', body: op.transit ? { ...body, status: '3' } : body };
  }
  return null;
}

describe(`document ledger properties (${backend})`, () => {
  let t: TestApp;
  let admin: Caller;
  let run = 0;
  beforeAll(async () => {
    t = await openTestApp();
    admin = caller(t, (await signIn(t, 'admin')).session.access_token, { Branchs: 'CN01,CN02' });
  }, 180_000);
  afterAll(() => t.close());

  async function newProduct(allowNegative: boolean): Promise<string> {
    run += 1;
    const ma_vt = `PROP${run}`;
    const made = await admin.post('/api/stock/products', {
      ma_vt,
      ten_vt: `Sản phẩm thử ${run}`,
      dvt: 'CAI',
      loai: 1,
      cho_phep_am: allowNegative,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return ma_vt;
  }

  async function apply(op: Op, item: string, made: Made[]): Promise<Answer> {
    const create = createRequest(op, item);
    if (create) {
      const answer = await admin.post(`/api/${create.path}`, create.body);
      if (answer.status === 201)
        made.push({ ...create, stt_rec: answer.body.stt_rec, version: answer.body.version });
      return answer;
    }
    const target = made[(op as { pick: number }).pick % Math.max(made.length, 1)];
    if (!target) return { status: 204, body: null };
    const url = `/api/${target.path}/${target.stt_rec}`;
    let answer: Answer;
    if (op.kind === 'edit') {
      const body = { ...target.body, details: [{ ...target.body.details[0], so_luong: op.qty }] };
      answer = await admin.put(url, { ...body, version: target.version });
      if (answer.status === 200) target.body = body;
    } else if (op.kind === 'status') {
      answer = await admin.post(`${url}/status`, { status: op.status, version: target.version });
    } else {
      answer = await admin.delete(`${url}?version=${target.version}`);
      if (answer.status === 200) made.splice(made.indexOf(target), 1);
    }
    if (answer.status === 200 && answer.body?.version) target.version = answer.body.version;
    return answer;
  }

  const assertInvariants = (state: LedgerState, item: string, allowNegative: boolean) => {
    expect(state.balances).toEqual(state.ledger);
    expect(state.unbalanced).toEqual([]);
    expect(state.glMismatch).toEqual([]);
    expect(state.monthlyMismatch).toEqual([]);
    for (const [key, row] of state.balances)
      if (key.includes(`|${item}|`) && !allowNegative)
        expect(cmp(row.ton, '0'), key).toBeGreaterThanOrEqual(0);
  };

  it('keeps on hand = Σ ledger = balances, balanced entries, and refusals write nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(anyOp, { minLength: 1, maxLength: 10 }),
        async (allowNegative, ops) => {
          const item = await newProduct(allowNegative);
          const made: Made[] = [];
          for (const op of ops) {
            const before = await ledgerState(t);
            const answer = await apply(op, item, made);
            expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
            const after = await ledgerState(t);
            if (answer.status >= 400) expect(after).toEqual(before);
            assertInvariants(after, item, allowNegative);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);

  it('values stock at the moving weighted average of each warehouse', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.oneof(...creates), { minLength: 1, maxLength: 10 }),
        async (allowNegative, ops) => {
          const item = await newProduct(allowNegative);
          const model: Record<Warehouse, { ton: string; tien: string }> = {
            KCN01: { ton: '0', tien: '0' },
            KCN02: { ton: '0', tien: '0' },
          };
          const issue = (kho: Warehouse, qty: string): string => {
            const s = model[kho];
            const cost =
              cmp(s.ton, '0') <= 0 ? '0' : cmp(qty, s.ton) >= 0 ? s.tien : div(mul(qty, s.tien), s.ton);
            model[kho] = { ton: sub(s.ton, qty), tien: sub(s.tien, cost) };
            return cost;
          };
          for (const op of ops) {
            const from = op.kind === 'transfer' ? op.from : (op as { kho: Warehouse }).kho;
            const qty = (op as { qty: string }).qty;
            const refused = op.kind !== 'receipt' && !allowNegative && cmp(model[from].ton, qty) < 0;
            const answer = await apply(op, item, []);
            expect(answer.status, JSON.stringify(answer.body)).toBe(refused ? 400 : 201);
            if (refused) continue;
            if (op.kind === 'receipt') {
              model[op.kho] = {
                ton: add(model[op.kho].ton, qty),
                tien: add(model[op.kho].tien, mul(qty, op.price)),
              };
            } else {
              const cost = issue(from, qty);
              if (op.kind === 'transfer') {
                const to = other(from);
                model[to] = { ton: add(model[to].ton, qty), tien: add(model[to].tien, cost) };
              }
            }
          }
          const state = await ledgerState(t);
          for (const kho of ['KCN01', 'KCN02'] as const) {
            const expected =
              model[kho].ton === '0' && model[kho].tien === '0'
                ? undefined
                : { ton: model[kho].ton, tien: model[kho].tien };
            expect(state.balances.get(`${kho}|${item}|`), kho).toEqual(expected);
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});
