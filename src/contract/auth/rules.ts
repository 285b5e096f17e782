import type { RightLists, UserInfo } from '../api/auth.api.ts';

/** Spec §6 as pure functions, shared by the server (enforcement) and the client (what to show). */

/** The part of the signed-in user the rules read. */
export type Principal = Pick<UserInfo, 'is_admin' | keyof RightLists | 'user_rights'>;

/** A missing user is always denied. */
export type MaybePrincipal = Principal | null | undefined;

export type Action = 'access' | 'read' | 'readall' | 'add' | 'edit' | 'del' | 'print';

export const ACTIONS: readonly Action[] = ['access', 'read', 'readall', 'add', 'edit', 'del', 'print'];

/** The user's list that holds each action's menu ids: `r_` and the action ('r_readall'). */
export const LIST_OF = Object.fromEntries(ACTIONS.map((action) => [action, `r_${action}`])) as Record<
  Action,
  keyof RightLists
>;

/** A user holding no menu right at all: every list, empty. */
export const NO_RIGHTS: RightLists = Object.freeze(
  Object.fromEntries(ACTIONS.map((action) => [LIST_OF[action], []])) as unknown as RightLists,
);

export function isAdmin(user: MaybePrincipal): boolean {
  return user?.is_admin === 1;
}

/**
 * May `user` do `action` on the menu entry `menuId`? Administrators may do everything; others
 * need the id in the matching list, and holding edit also grants read.
 */
export function can(user: MaybePrincipal, menuId: string | null | undefined, action: Action): boolean {
  if (!user || !menuId) return false;
  if (isAdmin(user)) return true;
  if (user[LIST_OF[action]].includes(menuId)) return true;
  return action === 'read' && user.r_edit.includes(menuId);
}

// ---- Branch scope ----------------------------------------------------------------------------

export type BranchCheck =
  | { ok: true; branches: string[] }
  | { ok: false; code: 'NO_BRANCH_RIGHTS' | 'BRANCH_DENIED'; denied: string[] };

function cleanCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => code.trim()).filter((code) => code !== ''))];
}

/** Branch codes of user_rights.branchs ('A, B,,C' → ['A', 'B', 'C']); none without a user. */
export function branchCodes(user: MaybePrincipal): string[] {
  return user ? cleanCodes(user.user_rights.branchs.split(',')) : [];
}

/** Existing branches the user may use, in the order of `allBranches` (admin: all of them). */
export function permittedBranches(user: MaybePrincipal, allBranches: readonly string[]): string[] {
  const all = cleanCodes(allBranches);
  if (!user) return [];
  if (isAdmin(user)) return all;
  const own = new Set(branchCodes(user));
  return all.filter((code) => own.has(code));
}

/**
 * Checks the branches a request asks for. An empty request means every permitted branch. A user
 * without any permitted branch gets NO_BRANCH_RIGHTS; a branch outside the permitted ones (or
 * not existing) gets BRANCH_DENIED with the offending codes.
 */
export function checkBranches(
  user: MaybePrincipal,
  requested: readonly string[],
  allBranches: readonly string[],
): BranchCheck {
  const wanted = cleanCodes(requested);
  const permitted = permittedBranches(user, allBranches);
  if (permitted.length === 0) return { ok: false, code: 'NO_BRANCH_RIGHTS', denied: wanted };
  if (wanted.length === 0) return { ok: true, branches: permitted };
  const allowed = new Set(permitted);
  const denied = wanted.filter((code) => !allowed.has(code));
  return denied.length > 0 ? { ok: false, code: 'BRANCH_DENIED', denied } : { ok: true, branches: wanted };
}

/**
 * The client's multi-selection cut to permitted branches (spec §4 Branch selection). When nothing
 * of the selection survives, every permitted branch is selected; with none permitted it fails.
 */
export function cutSelection(
  user: MaybePrincipal,
  selected: readonly string[],
  allBranches: readonly string[],
): BranchCheck {
  const permitted = permittedBranches(user, allBranches);
  const wanted = cleanCodes(selected);
  if (permitted.length === 0) return { ok: false, code: 'NO_BRANCH_RIGHTS', denied: wanted };
  const allowed = new Set(permitted);
  const kept = wanted.filter((code) => allowed.has(code));
  return { ok: true, branches: kept.length > 0 ? kept : permitted };
}

/** The single selected branch: kept when permitted, else the first permitted one, else null. */
export function pickSingle(
  user: MaybePrincipal,
  current: string | null | undefined,
  allBranches: readonly string[],
): string | null {
  const permitted = permittedBranches(user, allBranches);
  const code = current?.trim();
  if (code && permitted.includes(code)) return code;
  return permitted[0] ?? null;
}

// ---- Employee scope --------------------------------------------------------------------------

export interface EmployeeScopeContext {
  /** The screen whose `readall` right widens reading to every employee. */
  menuId?: string | null;
  action?: Action;
}

/**
 * May `user` see a record handled by `employeeCode` (ma_nvbh)? Admin, employee_yn 0 and the
 * user's own employees list allow it; when reading, `readall` on the screen widens to everyone.
 * Records without an employee are visible to any user.
 */
export function canSeeEmployee(
  user: MaybePrincipal,
  employeeCode: string | null | undefined,
  context: EmployeeScopeContext = {},
): boolean {
  if (!user) return false;
  const code = employeeCode?.trim();
  if (!code || isAdmin(user) || user.user_rights.employee_yn === 0) return true;
  if (user.user_rights.employees.some((own) => own.trim() === code)) return true;
  const reading = context.action === 'read' || context.action === 'readall';
  return reading && can(user, context.menuId, 'readall');
}

// ---- Voucher lock ----------------------------------------------------------------------------

/** Period closing (spec §3): vouchers of this branch and type dated on or before ngay_ks are locked. */
export interface VoucherLock {
  ma_dvcs: string;
  ma_ct: string;
  /** Lock date, Y-m-d. */
  ngay_ks: string;
}

export interface VoucherKey {
  ma_dvcs: string;
  ma_ct: string;
  /** Voucher date: Y-m-d, or an ISO datetime whose date part is taken. */
  ngay_ct: string;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const DMY = /^(\d{2})[/-](\d{2})[/-](\d{4})(?:$| )/;

/**
 * Days since 1970-01-01 of a calendar date written Y-m-d (optionally followed by a time, which is
 * ignored), d-m-Y or d/m/Y; null when it is not a real date.
 */
export function dayNumber(value: string): number | null {
  const text = value.trim();
  const ymd = YMD.exec(text);
  const dmy = ymd ? null : DMY.exec(text);
  const [y, m, d] = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (y === undefined || m === undefined || d === undefined) return null;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.getTime() / 86_400_000;
}

function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * Is the voucher inside a closed period of its branch and voucher type? Fails closed: a voucher
 * date or a matching lock date that cannot be read counts as locked.
 */
export function isLocked(locks: readonly VoucherLock[], voucher: VoucherKey): boolean {
  const matching = locks.filter(
    (lock) => sameCode(lock.ma_dvcs, voucher.ma_dvcs) && sameCode(lock.ma_ct, voucher.ma_ct),
  );
  if (matching.length === 0) return false;
  const voucherDay = dayNumber(voucher.ngay_ct);
  if (voucherDay === null) return true;
  return matching.some((lock) => {
    const lockDay = dayNumber(lock.ngay_ks);
    return lockDay === null || voucherDay <= lockDay;
  });
}

export type VoucherChangeCheck = { ok: true } | { ok: false; code: 'FORBIDDEN' | 'VOUCHER_LOCKED' };

/** Why editing or deleting the voucher is refused, if it is: the right first, then the lock. */
export function checkVoucherChange(
  user: MaybePrincipal,
  menuId: string | null | undefined,
  action: 'edit' | 'del',
  voucher: VoucherKey,
  locks: readonly VoucherLock[],
): VoucherChangeCheck {
  if (!can(user, menuId, action)) return { ok: false, code: 'FORBIDDEN' };
  if (isLocked(locks, voucher)) return { ok: false, code: 'VOUCHER_LOCKED' };
  return { ok: true };
}

/** can() and the period lock together; the lock binds administrators too. */
export function canChangeVoucher(
  user: MaybePrincipal,
  menuId: string | null | undefined,
  action: 'edit' | 'del',
  voucher: VoucherKey,
  locks: readonly VoucherLock[],
): boolean {
  return checkVoucherChange(user, menuId, action, voucher, locks).ok;
}
