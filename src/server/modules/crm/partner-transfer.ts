import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { crmMessages, MAX_TRANSFER, type TransferRequest } from '../../../contract/api/crm.api.ts';
import { canSeeEmployee } from '../../../contract/auth/rules.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { partnerTransfers } from '../../../contract/entities/crm/partners-transfer-histories.entity.ts';
import { writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { entityTables } from '../../db/schema.ts';
import { type Tx, withTenant } from '../../db/with-tenant.ts';
import { col, mainTable } from '../../entity-api/columns.ts';
import { and } from '../../entity-api/list.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { readConditions } from '../../entity-api/scope.ts';
import type { ClientInfo } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { findEmployee } from './partner-lookup.ts';

/**
 * /crm/partners-transfer: customers move from their salesperson to another with a reason. The
 * move and its history rows (/crm/partners-transfer-histories) are one transaction: every chosen
 * customer moves and is recorded, or none is. The user must be allowed to edit the customers of
 * both salespeople (employee scope) in the customers' branches.
 */

interface Moving {
  id: string;
  ma_kh: string;
  ma_nvbh: string | null;
  ma_dvcs: string;
}

function invalid(scope: RequestScope, field: string, message: Parameters<RequestScope['t']>[0], values = {}) {
  return new ApiError(400, 'VALIDATION', { fields: [{ field, message: scope.t(message, values) }] });
}

/** The customers the request names, locked, within the user's read scope. */
async function chosen(tx: Tx, scope: RequestScope, request: TransferRequest): Promise<Moving[]> {
  const conditions = readConditions(partners, scope);
  if (request.ids?.length) conditions.push(sql`${col('id')} IN ${request.ids}`);
  else if (request.all && request.ma_nvbh_cu) conditions.push(sql`${col('ma_nvbh')} = ${request.ma_nvbh_cu}`);
  else throw invalid(scope, 'ids', crmMessages.nothingToTransfer);
  const rows = rowsOf<Moving>(
    await tx.execute(sql`
      SELECT t.id, t.ma_kh, t.ma_nvbh, t.ma_dvcs FROM ${mainTable(partners)}
      WHERE ${and(conditions)} ORDER BY t.id LIMIT ${MAX_TRANSFER + 1} FOR UPDATE OF t`),
  );
  // A chosen customer the user may not see is not found, as a read would answer.
  if (request.ids?.length && rows.length !== new Set(request.ids).size)
    throw new ApiError(404, 'RECORD_NOT_FOUND');
  if (rows.length > MAX_TRANSFER)
    throw invalid(scope, 'ids', crmMessages.transferTooMany, { max: MAX_TRANSFER });
  return rows;
}

function assertMayMove(scope: RequestScope, rows: readonly Moving[], to: string): void {
  const edit = { menuId: partners.menuId, action: 'edit' as const };
  for (const code of new Set([to, ...rows.map((row) => row.ma_nvbh ?? '')])) {
    if (code && !canSeeEmployee(scope.user, code, edit))
      throw new ApiError(403, 'EMPLOYEE_DENIED', { values: { employee: code } });
  }
}

export async function transferPartners(
  db: Db,
  scope: RequestScope,
  client: ClientInfo,
  request: TransferRequest,
): Promise<{ ma_lo: string; moved: number }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const to = request.ma_nvbh_moi.toUpperCase();
    if (!(await findEmployee(tx, scope.tenantId, to)))
      throw invalid(scope, 'ma_nvbh_moi', crmMessages.notFound, {
        field: scope.t(crmMessages.salespersonLabel),
      });
    const rows = (await chosen(tx, scope, request)).filter((row) => row.ma_nvbh !== to);
    if (rows.length === 0) throw invalid(scope, 'ma_nvbh_moi', crmMessages.sameSalesperson);
    assertMayMove(scope, rows, to);
    const by = scope.user.user_name;
    const ids = rows.map((row) => row.id);
    await tx.execute(sql`
      UPDATE ${sql.identifier(partners.table)} SET ma_nvbh = ${to}, version = version + 1,
        updated_at = now(), updated_by = ${by}
      WHERE tenant_id = ${scope.tenantId} AND id IN ${ids}`);
    const ma_lo = uuidv7();
    const history = rows.map((row, index) => ({
      tenant_id: scope.tenantId,
      id: uuidv7(),
      ma_kh: row.ma_kh,
      ma_nvbh_cu: row.ma_nvbh,
      ma_nvbh_moi: to,
      ly_do: request.ly_do,
      ma_lo,
      ma_chuyen: `${ma_lo}.${index + 1}`,
      ma_dvcs: row.ma_dvcs,
      created_by: by,
      updated_by: by,
    }));
    const table = entityTables[partnerTransfers.name];
    if (!table) throw new Error('crm transfer table missing');
    await tx.insert(table).values(history as never);
    const detail = { ma_nvbh_moi: to, ly_do: request.ly_do, ma_kh: rows.map((row) => row.ma_kh) };
    await writeAudit(
      tx,
      scope.tenantId,
      { user_name: by, action: 'transfer', object: partners.path, record_id: ma_lo, detail },
      client,
    );
    return { ma_lo, moved: rows.length };
  });
}
