import { sql } from 'drizzle-orm';
import type { Tx } from '../db/with-tenant.ts';
import type { RequestScope } from '../entity-api/model.ts';
import type { DocumentModel } from './model.ts';
import { assignNumber } from './prepare.ts';
import type { VoucherSetup } from './voucher-setup.ts';

type Row = Record<string, unknown>;

/**
 * A new document numbered by its counter takes the number at the end of its transaction. The
 * counter row stays locked from the moment it is incremented until commit (that is what keeps
 * numbers gap-free), so taking it first made every poster of a series wait for the whole posting
 * of the one before; taken last, they wait only for these few statements. Until then the header
 * and its ledger rows carry a provisional number no one else can see (the transaction is open).
 */
export function provisionalNumber(sttRec: string): string {
  return `~${sttRec.replaceAll('-', '').slice(1)}`;
}

export async function numberLast(
  tx: Tx,
  model: DocumentModel,
  scope: RequestScope,
  header: Row,
  setup: VoucherSetup,
): Promise<string> {
  const sttRec = String(header.stt_rec);
  const soCt = await assignNumber(tx, model, scope, { ...header, so_ct: '' }, setup, sttRec);
  await tx.execute(
    sql`UPDATE ${sql.identifier(model.document.header.table)} SET so_ct = ${soCt} WHERE id = ${sttRec}`,
  );
  await tx.execute(sql`UPDATE stock_ledger SET so_ct = ${soCt} WHERE stt_rec = ${sttRec}`);
  await tx.execute(sql`UPDATE gl_ledger SET so_ct = ${soCt} WHERE stt_rec = ${sttRec}`);
  return soCt;
}
