import { uuidv7 } from 'uuidv7';
import { outbox, submitWrite } from '../../data/outbox.ts';
import type { OutboxItem } from '../../data/outbox-queue.ts';

/**
 * A sale leaves the till through the outbox (data/outbox.ts): kept in IndexedDB first with its
 * client-made stt_rec (UUIDv7) as the Idempotency-Key, then sent; with no network it waits there
 * (surviving reloads and sign-outs) and is replayed when the network returns — the server applies
 * it once, whatever the number of tries.
 */

export const SALE_PATH = 'sales/retail-orders';
export const SALE_ENTITY = 'sales.retail-orders';

export type SaleResult =
  | { sent: true; record: Record<string, unknown> | null; stt_rec: string }
  | { sent: false; stt_rec: string };

export function newSaleId(): string {
  return uuidv7();
}

export async function submitSale(body: Record<string, unknown>, label: string): Promise<SaleResult> {
  const stt_rec = String(body.stt_rec);
  const result = await submitWrite(
    {
      entity: SALE_ENTITY,
      entityPath: SALE_PATH,
      path: SALE_PATH,
      method: 'POST',
      op: 'create',
      recordId: stt_rec,
      label,
      body,
    },
    stt_rec,
  );
  if (!result.sent) return { sent: false, stt_rec };
  return { sent: true, record: (result.body as Record<string, unknown> | null) ?? null, stt_rec };
}

/** The till's sales still in the outbox (waiting to sync, or refused and waiting for the cashier). */
export function waitingSales(items: readonly OutboxItem[] = outbox.items): OutboxItem[] {
  return items.filter((item) => item.entity === SALE_ENTITY && item.op === 'create');
}

/** A number to show before the server gives the final one: marked provisional on the receipt. */
export function provisionalNumber(stt_rec: string): string {
  return `TAM-${stt_rec.replaceAll('-', '').slice(-6).toUpperCase()}`;
}
