import { sql } from 'drizzle-orm';
import { canSeeEmployee } from '../../../contract/auth/rules.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { employees } from '../../../contract/entities/hr/employees.entity.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { AuthUser } from '../../http/context.ts';

/**
 * Who already holds a phone or website (spec §5 unique-partner-* rules): read tenant-wide, across
 * every salesperson, because a duplicate is a duplicate whoever handles it; what the caller learns
 * about the holder is cut to what the user may see (holderView).
 */

export interface Holder {
  id: string;
  ma_kh: string;
  ma_nvbh: string | null;
  ten_nvbh: string | null;
}

/** Columns the unique-partner-* checks compare on. */
export type HeldProperty = 'dien_thoai' | 'website';

export async function findHolder(
  tx: Tx,
  tenantId: string,
  property: HeldProperty,
  value: string,
  exceptId: string | undefined,
): Promise<Holder | null> {
  const p = sql.identifier(partners.table);
  const e = sql.identifier(employees.table);
  const column = sql.identifier(property);
  const except = exceptId ? sql` AND p.id <> ${exceptId}` : sql``;
  // Websites are compared without case and a trailing slash: https://Spa.vn/ is https://spa.vn.
  const matches =
    property === 'website'
      ? sql`rtrim(lower(p.website), '/') = rtrim(lower(${value}), '/')`
      : sql`p.${column} = ${value}`;
  const rows = rowsOf<Holder>(
    await tx.execute(sql`
      SELECT p.id, p.ma_kh, p.ma_nvbh, e.ten_nv AS ten_nvbh
      FROM ${p} p LEFT JOIN ${e} e ON e.tenant_id = p.tenant_id AND e.ma_nv = p.ma_nvbh
      WHERE p.tenant_id = ${tenantId} AND ${matches}${except}
      LIMIT 1`),
  );
  return rows[0] ?? null;
}

/** May the user open the holder (see its salesperson's customers)? */
export function maySeeHolder(user: AuthUser, holder: Holder): boolean {
  return canSeeEmployee(user, holder.ma_nvbh, { menuId: partners.menuId, action: 'read' });
}

/** The `/employee` answer: the salesperson always, the record id only when the user may open it. */
export function holderView(user: AuthUser, holder: Holder | null) {
  if (!holder) return { exists: false, ma_nvbh: null, ten_nvbh: null, stt_rec: null };
  return {
    exists: true,
    ma_nvbh: holder.ma_nvbh,
    ten_nvbh: holder.ten_nvbh,
    stt_rec: maySeeHolder(user, holder) ? holder.id : null,
  };
}

/** An employee by code, or null. */
export async function findEmployee(
  tx: Tx,
  tenantId: string,
  code: string,
): Promise<{ ma_nv: string; ten_nv: string; ma_dvcs: string } | null> {
  const e = sql.identifier(employees.table);
  const rows = rowsOf<{ ma_nv: string; ten_nv: string; ma_dvcs: string }>(
    await tx.execute(
      sql`SELECT ma_nv, ten_nv, ma_dvcs FROM ${e} WHERE tenant_id = ${tenantId} AND ma_nv = ${code} LIMIT 1`,
    ),
  );
  return rows[0] ?? null;
}
