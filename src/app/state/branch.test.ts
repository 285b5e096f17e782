// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../contract/api/auth.api.ts';
import { applyBranchList, branchState, branchsHeader, loadBranchSelection, selectBranchs } from './branch.ts';

const rights = { r_access: [], r_read: [], r_readall: [], r_add: [], r_edit: [], r_del: [], r_print: [] };
const base = { saler: null, agent_id: null, agent_pass: null, user_configs: [], ...rights };
const admin: UserInfo = {
  ...base,
  user_name: 'admin',
  user_info: 'Quản trị',
  is_admin: 1,
  user_rights: { branchs: '', employee_yn: 0, employees: [] },
};
const letan: UserInfo = {
  ...base,
  user_name: 'letan',
  user_info: 'Lễ tân',
  is_admin: 0,
  user_rights: { branchs: 'CN01', employee_yn: 1, employees: ['NV001'] },
};
const all = [
  { ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh 1' },
  { ma_dvcs: 'CN02', ten_dvcs: 'Chi nhánh 2' },
];

/** A fresh tenant each time, so the saved selection is read again. */
let tenant = 0;
function withSaved(branch: string | null, branchs: string) {
  tenant += 1;
  const name = `t${tenant}`;
  if (branch) localStorage.setItem(`${name}.branch`, branch);
  localStorage.setItem(`${name}.branchs`, branchs);
  loadBranchSelection(name);
  return name;
}

describe('branch selection (spec §4)', () => {
  beforeEach(() => localStorage.clear());

  it('resets an invalid working branch to the first one and cuts the multi-selection', () => {
    const name = withSaved('CN09', 'CN02,CN09');
    applyBranchList([...all], admin);
    expect(branchState.branch).toBe('CN01');
    expect(branchState.branchs).toEqual(['CN02']);
    expect(branchsHeader()).toBe('CN02');
    expect(localStorage.getItem(`${name}.branch`)).toBe('CN01');
    expect(localStorage.getItem(`${name}.branchs`)).toBe('CN02');
  });

  it('keeps a non-admin to their own branches', () => {
    withSaved('CN02', 'CN01,CN02');
    applyBranchList([...all], letan);
    expect(branchState.branch).toBe('CN01');
    expect(branchState.branchs).toEqual(['CN01']);
    expect(branchState.problem).toBeNull();
  });

  it('with nothing saved, selects every permitted branch', () => {
    withSaved(null, '');
    applyBranchList([...all], admin);
    expect(branchState.branchs).toEqual(['CN01', 'CN02']);
  });

  it('reports no permitted branch and an empty list apart', () => {
    withSaved(null, '');
    applyBranchList([...all], { ...letan, user_rights: { ...letan.user_rights, branchs: 'CN07' } });
    expect(branchState.problem).toBe('no-rights');
    expect(branchsHeader()).toBe('');
    withSaved(null, '');
    applyBranchList([], admin, 'empty');
    expect(branchState.problem).toBe('empty');
  });

  it('an emptied multi-selection falls back to the working branch', () => {
    withSaved('CN02', 'CN01,CN02');
    applyBranchList([...all], admin);
    selectBranchs([]);
    expect(branchState.branchs).toEqual(['CN02']);
  });
});
