import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { type VipRow, vipQuerySchema } from '../../../contract/api/crm.api.ts';
import { levels } from '../../../contract/entities/crm/levels.entity.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { employees } from '../../../contract/entities/hr/employees.entity.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { glLedger } from '../../db/ledger-tables.ts';
import { withTenant } from '../../db/with-tenant.ts';
import { mainTable } from '../../entity-api/columns.ts';
import { and } from '../../entity-api/list.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { readScopeConditions, readScopeOf } from '../../entity-api/scope.ts';
import type { AppEnv } from '../../http/context.ts';
import { parseQuery } from '../../http/validate.ts';

/** The most customers one ranking lists (the best spenders first). */
const MAX_ROWS = 500;

/**
 * /crm/partners-vip over a period: each customer's net sales between the dates from the general
 * ledger — their receivable 131 against revenue 511 (a sale) and sales deductions 521 (a return),
 * VAT left out — and the highest VIP level whose threshold they reach, within the user's branch
 * and employee scope.
 */
export async function vipRanking(
  db: Db,
  scope: RequestScope,
  period: { fromDate: string; toDate: string },
): Promise<VipRow[]> {
  const where = readScopeConditions(partners, readScopeOf(partners, scope));
  return withTenant(db, scope.tenantId, async (tx) =>
    rowsOf<VipRow>(
      await tx.execute(sql`
        WITH spent AS (
          SELECT g.ma_kh, SUM(g.ps_no - g.ps_co) AS doanh_so
          FROM ${glLedger} g
          WHERE g.tk LIKE '131%' AND (g.tk_du LIKE '511%' OR g.tk_du LIKE '521%')
            AND g.ma_kh IS NOT NULL AND g.ngay_ct BETWEEN ${period.fromDate} AND ${period.toDate}
          GROUP BY g.ma_kh
        )
        SELECT t.id AS stt_rec, t.ma_kh, t.ten_kh, t.ma_nvbh, e.ten_nv AS ten_nvbh, t.ma_dvcs,
               s.doanh_so::text AS doanh_so, reached.ma_cap AS ma_cap_dat, reached.ten_cap AS ten_cap_dat,
               t.ma_cap, held.ten_cap
        FROM spent s
        JOIN ${mainTable(partners)} ON t.ma_kh = s.ma_kh
        JOIN LATERAL (
          SELECT l.ma_cap, l.ten_cap FROM ${sql.identifier(levels.table)} l
          WHERE l.vip AND l.status = 1 AND l.doanh_so_tu <= s.doanh_so
          ORDER BY l.doanh_so_tu DESC LIMIT 1
        ) reached ON true
        LEFT JOIN ${sql.identifier(levels.table)} held ON held.ma_cap = t.ma_cap
        LEFT JOIN ${sql.identifier(employees.table)} e ON e.ma_nv = t.ma_nvbh
        WHERE ${and(where)}
        ORDER BY s.doanh_so DESC, t.ma_kh LIMIT ${MAX_ROWS}`),
    ),
  );
}

export function vipRankingRoute(db: Db, scopeOf: (c: Context<AppEnv>) => RequestScope) {
  return async (c: Context<AppEnv>) => {
    const items = await vipRanking(db, scopeOf(c), parseQuery(c, vipQuerySchema));
    return c.json({ items, total: items.length });
  };
}
