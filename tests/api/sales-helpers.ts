import { sql } from 'drizzle-orm';
import { priceSale } from '../../src/contract/domain/sale-pricing.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { withTenant } from '../../src/server/db/with-tenant.ts';
import type { Caller } from './entity-helpers.ts';
import type { TestApp } from './harness.ts';

/** Builders of sales documents priced by the app's own pricing function, and ledger reads. */

type Line = Record<string, unknown>;

export interface SaleInput {
  lines: Line[];
  payments?: { ma_httt: string; tien: string }[];
  bill?: { ty_le_ck_hd?: string; tien_ck_hd?: string };
  extra?: Record<string, unknown>;
}

/** A sale body with every amount as the cashier would send it (lines carry their bill-discount share). */
export function sale({ lines, payments = [], bill = {}, extra = {} }: SaleInput) {
  const priced = priceSale(
    lines.map((l) => ({
      so_luong: String(l.so_luong),
      gia: String(l.gia),
      ty_le_ck: l.ty_le_ck as string | undefined,
      // The demo tax codes are named by their rate ('10' is 10 %).
      thue_suat: l.ma_thue as string | undefined,
    })),
    bill,
  );
  return {
    ma_dvcs: 'CN01',
    ngay_ct: '2026-11-02',
    ...bill,
    details: lines.map((l, i) => ({ ...l, tien_ck_pb: priced.lines[i]?.tien_ck_pb })),
    payments,
    t_tt: priced.totals.t_tt,
    ...extra,
  };
}

export const item = (ma_vt: string, so_luong: string, gia: string, extra: Line = {}): Line => ({
  ma_vt,
  so_luong,
  gia,
  ...extra,
});

/** Σ debit − Σ credit of an account (optionally for one customer, one document). */
export async function accountBalance(
  t: TestApp,
  tk: string,
  o: { ma_kh?: string; stt_rec?: string } = {},
): Promise<string> {
  return withTenant(t.database.db, 'demo', async (tx) => {
    const [row] = rowsOf<{ n: string }>(
      await tx.execute(sql`SELECT coalesce(trim_scale(sum(ps_no - ps_co)), 0)::text AS n FROM gl_ledger
        WHERE tk = ${tk} ${o.ma_kh ? sql`AND ma_kh = ${o.ma_kh}` : sql``}
        ${o.stt_rec ? sql`AND stt_rec = ${o.stt_rec}` : sql``}`),
    );
    return row?.n ?? '0';
  });
}

export async function ledgerCounts(t: TestApp, sttRec: string): Promise<{ stock: number; gl: number }> {
  return withTenant(t.database.db, 'demo', async (tx) => {
    const count = async (table: string) =>
      Number(
        rowsOf<{ n: string }>(
          await tx.execute(
            sql`SELECT count(*)::text AS n FROM ${sql.identifier(table)} WHERE stt_rec = ${sttRec}`,
          ),
        )[0]?.n,
      );
    return { stock: await count('stock_ledger'), gl: await count('gl_ledger') };
  });
}

export async function onHand(admin: Caller, ma_vt: string, ma_kho = 'KCN01'): Promise<string> {
  const answer = await admin.get(`/api/stock/product-balances?ma_kho=${ma_kho}&ma_vt=${ma_vt}`);
  return answer.body.items[0]?.ton ?? '0';
}

export function setSetting(admin: Caller, name: string, value: string) {
  return admin.post('/api/system/configs', { name, group: 'settings', value });
}
