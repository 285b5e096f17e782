import { eq, sql } from 'drizzle-orm';
import type { DocumentType, VoucherTypeDef } from '../../contract/documents/define.ts';
import type { StatusDef } from '../../contract/documents/statuses.ts';
import { vouchers } from '../../contract/entities/accounting/vouchers.entity.ts';
import { rowsOf } from '../db/client.ts';
import { voucherInfos } from '../db/schema.ts';
import type { Tx } from '../db/with-tenant.ts';

/**
 * A voucher type as the tenant set it up: accounting/vouchers (prefix, digits, accounts) and its
 * statuses from accounting/voucher-infos. A tenant that has not (yet) got rows for a type the
 * code declares works with the declaration's defaults.
 */
export interface VoucherSetup {
  readonly voucher: VoucherTypeDef & { readonly so_chu_so: number };
  readonly statuses: readonly StatusDef[];
}

/** The columns of a voucher-infos row that describe one status (a StatusDef). */
export const statusColumns = {
  status: voucherInfos.status,
  ten_tt: voucherInfos.ten_tt,
  ten_tt2: voucherInfos.ten_tt2,
  ghi_so: voucherInfos.ghi_so,
  cho_sua: voucherInfos.cho_sua,
  mau: voucherInfos.mau,
  stt: voucherInfos.stt,
};

export async function voucherSetup(
  tx: Tx,
  document: DocumentType,
  declared: VoucherTypeDef,
): Promise<VoucherSetup> {
  const rows = rowsOf<{
    tien_to: string | null;
    so_chu_so: number | null;
    tk_no: string | null;
    tk_co: string | null;
  }>(
    await tx.execute(
      sql`SELECT tien_to, so_chu_so, tk_no, tk_co FROM ${sql.identifier(vouchers.table)} WHERE ma_ct = ${declared.ma_ct}`,
    ),
  );
  const row = rows[0];
  const voucher = {
    ...declared,
    tien_to: row?.tien_to ?? declared.tien_to,
    so_chu_so: row?.so_chu_so ?? 6,
    tk_no: row ? row.tk_no : declared.tk_no,
    tk_co: row ? row.tk_co : declared.tk_co,
  };
  const infos = await tx
    .select(statusColumns)
    .from(voucherInfos)
    .where(eq(voucherInfos.ma_ct, declared.ma_ct));
  const statuses =
    infos.length > 0
      ? infos.map((i) => ({ ...i, ten_tt2: i.ten_tt2 ?? '', mau: i.mau ?? '' }))
      : document.statuses;
  return { voucher, statuses };
}
