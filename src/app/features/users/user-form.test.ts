import { describe, expect, it } from 'vitest';
import type { RightLists } from '../../../contract/api/auth.api.ts';
import { userCreateSchema, userRecordSchema, userUpdateSchema } from '../../../contract/api/users.api.ts';
import { NO_RIGHTS } from '../../../contract/auth/rules.ts';
import {
  formFieldOf,
  formFromRecord,
  splitCodes,
  toCreateInput,
  toUpdateInput,
  type UserFormValues,
  validateUserForm,
} from './user-form.ts';

const RIGHTS: RightLists = { ...NO_RIGHTS, r_access: ['crm', 'crm.customers', 'crm.partners'] };

const filled: UserFormValues = {
  ...formFromRecord(),
  user_name: 'thu.ngan_2',
  ten_nsd: 'Nguyễn Thu Ngân',
  password: 'mat-khau',
  password2: 'mat-khau',
  branchs: ['CN02'],
};

const fields = (values: UserFormValues, mode: 'create' | 'edit' = 'create') =>
  Object.keys(validateUserForm(values, mode)).sort();

describe('validating the user form', () => {
  it('accepts a filled form', () => {
    expect(fields(filled)).toEqual([]);
  });

  it('names every field that is wrong', () => {
    const wrong = {
      ...filled,
      user_name: 'thu ngân',
      ten_nsd: ' ',
      password: '12345',
      dien_thoai: '0901-23',
      email: 'not-an-address',
      saler: 'nv-01',
      branchs: [],
      employees: 'NV001, NV-2',
    };
    expect(fields(wrong)).toEqual(
      ['branchs', 'dien_thoai', 'email', 'employees', 'password', 'saler', 'ten_nsd', 'user_name'].sort(),
    );
    expect(fields({ ...filled, password2: 'other' })).toEqual(['password2']);
  });

  it('checks neither user name nor password when editing; administrators need no branch', () => {
    expect(fields({ ...filled, user_name: '', password: '', password2: '' }, 'edit')).toEqual([]);
    expect(fields({ ...filled, is_admin: true, branchs: [] })).toEqual([]);
    expect(fields({ ...filled, employee_yn: 0, employees: 'not valid!' })).toEqual([]);
  });
});

describe('what the form sends', () => {
  it('makes a body the contract accepts, with codes in upper case and digits of the phone', () => {
    const values = {
      ...filled,
      dien_thoai: '090 123 4567',
      saler: 'nv01',
      employees: 'nv001, nv002 nv001',
    };
    const body = userCreateSchema.parse(toCreateInput(values, RIGHTS));
    expect(body).toMatchObject({
      user_name: 'thu.ngan_2',
      dien_thoai: '0901234567',
      saler: 'NV01',
      employees: ['NV001', 'NV002'],
      branchs: 'CN02',
      email: null,
      r_access: RIGHTS.r_access,
    });
    expect(splitCodes(' a;b ,, c\nA ')).toEqual(['A', 'B', 'C']);
  });

  it('reads a record back and keeps what the form does not show', () => {
    const record = userRecordSchema.parse({
      id: 'u1',
      user_name: 'letan',
      ten_nsd: 'Lễ tân',
      status: 1,
      version: 3,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      branchs: 'CN01,CN02',
      employees: ['NV001'],
      user_configs: [{ name: 'call_center', value: 'x' }],
    });
    const values = formFromRecord(record);
    expect(values).toMatchObject({ branchs: ['CN01', 'CN02'], employees: 'NV001', is_admin: false });
    const body = userUpdateSchema.parse({
      ...toUpdateInput(values, RIGHTS, record),
      version: record.version,
    });
    expect(body.user_configs).toEqual([{ name: 'call_center', value: 'x' }]);
    expect(body.employees).toEqual(['NV001']);
  });

  it('maps server field paths onto the form', () => {
    expect(formFieldOf('user_name')).toBe('user_name');
    expect(formFieldOf('employees.2')).toBe('employees');
    expect(formFieldOf('r_access')).toBeNull();
  });
});
