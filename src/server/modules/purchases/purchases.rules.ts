import { msg } from '@lingui/core/macro';
import { sql } from 'drizzle-orm';
import { domesticOrders } from '../../../contract/documents/purchases/domestic-orders.document.ts';
import { CANCELLED } from '../../../contract/documents/statuses.ts';
import { receiptOrders } from '../../../contract/documents/stock/receipt-orders.document.ts';
import { cmp, sub, sum } from '../../../contract/domain/decimal.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { DocumentRuleInput, DocumentRules } from '../../documents/rules.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * A receipt never takes more from a purchase order line than it still awaits (the spec names no
 * setting allowing over-receipt). Every receipt not cancelled holds its quantity, drafts too: a
 * draft is posted later by a status change that does not re-run this rule, so two drafts must not
 * both claim the same remainder. The orders are locked first, so concurrent receipts queue.
 */

const messages = {
  orderNotFound: msg`Không tìm thấy đơn mua hàng {id}`,
  lineNotFound: msg`Đơn mua hàng {so_ct} không có dòng {line}`,
  overReceipt: msg`Dòng {line} của đơn mua hàng {so_ct} ({ma_vt}) chỉ còn {con_lai} chưa nhận, phiếu này nhận {so_luong}`,
};

interface OrderLine {
  stt_rec: string;
  so_ct: string;
  line: number;
  ma_vt: string;
  so_luong: string;
  /** Taken by the other receipts that are not cancelled. */
  da_nhap: string;
}

async function orderLines(tx: Tx, orders: string[], receipt: string | null): Promise<OrderLine[]> {
  const headers = sql.identifier(domesticOrders.table);
  const lines = sql.identifier(domesticOrders.lines.details.table);
  const receipts = sql.identifier(receiptOrders.table);
  const receiptLines = sql.identifier(receiptOrders.lines.details.table);
  await tx.execute(sql`SELECT id FROM ${headers} WHERE id IN ${orders} ORDER BY id FOR UPDATE`);
  return rowsOf<OrderLine>(
    await tx.execute(
      sql`SELECT h.id AS stt_rec, h.so_ct, o.line, o.ma_vt, o.so_luong::text AS so_luong,
                 coalesce((SELECT sum(l.so_luong) FROM ${receiptLines} l
                   JOIN ${receipts} r ON r.tenant_id = l.tenant_id AND r.id = l.stt_rec
                   WHERE l.stt_rec_dh = o.stt_rec AND l.line_dh = o.line AND r.status <> ${CANCELLED}
                     AND r.id IS DISTINCT FROM ${receipt}), 0)::text AS da_nhap
          FROM ${headers} h JOIN ${lines} o ON o.tenant_id = h.tenant_id AND o.stt_rec = h.id
          WHERE h.id IN ${orders}`,
    ),
  );
}

async function assertWithinOrders(tx: Tx, { doc, before, scope }: DocumentRuleInput): Promise<void> {
  if (doc.status === CANCELLED) return;
  const details = (doc.details ?? []) as Record<string, unknown>[];
  const orders = [...new Set(details.map((l) => l.stt_rec_dh).filter((id): id is string => Boolean(id)))];
  if (orders.length === 0) return;
  const known = await orderLines(tx, orders, before ? String(before.id) : null);
  const taken = new Map<string, string>();
  const problems: { field: string; message: string }[] = [];
  details.forEach((line, i) => {
    const id = line.stt_rec_dh;
    if (!id) return;
    const lineNo = Number(line.line_dh);
    const order = known.find((o) => o.stt_rec === id && o.line === lineNo);
    if (!order) {
      const named = known.find((o) => o.stt_rec === id);
      problems.push(
        named
          ? {
              field: `details[${i}].line_dh`,
              message: scope.t(messages.lineNotFound, { so_ct: named.so_ct, line: lineNo }),
            }
          : {
              field: `details[${i}].stt_rec_dh`,
              message: scope.t(messages.orderNotFound, { id: String(id) }),
            },
      );
      return;
    }
    const key = `${id}#${lineNo}`;
    const before = taken.get(key) ?? '0';
    const now = sum([before, String(line.so_luong)]);
    taken.set(key, now);
    const left = sub(order.so_luong, sum([order.da_nhap, before]));
    if (cmp(now, sub(order.so_luong, order.da_nhap)) > 0)
      problems.push({
        field: `details[${i}].so_luong`,
        message: scope.t(messages.overReceipt, {
          line: lineNo,
          so_ct: order.so_ct,
          ma_vt: order.ma_vt,
          con_lai: left,
          so_luong: String(line.so_luong),
        }),
      });
  });
  if (problems.length > 0) throw new ApiError(400, 'VALIDATION', { fields: problems.slice(0, 50) });
}

/** The purchases module's rules on other modules' documents (app.ts merges them). */
export const purchaseDocumentRules: DocumentRules = {
  [receiptOrders.name]: assertWithinOrders,
};
