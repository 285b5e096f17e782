import { sql } from 'drizzle-orm';
import { POSTED } from '../../../contract/documents/statuses.ts';
import { baseQuantity } from '../../../contract/documents/stock/posting.ts';
import { cmp, sub, sum } from '../../../contract/domain/decimal.ts';
import { addDays } from '../../../contract/domain/period.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { DocumentRule } from '../../documents/rules.ts';
import { loadSetting } from '../system/setting-store.ts';
import { saleMessages } from './sale-messages.ts';
import { type Problem, refuse, saleRule } from './sale-rules.ts';

/**
 * A return is made against a posted sale (a bill, a retail order or a service slip) of the same
 * customer, within `sale_return_days` of its date when that is set, and never brings back more of
 * an item than the sale sold less what earlier returns took.
 */

const SALE_TABLES = ['sales_bills', 'sales_retail_orders', 'sales_services'] as const;

interface Bill {
  table: string;
  so_ct: string;
  ngay_ct: string;
  ma_kh: string | null;
}

async function findBill(tx: Tx, id: string): Promise<Bill | null> {
  for (const table of SALE_TABLES) {
    const [row] = rowsOf<Omit<Bill, 'table'>>(
      await tx.execute(
        sql`SELECT so_ct, ngay_ct::text AS ngay_ct, ma_kh FROM ${sql.identifier(table)}
            WHERE id = ${id} AND status = ${POSTED}`,
      ),
    );
    if (row) return { ...row, table };
  }
  return null;
}

/** Per item: sold on the bill and returned by other returns that are not cancelled. */
async function quantities(tx: Tx, bill: Bill, billId: string, returnId: string | null) {
  const sold = rowsOf<{ ma_vt: string; q: string }>(
    await tx.execute(sql`SELECT ma_vt, trim_scale(sum(so_luong * coalesce(he_so, 1)))::text AS q
      FROM ${sql.identifier(`${bill.table}_details`)} WHERE stt_rec = ${billId} GROUP BY ma_vt`),
  );
  const returned = rowsOf<{ ma_vt: string; q: string }>(
    await tx.execute(sql`SELECT d.ma_vt, trim_scale(sum(d.so_luong * coalesce(d.he_so, 1)))::text AS q
      FROM sales_returns_details d JOIN sales_returns r ON r.id = d.stt_rec
      WHERE r.stt_rec_hd = ${billId} AND r.status <> '9' ${returnId ? sql`AND r.id <> ${returnId}` : sql``}
      GROUP BY d.ma_vt`),
  );
  return {
    sold: new Map(sold.map((r) => [r.ma_vt, r.q])),
    returned: new Map(returned.map((r) => [r.ma_vt, r.q])),
  };
}

const onSale = saleRule();

export const returnRule: DocumentRule = async (tx, input) => {
  const { doc, scope, before } = input;
  const billId = String(doc.stt_rec_hd).toLowerCase();
  const bill = await findBill(tx, billId);
  if (!bill)
    return refuse([{ field: 'stt_rec_hd', message: scope.t(saleMessages.billNotFound, { id: billId }) }]);
  const problems: Problem[] = [];
  if ((bill.ma_kh ?? '') !== String(doc.ma_kh ?? ''))
    problems.push({
      field: 'ma_kh',
      message: scope.t(saleMessages.billCustomer, { ma_kh: bill.ma_kh ?? '' }),
    });
  const days = await loadSetting(tx, 'sale_return_days');
  if (days > 0 && String(doc.ngay_ct) > addDays(bill.ngay_ct, days))
    problems.push({
      field: 'stt_rec_hd',
      message: scope.t(saleMessages.returnTooLate, { ngay_hd: bill.ngay_ct, days: String(days) }),
    });
  const { sold, returned } = await quantities(tx, bill, billId, before ? String(before.stt_rec) : null);
  doc.details.forEach((line, i) => {
    const ma_vt = String(line.ma_vt);
    const da_ban = sold.get(ma_vt) ?? '0';
    const da_tra = returned.get(ma_vt) ?? '0';
    const con_lai = sub(da_ban, da_tra);
    const wanted = sum(doc.details.filter((l) => l.ma_vt === line.ma_vt).map(baseQuantity));
    if (cmp(wanted, con_lai) > 0)
      problems.push({
        field: `details[${i}].so_luong`,
        message: scope.t(saleMessages.returnTooMuch, { ma_vt, con_lai, da_ban, da_tra }),
      });
  });
  refuse(problems);
  await onSale(tx, input);
};
