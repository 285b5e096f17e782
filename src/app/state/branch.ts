import { proxy } from 'valtio';
import { cutSelection, type MaybePrincipal, pickSingle } from '../../contract/auth/rules.ts';

export interface BranchOption {
  ma_dvcs: string;
  ten_dvcs: string;
}

/** Why no branch can be used; the frame says it in the spec's words (§8). */
export type BranchProblem = 'empty' | 'no-rights';

/**
 * Spec §4 Branch selection: the working branch (single) and the branches whose data the lists
 * show (multi, sent as the Branchs header). Both persist locally per tenant.
 */
export const branchState = proxy({
  tenant: '',
  /** Branches of GET /api/system/branchs, sorted by ma_dvcs. */
  list: [] as BranchOption[],
  branch: null as string | null,
  branchs: [] as string[],
  problem: null as BranchProblem | null,
});

function key(name: 'branch' | 'branchs'): string {
  return `${branchState.tenant}.${name}`;
}

function persist(): void {
  if (!branchState.tenant) return;
  if (branchState.branch) localStorage.setItem(key('branch'), branchState.branch);
  else localStorage.removeItem(key('branch'));
  localStorage.setItem(key('branchs'), branchState.branchs.join(','));
}

/** The list the selection was last checked against (the query's own array, not the proxy copy). */
let checkedAgainst: readonly BranchOption[] | null = null;

/** Loads the saved selection of `tenant`; it is checked once the branch list arrives. */
export function loadBranchSelection(tenant: string): void {
  if (branchState.tenant === tenant) return;
  checkedAgainst = null;
  branchState.tenant = tenant;
  branchState.list = [];
  branchState.problem = null;
  branchState.branch = tenant ? localStorage.getItem(key('branch')) : null;
  const saved = tenant ? (localStorage.getItem(key('branchs')) ?? '') : '';
  branchState.branchs = saved.split(',').filter((code) => code !== '');
}

/**
 * After the branch list loads: an invalid working branch resets to the first branch, the
 * multi-selection is cut to the permitted branches (admin: all), none permitted is a problem.
 */
export function applyBranchList(
  list: readonly BranchOption[],
  user: MaybePrincipal,
  whenEmpty: BranchProblem = 'empty',
): void {
  if (list === checkedAgainst) return;
  checkedAgainst = list;
  branchState.list = list.map(({ ma_dvcs, ten_dvcs }) => ({ ma_dvcs, ten_dvcs }));
  const codes = list.map((b) => b.ma_dvcs);
  if (codes.length === 0) {
    branchState.problem = whenEmpty;
    return;
  }
  const cut = cutSelection(user, branchState.branchs, codes);
  if (!cut.ok) {
    branchState.problem = 'no-rights';
    branchState.branch = null;
    branchState.branchs = [];
    persist();
    return;
  }
  branchState.problem = null;
  branchState.branch = pickSingle(user, branchState.branch, codes);
  branchState.branchs = cut.branches;
  persist();
}

export function selectBranch(code: string): void {
  branchState.branch = code;
  persist();
}

/** An empty multi-selection falls back to the working branch: lists always show something. */
export function selectBranchs(codes: readonly string[]): void {
  const valid = new Set(branchState.list.map((b) => b.ma_dvcs));
  const kept = codes.filter((code) => valid.has(code));
  branchState.branchs = kept.length > 0 ? kept : branchState.branch ? [branchState.branch] : [];
  persist();
}

/** The Branchs header: selected branches joined by commas (spec §7). */
export function branchsHeader(): string {
  return branchState.branchs.join(',');
}
