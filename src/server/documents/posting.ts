import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import type { DocumentValues, PostContext } from '../../contract/documents/define.ts';
import type { GlRow, LedgerRows, StockRow } from '../../contract/documents/ledger.ts';
import { cmp, div, mul, sub } from '../../contract/domain/decimal.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { glLedger, stockLedger } from '../db/schema.ts';
import type { Tx } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import {
  applyToBalances,
  type ItemKey,
  itemBalances,
  itemId,
  lockItems,
  refusedNegatives,
} from '../ledgers/balances.ts';
import { applyToGlBalances } from '../ledgers/gl-balances.ts';
import { consumedBatchesOf } from './consumes.ts';
import { documentMessages } from './messages.ts';
import type { DocumentModel } from './model.ts';
import type { References } from './references.ts';
import type { VoucherSetup } from './voucher-setup.ts';

/**
 * Posting (documents.md §5): a document's ledger rows are removed (unposted) and written again
 * from its post() in the transaction of the write, with the balance table following both.
 */

type Row = Record<string, unknown>;

export interface PostedIdentity {
  readonly stt_rec: string;
  readonly ma_ct: string;
  readonly so_ct: string;
  readonly ngay_ct: string;
}

/** Items the stored rows of a document and its new lines touch (to lock before anything moves). */
export async function touchedItems(
  tx: Tx,
  sttRec: string | null,
  details: readonly Row[],
  consumes: References['consumes'] = new Map(),
): Promise<ItemKey[]> {
  const keys: ItemKey[] = [];
  for (const line of details) {
    for (const kho of [line.ma_kho, line.ma_kho_nhap]) {
      if (kho && line.ma_vt) keys.push({ ma_kho: String(kho), ma_vt: String(line.ma_vt) });
    }
    // A service's materials leave the line's warehouse too.
    for (const use of consumes.get(String(line.ma_vt)) ?? [])
      if (line.ma_kho) keys.push({ ma_kho: String(line.ma_kho), ma_vt: use.ma_vt });
  }
  if (sttRec) {
    const stored = await tx
      .select({ ma_kho: stockLedger.ma_kho, ma_vt: stockLedger.ma_vt })
      .from(stockLedger)
      .where(eq(stockLedger.stt_rec, sttRec));
    keys.push(...stored);
  }
  return keys;
}

/** Removes the document's ledger rows and takes its stock rows out of the balances. */
export async function unpost(tx: Tx, tenantId: string, sttRec: string): Promise<void> {
  const removed = await removeLedgerRows(tx, stockLedger, tenantId, sttRec, {
    ...pick(stockLedger, ['line', 'ma_dvcs', 'ma_kho', 'ma_vt', 'ma_lo', 'ngay_ct']),
    so_luong: exactText(stockLedger.so_luong),
    tien: exactText(stockLedger.tien),
  });
  await applyToBalances(tx, tenantId, removed, -1);
  const removedGl = await removeLedgerRows(tx, glLedger, tenantId, sttRec, {
    ...pick(glLedger, ['ma_dvcs', 'tk', 'ma_kh', 'ma_ncc']),
    ps_no: exactText(glLedger.ps_no),
    ps_co: exactText(glLedger.ps_co),
  });
  await applyToGlBalances(tx, tenantId, removedGl, -1);
}

/** A numeric column as exact decimal text (no trailing zeros), as the balances add it. */
const exactText = (column: AnyPgColumn) => sql<string>`trim_scale(${column})::text`;

const pick = <T, const K extends keyof T>(table: T, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;

/** Deletes a document's rows of one ledger, answering `fields` of each. */
function removeLedgerRows<F extends SelectedFieldsFlat>(
  tx: Tx,
  ledger: typeof stockLedger | typeof glLedger,
  tenantId: string,
  sttRec: string,
  fields: F,
) {
  return tx
    .delete(ledger)
    .where(and(eq(ledger.tenant_id, tenantId), eq(ledger.stt_rec, sttRec)))
    .returning(fields);
}

/** The moving weighted average of each item as posting goes (documents.md §5 costing). */
function issueCostOf(balances: Map<string, { ton: string; tien: string }>): PostContext['issueCost'] {
  return (ma_kho, ma_vt, so_luong) => {
    const id = itemId({ ma_kho, ma_vt });
    const state = balances.get(id) ?? { ton: '0', tien: '0' };
    let cost = '0';
    if (cmp(state.ton, '0') > 0)
      cost = cmp(so_luong, state.ton) >= 0 ? state.tien : div(mul(so_luong, state.tien), state.ton);
    balances.set(id, { ton: sub(state.ton, so_luong), tien: sub(state.tien, cost) });
    return cost;
  };
}

function postContext(
  refs: References,
  setup: VoucherSetup,
  balances: Map<string, { ton: string; tien: string }>,
  consumedBatches: PostContext['consumedBatches'],
): PostContext {
  return {
    consumedBatches,
    voucher: setup.voucher,
    product: (ma_vt) => refs.products.get(ma_vt) ?? { ma_vt, loai: 'goods', cho_phep_am: false },
    warehouseBranch: (ma_kho) => refs.warehouses.get(ma_kho) ?? '',
    inputTaxAccount: (ma_thue) => refs.taxes.get(ma_thue)?.tk_thue_no ?? '1331',
    outputTaxAccount: (ma_thue) => refs.taxes.get(ma_thue)?.tk_thue_co ?? '33311',
    paymentMethod: (ma_httt) => refs.paymentMethods.get(ma_httt) ?? { ma_httt, loai: 'khac', tk: '1121' },
    consumes: (ma_vt) => refs.consumes.get(ma_vt) ?? [],
    issueCost: issueCostOf(balances),
  };
}

async function insertRows(tx: Tx, tenantId: string, id: PostedIdentity, rows: LedgerRows): Promise<void> {
  const stamp = <R extends StockRow | GlRow>(row: R) => ({
    ...row,
    ...id,
    tenant_id: tenantId,
    id: uuidv7(),
  });
  for (let i = 0; i < rows.stock.length; i += 500)
    await tx.insert(stockLedger).values(rows.stock.slice(i, i + 500).map(stamp));
  for (let i = 0; i < rows.gl.length; i += 500)
    await tx.insert(glLedger).values(rows.gl.slice(i, i + 500).map(stamp));
  await applyToGlBalances(tx, tenantId, rows.gl, 1);
}

interface PostInput {
  tenantId: string;
  model: DocumentModel;
  identity: PostedIdentity;
  doc: DocumentValues;
  refs: References;
  setup: VoucherSetup;
}

/**
 * Writes the rows post() gives, issues valued at the moving average that `balances` holds (and
 * lowers as they go), and adds them to the balance tables. Also the period recompute's step.
 */
export async function postWithBalances(
  tx: Tx,
  input: PostInput,
  balances: Map<string, { ton: string; tien: string }>,
): Promise<LedgerRows> {
  const { refs } = input;
  const batches = await consumedBatchesOf(tx, input.doc.details, refs.consumes, (code) =>
    refs.products.get(code),
  );
  const rows = input.model.document.post(input.doc, postContext(refs, input.setup, balances, batches));
  await insertRows(tx, input.tenantId, input.identity, rows);
  const { ngay_ct } = input.identity;
  await applyToBalances(
    tx,
    input.tenantId,
    rows.stock.map((row) => ({ ...row, ngay_ct })),
    1,
  );
  return rows;
}

/** Writes the ledger rows of a document in a posted status, at the items' averages of now. */
export async function postDocument(
  tx: Tx,
  input: PostInput & { items: readonly ItemKey[] },
): Promise<LedgerRows> {
  return postWithBalances(tx, input, await itemBalances(tx, input.items));
}

/** 400 when a touched batch fell below zero for a product that does not allow it. */
export async function assertStockAvailable(
  tx: Tx,
  items: readonly ItemKey[],
  details: readonly Row[],
  t: Translate,
  consumes: References['consumes'] = new Map(),
): Promise<void> {
  const short = await refusedNegatives(tx, items);
  if (short.length === 0) return;
  const fields = short.slice(0, 50).map((s) => {
    const uses = (l: Row) => (consumes.get(String(l.ma_vt)) ?? []).some((u) => u.ma_vt === s.ma_vt);
    const matches = (l: Row) =>
      ((l.ma_vt === s.ma_vt || uses(l)) && l.ma_kho === s.ma_kho) ||
      (l.ma_vt === s.ma_vt && l.ma_kho_nhap === s.ma_kho);
    // The line of the batch that is short, else any line of the item.
    const sameBatch = details.findIndex((l) => matches(l) && String(l.ma_lo ?? '') === s.ma_lo);
    const i = sameBatch >= 0 ? sameBatch : details.findIndex(matches);
    return {
      field: i >= 0 ? `details[${i}].so_luong` : 'details',
      message: s.ma_lo
        ? t(documentMessages.negativeBatch, {
            ma_vt: s.ma_vt,
            ma_lo: s.ma_lo,
            ma_kho: s.ma_kho,
            thieu: s.thieu,
          })
        : t(documentMessages.negativeStock, { ma_vt: s.ma_vt, ma_kho: s.ma_kho, thieu: s.thieu }),
    };
  });
  throw new ApiError(400, 'VALIDATION', { fields });
}

export { lockItems };
