import { and, eq } from 'drizzle-orm';
import type { DocumentValues } from '../../contract/documents/define.ts';
import type { Tx } from '../db/with-tenant.ts';
import { type ItemKey, refusedNegatives } from '../ledgers/balances.ts';
import { assertStockAvailable } from './posting.ts';
import type { References } from './references.ts';
import type { DocumentWriteContext } from './write.ts';

/**
 * After a posting: stock a touched item took below zero is refused (400 naming the line), unless
 * the type's shortfall policy accepts it — then the header values it answers flag the document.
 * A type with a policy has its flag written on every posting, so an edit that ends the shortfall
 * clears it.
 */
export async function checkStock(
  tx: Tx,
  ctx: DocumentWriteContext,
  state: { sttRec: string; doc: DocumentValues; refs: References },
  items: readonly ItemKey[],
): Promise<void> {
  const policy = ctx.shortfall;
  if (policy && (await refusedNegatives(tx, items)).length > 0) {
    const flag = await policy(tx, { doc: state.doc, scope: ctx.scope });
    if (flag) {
      const header = ctx.model.header.table;
      await tx
        .update(header)
        .set(flag as never)
        .where(and(eq(header.tenant_id, ctx.scope.tenantId), eq(header.id, state.sttRec)));
      return;
    }
  }
  await assertStockAvailable(tx, items, state.doc.details, ctx.scope.t, state.refs.consumes);
}
