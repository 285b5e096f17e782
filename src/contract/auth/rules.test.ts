import { describe, expect, it } from 'vitest';
import { rightListsSchema } from '../api/auth.api.ts';
import {
  ACTIONS,
  branchCodes,
  can,
  canChangeVoucher,
  canSeeEmployee,
  checkBranches,
  checkVoucherChange,
  cutSelection,
  dayNumber,
  isLocked,
  LIST_OF,
  NO_RIGHTS,
  permittedBranches,
  pickSingle,
  type VoucherLock,
} from './rules.ts';
import { ADMIN, principal } from './test-principal.ts';

const ALL = ['CN01', 'CN02', 'CN03'];

describe('can', () => {
  it('lets an administrator do everything, even on unknown ids', () => {
    for (const action of ACTIONS) expect(can(ADMIN, 'anything', action)).toBe(true);
  });

  it('denies without a user or without a menu id', () => {
    expect(can(null, 'crm.partners', 'read')).toBe(false);
    expect(can(undefined, 'crm.partners', 'read')).toBe(false);
    expect(can(ADMIN, '', 'read')).toBe(false);
    expect(can(ADMIN, null, 'read')).toBe(false);
  });

  it('needs the id in the list of that action', () => {
    const user = principal({ r_add: ['crm.partners'], r_print: ['crm.tasks'] });
    expect(can(user, 'crm.partners', 'add')).toBe(true);
    expect(can(user, 'crm.partners', 'edit')).toBe(false);
    expect(can(user, 'crm.partners', 'read')).toBe(false);
    expect(can(user, 'crm.tasks', 'print')).toBe(true);
    expect(can(user, 'crm.tasks', 'del')).toBe(false);
    expect(can(user, 'crm.partner', 'add')).toBe(false);
  });

  it('checks every action against its own list', () => {
    for (const action of ACTIONS) {
      const user = principal({ [`r_${action}`]: ['x'] });
      for (const other of ACTIONS) {
        const expected = other === action || (action === 'edit' && other === 'read');
        expect(can(user, 'x', other), `${action} → ${other}`).toBe(expected);
      }
    }
  });

  it('grants read with edit but not the other way round', () => {
    const editor = principal({ r_edit: ['sales.bills'] });
    expect(can(editor, 'sales.bills', 'read')).toBe(true);
    expect(can(editor, 'sales.bills', 'readall')).toBe(false);
    expect(can(principal({ r_read: ['sales.bills'] }), 'sales.bills', 'edit')).toBe(false);
  });
});

describe('branch scope', () => {
  it('parses the comma-separated branch list', () => {
    const user = principal({
      user_rights: { branchs: ' CN01, ,CN02,,CN01 ', employee_yn: 1, employees: [] },
    });
    expect(branchCodes(user)).toEqual(['CN01', 'CN02']);
    expect(branchCodes(principal())).toEqual([]);
    expect(branchCodes(null)).toEqual([]);
  });

  const user = principal({ user_rights: { branchs: 'CN03,CN01,GONE', employee_yn: 1, employees: [] } });

  it('permits existing branches of the list, in branch order; admin gets all', () => {
    expect(permittedBranches(user, ALL)).toEqual(['CN01', 'CN03']);
    expect(permittedBranches(ADMIN, ALL)).toEqual(ALL);
    expect(permittedBranches(null, ALL)).toEqual([]);
  });

  it('refuses a user without branches', () => {
    expect(checkBranches(principal(), [], ALL)).toEqual({ ok: false, code: 'NO_BRANCH_RIGHTS', denied: [] });
    expect(checkBranches(principal(), ['CN01'], ALL)).toMatchObject({ ok: false, code: 'NO_BRANCH_RIGHTS' });
    expect(checkBranches(null, [], ALL)).toMatchObject({ ok: false, code: 'NO_BRANCH_RIGHTS' });
  });

  it('reads an empty request as all permitted branches', () => {
    expect(checkBranches(user, [], ALL)).toEqual({ ok: true, branches: ['CN01', 'CN03'] });
    expect(checkBranches(ADMIN, [' '], ALL)).toEqual({ ok: true, branches: ALL });
  });

  it('allows requested branches inside the list and names the ones outside', () => {
    expect(checkBranches(user, ['CN03'], ALL)).toEqual({ ok: true, branches: ['CN03'] });
    expect(checkBranches(user, ['CN01', 'CN02'], ALL)).toEqual({
      ok: false,
      code: 'BRANCH_DENIED',
      denied: ['CN02'],
    });
    expect(checkBranches(user, ['GONE'], ALL)).toMatchObject({ ok: false, code: 'BRANCH_DENIED' });
    expect(checkBranches(ADMIN, ['CN02'], ALL)).toEqual({ ok: true, branches: ['CN02'] });
    expect(checkBranches(ADMIN, ['XX'], ALL)).toMatchObject({ ok: false, denied: ['XX'] });
  });

  it('cuts the multi-selection to permitted branches', () => {
    expect(cutSelection(user, ['CN02', 'CN03'], ALL)).toEqual({ ok: true, branches: ['CN03'] });
    expect(cutSelection(user, ['CN02'], ALL)).toEqual({ ok: true, branches: ['CN01', 'CN03'] });
    expect(cutSelection(ADMIN, ['CN02', 'CN01'], ALL)).toEqual({ ok: true, branches: ['CN02', 'CN01'] });
    expect(cutSelection(principal(), ['CN01'], ALL)).toMatchObject({ ok: false, code: 'NO_BRANCH_RIGHTS' });
  });

  it('resets an invalid single selection to the first permitted branch', () => {
    expect(pickSingle(user, 'CN03', ALL)).toBe('CN03');
    expect(pickSingle(user, 'CN02', ALL)).toBe('CN01');
    expect(pickSingle(user, null, ALL)).toBe('CN01');
    expect(pickSingle(ADMIN, 'CN02', ALL)).toBe('CN02');
    expect(pickSingle(ADMIN, 'XX', ALL)).toBe('CN01');
    expect(pickSingle(principal(), 'CN01', ALL)).toBeNull();
    expect(pickSingle(user, 'CN01', [])).toBeNull();
  });
});

describe('employee scope', () => {
  const own = principal({
    r_readall: ['crm.partners'],
    user_rights: { branchs: 'CN01', employee_yn: 1, employees: ['NV01', 'NV02'] },
  });

  it('lets admin and employee_yn 0 see everyone', () => {
    expect(canSeeEmployee(ADMIN, 'NV99')).toBe(true);
    const all = principal({ user_rights: { branchs: '', employee_yn: 0, employees: [] } });
    expect(canSeeEmployee(all, 'NV99')).toBe(true);
  });

  it('limits others to their employees', () => {
    expect(canSeeEmployee(own, 'NV02')).toBe(true);
    expect(canSeeEmployee(own, 'NV99')).toBe(false);
    expect(canSeeEmployee(own, 'NV99', { menuId: 'crm.partners', action: 'edit' })).toBe(false);
  });

  it('widens reading to everyone with readall on the screen', () => {
    expect(canSeeEmployee(own, 'NV99', { menuId: 'crm.partners', action: 'read' })).toBe(true);
    expect(canSeeEmployee(own, 'NV99', { menuId: 'crm.tasks', action: 'read' })).toBe(false);
    expect(canSeeEmployee(own, 'NV99', { action: 'read' })).toBe(false);
  });

  it('shows records without an employee, but nothing without a user', () => {
    expect(canSeeEmployee(own, null)).toBe(true);
    expect(canSeeEmployee(own, '')).toBe(true);
    expect(canSeeEmployee(null, null)).toBe(false);
    expect(canSeeEmployee(undefined, 'NV01')).toBe(false);
  });
});

describe('voucher lock', () => {
  const locks: VoucherLock[] = [
    { ma_dvcs: 'CN01', ma_ct: 'HD1', ngay_ks: '2026-03-31' },
    { ma_dvcs: 'CN02', ma_ct: 'HD1', ngay_ks: '2026-01-31' },
  ];
  const v = (ngay_ct: string, ma_dvcs = 'CN01', ma_ct = 'HD1') => ({ ma_dvcs, ma_ct, ngay_ct });

  it('locks vouchers on or before the lock date, not after', () => {
    expect(isLocked(locks, v('2026-03-30'))).toBe(true);
    expect(isLocked(locks, v('2026-03-31'))).toBe(true);
    expect(isLocked(locks, v('2026-04-01'))).toBe(false);
  });

  it('applies per branch and voucher type', () => {
    expect(isLocked(locks, v('2026-02-15', 'CN02'))).toBe(false);
    expect(isLocked(locks, v('2026-01-31', 'CN02'))).toBe(true);
    expect(isLocked(locks, v('2025-01-01', 'CN03'))).toBe(false);
    expect(isLocked(locks, v('2025-01-01', 'CN01', 'PT1'))).toBe(false);
    expect(isLocked([], v('2000-01-01'))).toBe(false);
  });

  it('compares dates, taking the date part of a datetime', () => {
    expect(isLocked(locks, v('2026-03-31T23:59:59.999Z'))).toBe(true);
    expect(isLocked(locks, v('2026-04-01T00:00:00+07:00'))).toBe(false);
    expect(isLocked(locks, v('31/03/2026'))).toBe(true);
    expect(isLocked(locks, v('01-04-2026'))).toBe(false);
  });

  it('fails closed on dates it cannot read', () => {
    expect(isLocked(locks, v('not a date'))).toBe(true);
    expect(isLocked(locks, v('2026-02-30'))).toBe(true);
    expect(isLocked([{ ma_dvcs: 'CN01', ma_ct: 'HD1', ngay_ks: '' }], v('2030-01-01'))).toBe(true);
  });

  it('turns dates into day numbers', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2025-02-29')).toBeNull();
    expect(dayNumber('2026-13-01')).toBeNull();
  });

  it('combines the right and the lock, for administrators too', () => {
    const editor = principal({ r_edit: ['sales.bills'] });
    expect(canChangeVoucher(editor, 'sales.bills', 'edit', v('2026-04-02'), locks)).toBe(true);
    expect(canChangeVoucher(editor, 'sales.bills', 'edit', v('2026-03-02'), locks)).toBe(false);
    expect(canChangeVoucher(editor, 'sales.bills', 'del', v('2026-04-02'), locks)).toBe(false);
    expect(canChangeVoucher(ADMIN, 'sales.bills', 'del', v('2026-04-02'), locks)).toBe(true);
    expect(canChangeVoucher(ADMIN, 'sales.bills', 'del', v('2026-03-02'), locks)).toBe(false);
    expect(checkVoucherChange(editor, 'sales.bills', 'del', v('2026-03-02'), locks)).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(checkVoucherChange(editor, 'sales.bills', 'edit', v('2026-03-02'), locks)).toEqual({
      ok: false,
      code: 'VOUCHER_LOCKED',
    });
  });
});

describe('the rights lists', () => {
  it('names one list of the user per action, and no rights leaves each empty', () => {
    const lists = Object.keys(rightListsSchema.shape);
    expect(ACTIONS.map((action) => LIST_OF[action])).toEqual(lists);
    expect(NO_RIGHTS).toEqual(Object.fromEntries(lists.map((list) => [list, []])));
  });
});
