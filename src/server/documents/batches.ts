import { sql } from 'drizzle-orm';
import { baseQuantity } from '../../contract/documents/stock/posting.ts';
import { add, cmp, sub } from '../../contract/domain/decimal.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { settingValue } from '../../contract/settings/setting-values.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import { batchesInStock } from '../ledgers/product-batches.ts';
import { batchMessages as m } from './messages.ts';
import type { DocumentModel } from './model.ts';
import type { References } from './references.ts';

/**
 * Batches (lô) and expiry on document lines when the setting `stock_product_batch` is on: a line
 * of a batch-tracked product that brings stock in names its batch (registered in stock_batches
 * with its expiry), one that takes stock out takes a known batch, by default the first to expire
 * that still holds stock (FEFO). The batch's own stock is then checked by posting like any item's
 * (ledgers/balances.ts refusedNegatives works per batch).
 */

type Row = Record<string, unknown>;

/** The tenant's `stock_product_batch` setting, read in the write's transaction. */
export async function batchesEnabled(tx: Tx): Promise<boolean> {
  const rows = rowsOf<{ value: string }>(
    await tx.execute(sql`SELECT value FROM configs WHERE name = 'stock_product_batch'`),
  );
  return settingValue('stock_product_batch', rows[0]?.value);
}

async function knownBatch(tx: Tx, maVt: string, maLo: string): Promise<{ ngay_hhsd: string | null } | null> {
  const rows = rowsOf<{ ngay_hhsd: string | null }>(
    await tx.execute(
      sql`SELECT ngay_hhsd::text AS ngay_hhsd FROM stock_batches WHERE ma_vt = ${maVt} AND ma_lo = ${maLo}`,
    ),
  );
  return rows[0] ?? null;
}

/** Another document's ledger rows hold the batch (its expiry is then no longer this one's to change). */
async function usedElsewhere(tx: Tx, maVt: string, maLo: string, sttRec: string | null): Promise<boolean> {
  const rows = await tx.execute(
    sql`SELECT 1 FROM stock_ledger WHERE ma_vt = ${maVt} AND ma_lo = ${maLo}
        AND stt_rec IS DISTINCT FROM ${sttRec} LIMIT 1`,
  );
  return rowsOf(rows).length > 0;
}

interface LineContext {
  readonly tx: Tx;
  readonly tenantId: string;
  readonly t: Translate;
  readonly sttRec: string | null;
  readonly hasExpiry: boolean;
  /** Expiries settled by earlier lines of this document, by product and batch. */
  readonly decided: Map<string, string>;
  /** What earlier lines already took from each batch, by warehouse, product and batch. */
  readonly taken: Map<string, string>;
}

function refuse(field: string, message: string): never {
  throw new ApiError(400, 'VALIDATION', { fields: [{ field, message }] });
}

/** A line bringing a batch in: the batch is named, its expiry known (and one per batch). */
async function incoming(c: LineContext, line: Row, i: number): Promise<Row> {
  const maVt = String(line.ma_vt);
  const maLo = String(line.ma_lo ?? '').trim();
  if (!maLo) refuse(`details[${i}].ma_lo`, c.t(m.batchRequired, { ma_vt: maVt }));
  const typed = line.ngay_hhsd ? String(line.ngay_hhsd) : '';
  const key = `${maVt}\u0000${maLo}`;
  const stored = await knownBatch(c.tx, maVt, maLo);
  const current = c.decided.get(key) ?? stored?.ngay_hhsd ?? '';
  const expiry = typed || current;
  if (!expiry && c.hasExpiry)
    refuse(`details[${i}].ngay_hhsd`, c.t(m.expiryRequired, { ma_vt: maVt, ma_lo: maLo }));
  if (typed && current && typed !== current) {
    const fixed = c.decided.has(key) || (await usedElsewhere(c.tx, maVt, maLo, c.sttRec));
    if (fixed)
      refuse(
        `details[${i}].ngay_hhsd`,
        c.t(m.expiryDiffers, { ma_vt: maVt, ma_lo: maLo, ngay_hhsd: current }),
      );
  }
  c.decided.set(key, expiry);
  await c.tx.execute(
    sql`INSERT INTO stock_batches (tenant_id, id, ma_vt, ma_lo, ngay_hhsd)
        VALUES (${c.tenantId}, gen_random_uuid()::text, ${maVt}, ${maLo}, ${expiry || null})
        ON CONFLICT (tenant_id, ma_vt, ma_lo) DO UPDATE SET ngay_hhsd = excluded.ngay_hhsd,
          updated_at = now(), version = stock_batches.version + 1
        WHERE stock_batches.ngay_hhsd IS DISTINCT FROM excluded.ngay_hhsd`,
  );
  return { ...line, ma_lo: maLo, ...(c.hasExpiry && expiry ? { ngay_hhsd: expiry } : {}) };
}

/** A line taking stock out: the named batch must exist; none named → the first to expire. */
async function outgoing(c: LineContext, line: Row, i: number, allowsNegative: boolean): Promise<Row> {
  const maVt = String(line.ma_vt);
  const maKho = String(line.ma_kho ?? '');
  const named = String(line.ma_lo ?? '').trim();
  const withExpiry = (maLo: string, expiry: string | null) => ({
    ...line,
    ma_lo: maLo,
    ...(c.hasExpiry && expiry ? { ngay_hhsd: expiry } : {}),
  });
  if (named) {
    const batch = await knownBatch(c.tx, maVt, named);
    if (!batch) refuse(`details[${i}].ma_lo`, c.t(m.unknownBatch, { ma_vt: maVt, ma_lo: named }));
    return withExpiry(named, batch.ngay_hhsd);
  }
  const quantity = baseQuantity(line);
  for (const batch of await batchesInStock(c.tx, maKho, maVt)) {
    const key = `${maKho}\u0000${maVt}\u0000${batch.ma_lo}`;
    const left = sub(batch.ton, c.taken.get(key) ?? '0');
    if (cmp(left, '0') <= 0) continue;
    c.taken.set(key, add(c.taken.get(key) ?? '0', quantity));
    return withExpiry(batch.ma_lo, batch.ngay_hhsd);
  }
  if (allowsNegative) return line;
  return refuse(`details[${i}].ma_lo`, c.t(m.noBatchInStock, { ma_vt: maVt, ma_kho: maKho }));
}

/**
 * The `details` of a document with their batches settled (documents.md §3 `ma_lo`/`ngay_hhsd`):
 * unchanged when the type has no batch flow, the setting is off, or a line's item is not tracked.
 */
export async function settleBatches(
  tx: Tx,
  input: {
    model: DocumentModel;
    details: readonly Row[];
    refs: References;
    t: Translate;
    tenantId: string;
    sttRec: string | null;
  },
): Promise<Row[]> {
  const flow = input.model.document.batches;
  const fields = input.model.document.lines.details.fields;
  if (!flow || !('ma_lo' in fields) || !(await batchesEnabled(tx))) return [...input.details];
  const c: LineContext = {
    tx,
    tenantId: input.tenantId,
    t: input.t,
    sttRec: input.sttRec,
    hasExpiry: 'ngay_hhsd' in fields,
    decided: new Map(),
    taken: new Map(),
  };
  const out: Row[] = [];
  for (const [i, line] of input.details.entries()) {
    const product = input.refs.products.get(String(line.ma_vt));
    const stocked = product?.loai === 'goods' || product?.loai === 'material';
    if (!product?.theo_lo || !stocked) out.push(line);
    else if (flow === 'in') out.push(await incoming(c, line, i));
    else out.push(await outgoing(c, line, i, product.cho_phep_am));
  }
  return out;
}
