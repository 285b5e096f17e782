import { sql } from 'drizzle-orm';
import type { TextField } from '../../contract/entity/fields.ts';
import { isEmptyValue } from '../../contract/entity/values.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import type { EntityModel } from './model.ts';
import { type Row, valueTaken } from './records.ts';

/**
 * Server-numbered codes (a text field declared `numbered`): the next number comes from the
 * tenant's counter row, taken under its row lock inside the create's transaction, so concurrent
 * creates never share a code and a rolled-back create leaves no gap taken by someone else.
 * Codes typed by hand may already hold a number: those are skipped, not reused.
 */

/** How many taken numbers in a row are skipped before giving up (typed codes are rare). */
const MAX_SKIPS = 1000;

async function nextNumber(tx: Tx, tenantId: string, counter: string): Promise<number> {
  const rows = rowsOf<{ last_number: string | number }>(
    await tx.execute(sql`
      INSERT INTO code_counters (tenant_id, id, last_number) VALUES (${tenantId}, ${counter}, 1)
      ON CONFLICT (tenant_id, id) DO UPDATE
        SET last_number = code_counters.last_number + 1, updated_at = now()
      RETURNING last_number`),
  );
  return Number(rows[0]?.last_number);
}

/** Formats number `n` of a numbered field: prefix and zero-padded digits (KH000042). */
export function formatNumber(numbered: NonNullable<TextField['numbered']>, n: number): string {
  return `${numbered.prefix}${String(n).padStart(numbered.digits, '0')}`;
}

/** Fills every empty numbered field of `values` (a create) with its next free code. */
export async function fillNumbers(tx: Tx, model: EntityModel, tenantId: string, values: Row): Promise<void> {
  const { entity } = model;
  for (const name of entity.fieldNames) {
    const field = entity.fields[name] as TextField;
    if (!field.numbered || !isEmptyValue(values[name])) continue;
    const counter = `${entity.table}.${name}.${field.numbered.prefix}`;
    for (let skip = 0; skip <= MAX_SKIPS; skip++) {
      const code = formatNumber(field.numbered, await nextNumber(tx, tenantId, counter));
      if (!(await valueTaken(tx, model, tenantId, { [name]: code }, undefined))) {
        values[name] = code;
        break;
      }
    }
  }
}
