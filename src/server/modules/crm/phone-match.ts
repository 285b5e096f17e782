import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';

/**
 * The forms one phone takes in the customers' table, which stores digits as typed: 0912345678
 * is also dialled (and reported by switchboards) as 84912345678.
 */
export function phoneForms(digits: string): string[] {
  const forms = new Set([digits]);
  if (digits.startsWith('84') && digits.length >= 11) forms.add(`0${digits.slice(2)}`);
  if (digits.startsWith('0')) forms.add(`84${digits.slice(1)}`);
  return [...forms];
}

/**
 * The customer a call is with, matched on the phone's digits (main or second phone). Of several,
 * the oldest customer: the one the number was first given to. Reads the tenant's customers
 * whoever logs the call: a receptionist logging a call is told whose customer it is.
 */
export async function customerOfPhone(tx: Tx, digits: string): Promise<string | null> {
  const forms = phoneForms(digits);
  const rows = rowsOf<{ ma_kh: string }>(
    await tx.execute(sql`
      SELECT ma_kh FROM crm_partners
       WHERE dien_thoai IN ${forms} OR dien_thoai2 IN ${forms}
       ORDER BY created_at, id LIMIT 1`),
  );
  return rows[0]?.ma_kh ?? null;
}
