import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { PartnerSearchRow } from '../../../contract/api/crm.api.ts';
import { canSeeEmployee } from '../../../contract/auth/rules.ts';
import { maskPhone } from '../../../contract/domain/format.ts';
import { levels } from '../../../contract/entities/crm/levels.entity.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { employees } from '../../../contract/entities/hr/employees.entity.ts';
import { branchs } from '../../../contract/entities/system/branchs.entity.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { mainTable } from '../../entity-api/columns.ts';
import { and, searchConditions } from '../../entity-api/list.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { readScopeConditions, readScopeOf } from '../../entity-api/scope.ts';
import type { AppEnv } from '../../http/context.ts';

/**
 * /crm/partners-search, the front desk's first question: is this phone or name a customer, and
 * who handles them? Reads across every salesperson (the branch scope still holds); a customer whose
 * salesperson the user may not see comes with the phone masked (first digit and last four), no
 * e-mail and no record id to open.
 */

const MAX_ROWS = 50;

type Raw = Omit<PartnerSearchRow, 'masked' | 'stt_rec'> & { id: string };

export async function searchPartners(
  db: Db,
  scope: RequestScope,
  searchKey: string,
): Promise<PartnerSearchRow[]> {
  const key = searchKey.trim();
  if (key === '') return [];
  // Every salesperson's customers: the employee scope is what the masking below stands in for.
  const where = [
    ...readScopeConditions(partners, { ...readScopeOf(partners, scope), employees: null }),
    ...searchConditions(partners, key),
  ];
  const rows = await withTenant(db, scope.tenantId, async (tx) =>
    rowsOf<Raw>(
      await tx.execute(sql`
        SELECT t.id, t.ma_kh, t.ten_kh, t.dien_thoai, t.ma_nvbh, e.ten_nv AS ten_nvbh, t.ma_dvcs,
               b.ten_dvcs, l.ten_cap
        FROM ${mainTable(partners)}
        LEFT JOIN ${sql.identifier(employees.table)} e ON e.tenant_id = t.tenant_id AND e.ma_nv = t.ma_nvbh
        LEFT JOIN ${sql.identifier(branchs.table)} b ON b.tenant_id = t.tenant_id AND b.ma_dvcs = t.ma_dvcs
        LEFT JOIN ${sql.identifier(levels.table)} l ON l.tenant_id = t.tenant_id AND l.ma_cap = t.ma_cap
        WHERE ${and(where)}
        ORDER BY t.ten_kh, t.id LIMIT ${MAX_ROWS}`),
    ),
  );
  return rows.map(({ id, ...row }) => {
    const visible = canSeeEmployee(scope.user, row.ma_nvbh, { menuId: partners.menuId, action: 'read' });
    const phone = row.dien_thoai;
    return {
      ...row,
      stt_rec: visible ? id : null,
      dien_thoai: visible || !phone ? phone : maskPhone(phone),
      masked: !visible,
    };
  });
}

export function partnerSearchRoute(db: Db, scopeOf: (c: Context<AppEnv>) => RequestScope) {
  return async (c: Context<AppEnv>) => {
    const items = await searchPartners(db, scopeOf(c), c.req.query('searchKey') ?? '');
    return c.json({ items, total: items.length });
  };
}
