import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { documentCounters } from '../db/schema.ts';
import type { Tx } from '../db/with-tenant.ts';

/**
 * The next number of a voucher type in a branch and year (documents.md §4): the counter row is
 * created once, then incremented by an UPDATE that locks it until the document's transaction ends,
 * so concurrent posters queue on it and a rolled-back document gives its number back (no gap).
 */
export async function nextNumber(
  tx: Tx,
  key: { tenantId: string; ma_dvcs: string; ma_ct: string; nam: number },
): Promise<number> {
  const t = documentCounters;
  await tx
    .insert(t)
    .values({
      tenant_id: key.tenantId,
      id: uuidv7(),
      ma_dvcs: key.ma_dvcs,
      ma_ct: key.ma_ct,
      nam: key.nam,
      so: 0,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .update(t)
    .set({ so: sql`${t.so} + 1` })
    .where(
      and(
        eq(t.tenant_id, key.tenantId),
        eq(t.ma_dvcs, key.ma_dvcs),
        eq(t.ma_ct, key.ma_ct),
        eq(t.nam, key.nam),
      ),
    )
    .returning({ so: t.so });
  if (!row) throw new Error('Document counter vanished');
  return row.so;
}

/** 'PN' + '2026' + '/' + '000123': the prefix, the year, the sequence zero-padded. */
export function formatNumber(prefix: string, year: number, sequence: number, digits: number): string {
  return `${prefix}${year}/${String(sequence).padStart(digits, '0')}`;
}
