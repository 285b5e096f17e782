import { sql } from 'drizzle-orm';
import type { DocumentValues } from '../../contract/documents/define.ts';
import type { StockRow } from '../../contract/documents/ledger.ts';
import { documents as registered } from '../../contract/documents/registry.ts';
import { add } from '../../contract/domain/decimal.ts';
import { writeAudit } from '../db/audit.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import type { RequestScope } from '../entity-api/model.ts';
import { assertWritable } from '../entity-api/scope.ts';
import type { ClientInfo } from '../http/context.ts';
import { itemId, lockItems } from '../ledgers/balances.ts';
import { type DocumentModel, documentModels } from './model.ts';
import { postWithBalances, unpost } from './posting.ts';
import { setupOf } from './prepare.ts';
import { loadReferences } from './references.ts';
import { readDocument } from './store.ts';

/**
 * "Tính giá vốn" (documents.md §5): the period's posted documents that move stock are posted again
 * in date order (then creation order), each issue valued at the moving average of the moment,
 * from the balances before the period. Its stock rows and the cost rows of the general ledger
 * (632/6422/151 against 1561/152) are replaced, the balance tables follow, one transaction. What
 * came into stock keeps its value, so the result is what posting in date order would have given.
 */

export interface CostPeriod {
  fromDate: string;
  toDate: string;
}

type State = Map<string, { ton: string; tien: string }>;
type Row = Record<string, unknown>;

let byVoucher: Map<string, DocumentModel> | undefined;
function modelOf(maCt: string): DocumentModel | undefined {
  byVoucher ??= new Map(
    documentModels(registered).flatMap((model) => model.document.voucherTypes.map((v) => [v.ma_ct, model])),
  );
  return byVoucher.get(maCt);
}

interface Posted {
  stt_rec: string;
  ma_ct: string;
}

/** The documents with stock rows in the period, in the order they are posted again. */
async function postedInPeriod(tx: Tx, period: CostPeriod): Promise<Posted[]> {
  return rowsOf<Posted>(
    await tx.execute(
      sql`SELECT stt_rec, ma_ct FROM stock_ledger WHERE ngay_ct BETWEEN ${period.fromDate} AND ${period.toDate}
          GROUP BY stt_rec, ma_ct ORDER BY min(ngay_ct), stt_rec`,
    ),
  );
}

/** On hand and value before the period of every item the period's documents move. */
async function openingState(
  tx: Tx,
  period: CostPeriod,
): Promise<{ state: State; items: { ma_kho: string; ma_vt: string }[] }> {
  const rows = rowsOf<{ ma_kho: string; ma_vt: string; ton: string; tien: string }>(
    await tx.execute(
      sql`WITH items AS (SELECT DISTINCT ma_kho, ma_vt FROM stock_ledger
                         WHERE ngay_ct BETWEEN ${period.fromDate} AND ${period.toDate})
          SELECT i.ma_kho, i.ma_vt,
                 trim_scale(coalesce(sum(l.so_luong), 0))::text AS ton, trim_scale(coalesce(sum(l.tien), 0))::text AS tien
          FROM items i LEFT JOIN stock_ledger l
            ON l.ma_kho = i.ma_kho AND l.ma_vt = i.ma_vt AND l.ngay_ct < ${period.fromDate}
          GROUP BY i.ma_kho, i.ma_vt`,
    ),
  );
  return {
    state: new Map(rows.map((r) => [itemId(r), { ton: r.ton, tien: r.tien }])),
    items: rows.map(({ ma_kho, ma_vt }) => ({ ma_kho, ma_vt })),
  };
}

/**
 * What one document's post() sees: the running state, its own issues lowering it as they go (as at
 * posting, a document's receipts do not feed its own issues) without touching the state itself.
 */
class Overlay extends Map<string, { ton: string; tien: string }> {
  constructor(private readonly base: State) {
    super();
  }
  override get(key: string) {
    return super.has(key) ? super.get(key) : this.base.get(key);
  }
}

/** Adds a document's stock rows, in and out, to the running state. */
function advance(state: State, stock: readonly StockRow[]): void {
  for (const row of stock) {
    const id = itemId(row);
    const now = state.get(id) ?? { ton: '0', tien: '0' };
    state.set(id, { ton: add(now.ton, row.so_luong), tien: add(now.tien, row.tien) });
  }
}

/** Posts one stored document again at the running averages; true when its cost rows changed. */
async function repost(tx: Tx, scope: RequestScope, posted: Posted, state: State): Promise<boolean> {
  const model = modelOf(posted.ma_ct);
  if (!model) return false;
  const stored = await readDocument(tx, model, posted.stt_rec, { tenantId: scope.tenantId, lock: true });
  // A voucher lock or a branch out of the user's reach refuses the whole recompute (403).
  await assertWritable(tx, model.document.header, scope, 'edit', [stored]);
  const lines = Object.fromEntries(model.document.lineNames.map((name) => [name, stored[name] as Row[]]));
  const refs = await loadReferences(tx, model, stored, lines, scope.t);
  const setup = await setupOf(tx, model, stored.ma_ct, scope);
  const before = await costSignature(tx, posted.stt_rec);
  await unpost(tx, scope.tenantId, posted.stt_rec);
  const identity = {
    stt_rec: posted.stt_rec,
    ma_ct: String(stored.ma_ct),
    so_ct: String(stored.so_ct),
    ngay_ct: String(stored.ngay_ct),
  };
  const doc = { ...stored, ...lines } as DocumentValues;
  const rows = await postWithBalances(
    tx,
    { tenantId: scope.tenantId, model, identity, doc, refs, setup },
    new Overlay(state),
  );
  advance(state, rows.stock);
  return before !== (await costSignature(tx, posted.stt_rec));
}

/** The document's stock values in row order, to tell whether a recompute changed them. */
async function costSignature(tx: Tx, sttRec: string): Promise<string> {
  const rows = rowsOf<{ s: string | null }>(
    await tx.execute(
      sql`SELECT string_agg(ma_kho || ':' || ma_vt || ':' || line || ':' || trim_scale(tien)::text, ','
                 ORDER BY line, ma_kho, ma_vt, so_luong) AS s FROM stock_ledger WHERE stt_rec = ${sttRec}`,
    ),
  );
  return rows[0]?.s ?? '';
}

export interface CostResult {
  /** Documents posted again. */
  chung_tu: number;
  /** Of those, the ones whose cost changed. */
  thay_doi: number;
}

/** The recompute of a period, inside the caller's transaction (one for the whole period). */
export async function recomputeCosts(
  tx: Tx,
  scope: RequestScope,
  client: ClientInfo,
  period: CostPeriod,
): Promise<CostResult> {
  // The items first, in the fixed order postings use: concurrent postings wait for the recompute.
  const { state, items } = await openingState(tx, period);
  await lockItems(tx, scope.tenantId, items);
  const documents = await postedInPeriod(tx, period);
  let changed = 0;
  for (const posted of documents) if (await repost(tx, scope, posted, state)) changed += 1;
  const result = { chung_tu: documents.length, thay_doi: changed };
  await writeAudit(
    tx,
    scope.tenantId,
    {
      user_name: scope.user.user_name,
      action: 'cost-calculation',
      object: 'stock/cost-calculation',
      record_id: `${period.fromDate}..${period.toDate}`,
      detail: { ...period, ...result },
    },
    client,
  );
  return result;
}
