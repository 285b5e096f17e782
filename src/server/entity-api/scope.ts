import { type SQL, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import {
  branchCodes,
  canSeeEmployee,
  checkBranches,
  checkVoucherChange,
  isAdmin,
  isLocked,
  type VoucherKey,
  type VoucherLock,
} from '../../contract/auth/rules.ts';
import { formatDate } from '../../contract/domain/datetime.ts';
import { type Entity, sliceValues } from '../../contract/entity/define.ts';
import { entityMessages } from '../../contract/entity/messages.ts';
import { voucherLocks } from '../db/schema.ts';
import type { Tx } from '../db/with-tenant.ts';
import type { AuthUser } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { readableEmployees } from '../http/request-context.ts';
import { col } from './columns.ts';
import type { RequestScope } from './model.ts';

/**
 * Spec §6 on entity rows, with the rules of src/contract/auth/rules.ts: the branch scope, the
 * employee scope and the voucher lock. Reads filter rows in SQL; writes check the row before and
 * after the change and answer 403 with the stable code of the refusal.
 */

type Row = Record<string, unknown>;

/**
 * What the scope conditions of a read depend on (tenant, branches, employees, owner), and nothing else: equal inputs give equal
 * conditions, so list-statement.ts renders them once per distinct scope.
 */
export interface ReadScope {
  readonly tenantId: string;
  /** Branch codes rows must carry; null when the entity has no branch field or the user sees all. */
  readonly branches: readonly string[] | null;
  /** Employee codes rows must carry when they have one; null when every employee's rows are open. */
  readonly employees: readonly string[] | null;
  /** The user whose own rows alone are read (an owner-scoped entity), else null. */
  readonly owner: string | null;
}

function readBranches(entity: Entity, scope: RequestScope): readonly string[] | null {
  if (!entity.scope?.branch) return null;
  if (entity.scope.branchesOf !== 'user') return scope.branches;
  return isAdmin(scope.user) ? null : branchCodes(scope.user);
}

export function readScopeOf(entity: Entity, scope: RequestScope): ReadScope {
  const employees = entity.scope?.employee ? readableEmployees(scope.user, entity.menuId) : null;
  const owner = entity.scope?.owner ? scope.user.user_name : null;
  return { tenantId: scope.tenantId, branches: readBranches(entity, scope), employees, owner };
}

/** The rows of a table shared with other entities that belong to this one (see `slice`). */
export function sliceConditions(entity: Entity): SQL[] {
  const slice = sliceValues(entity);
  return slice ? [sql`${col(slice.field)} IN ${slice.values}`] : [];
}

/** The conditions of a ReadScope: tenant, branch scope, employee scope. */
export function readScopeConditions(
  entity: Entity,
  { tenantId, branches, employees, owner }: ReadScope,
): SQL[] {
  const conditions = [sql`${col('tenant_id')} = ${tenantId}`, ...sliceConditions(entity)];
  const branch = entity.scope?.branch;
  if (branch && branches) {
    // A user-kept branch list may be empty (no rows); the request's branches never are.
    const none = entity.scope?.branchesOf === 'user' && branches.length === 0;
    conditions.push(none ? sql`FALSE` : sql`${col(branch)} IN ${branches}`);
  }
  if (owner !== null) conditions.push(sql`${col('created_by')} = ${owner}`);
  const employee = entity.scope?.employee;
  if (employee && employees) {
    const mine = employees.length > 0 ? sql` OR ${col(employee)} IN ${employees}` : sql``;
    conditions.push(sql`(${col(employee)} IS NULL${mine})`);
  }
  return conditions;
}

/** WHERE conditions every read of the entity carries: tenant, branch scope, employee scope. */
export function readConditions(entity: Entity, scope: RequestScope): SQL[] {
  return readScopeConditions(entity, readScopeOf(entity, scope));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** The voucher identity of a row, or null when the entity has no voucher scope. */
function voucherOf(entity: Entity, row: Row): VoucherKey | null {
  const voucher = entity.scope?.voucher;
  if (!voucher) return null;
  const date = text(row[voucher.date]);
  const isInstant = entity.fields[voucher.date]?.kind === 'datetime' && date !== '';
  return {
    ma_dvcs: entity.scope?.branch ? text(row[entity.scope.branch]) : '',
    ma_ct: 'fixed' in voucher.type ? voucher.type.fixed : text(row[voucher.type.field]),
    ngay_ct: isInstant ? formatDate(Date.parse(date), BUSINESS_TIME_ZONE) : date,
  };
}

function requiredError(entity: Entity, scope: RequestScope, name: string): ApiError {
  const label = entity.fields[name] ? scope.t(entity.fields[name].label) : name;
  return new ApiError(400, 'VALIDATION', {
    fields: [{ field: name, message: scope.t(entityMessages.required, { field: label }) }],
  });
}

/** Y-m-d → d/m/Y as Vietnamese screens show dates (other forms unchanged). */
function shown(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date || '—';
}

function lockedError(voucher: VoucherKey, locks: readonly VoucherLock[]): ApiError {
  const lock = locks.find((l) => isLocked([l], voucher));
  return new ApiError(403, 'VOUCHER_LOCKED', {
    values: { ngay_ct: shown(voucher.ngay_ct), ngay_ks: shown(lock?.ngay_ks ?? '') },
  });
}

export type WriteAction = 'add' | 'edit' | 'del';

/**
 * May the user write these rows? `rows` are the row before the change and/or after it: both must
 * lie in the user's branches and employees, and neither may fall in a closed period.
 */
export async function assertWritable(
  tx: Tx,
  entity: Entity,
  scope: RequestScope,
  action: WriteAction,
  rows: readonly Row[],
): Promise<void> {
  const { user } = scope;
  // Someone else's personal row is not found, as reads answer: its existence is not revealed.
  if (entity.scope?.owner && rows.some((row) => 'created_by' in row && row.created_by !== user.user_name))
    throw new ApiError(404, 'RECORD_NOT_FOUND');
  const branch = entity.scope?.branch;
  if (branch) {
    const codes = rows.map((row) => text(row[branch]));
    if (codes.includes('')) throw requiredError(entity, scope, branch);
    // The branch catalogue: an administrator adds branches that do not exist yet.
    const known = entity.scope?.branchesOf === 'user' && isAdmin(user) ? codes : await scope.tenantBranches();
    const check = checkBranches(user, codes, known);
    if (!check.ok)
      throw new ApiError(403, 'BRANCH_DENIED', { values: { branches: check.denied.join(', ') } });
  }
  const employee = entity.scope?.employee;
  for (const row of employee ? rows : []) {
    const code = text(row[employee as string]);
    if (!canSeeEmployee(user, code, { menuId: entity.menuId, action }))
      throw new ApiError(403, 'EMPLOYEE_DENIED', { values: { employee: code } });
  }
  await assertOpenPeriod(tx, entity, user, action, rows);
}

async function assertOpenPeriod(
  tx: Tx,
  entity: Entity,
  user: AuthUser,
  action: WriteAction,
  rows: readonly Row[],
): Promise<void> {
  const vouchers = rows.map((row) => voucherOf(entity, row)).filter((v): v is VoucherKey => v !== null);
  if (vouchers.length === 0) return;
  const locks = await tx
    .select({ ma_dvcs: voucherLocks.ma_dvcs, ma_ct: voucherLocks.ma_ct, ngay_ks: voucherLocks.ngay_ks })
    .from(voucherLocks);
  for (const voucher of vouchers) {
    // Adding into a closed period changes its balances as much as editing does.
    const check =
      action === 'add'
        ? { ok: !isLocked(locks, voucher), code: 'VOUCHER_LOCKED' as const }
        : checkVoucherChange(user, entity.menuId, action, voucher, locks);
    if (!check.ok && check.code === 'FORBIDDEN') throw new ApiError(403, 'FORBIDDEN');
    if (!check.ok) throw lockedError(voucher, locks);
  }
}
