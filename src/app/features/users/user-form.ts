import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RightLists } from '../../../contract/api/auth.api.ts';
import type { UserRecord } from '../../../contract/api/users.api.ts';
import type { UserCreateInput, UserUpdateInput } from './users.queries.ts';

/** What the user form edits, as the inputs hold it (text, not yet the API's shapes). */
export interface UserFormValues {
  user_name: string;
  ten_nsd: string;
  password: string;
  password2: string;
  dien_thoai: string;
  email: string;
  is_admin: boolean;
  saler: string;
  agent_id: string;
  agent_pass: string;
  branchs: string[];
  /** 0: every employee; 1: only `employees`. */
  employee_yn: 0 | 1;
  /** Employee codes as typed: separated by commas, spaces or new lines. */
  employees: string;
}

export type UserFormField = keyof UserFormValues;
export type FormMode = 'create' | 'edit';
export type FormErrors = Partial<Record<UserFormField, MessageDescriptor>>;

/** Same rules as the contract (users.api.ts), so the server rarely has to refuse. */
const USER_NAME = /^[A-Za-z0-9._-]+$/;
const CODE = /^[A-Z0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 6;

export function formFromRecord(record?: UserRecord): UserFormValues {
  return {
    user_name: record?.user_name ?? '',
    ten_nsd: record?.ten_nsd ?? '',
    password: '',
    password2: '',
    dien_thoai: record?.dien_thoai ?? '',
    email: record?.email ?? '',
    is_admin: record?.is_admin === 1,
    saler: record?.saler ?? '',
    agent_id: record?.agent_id ?? '',
    agent_pass: record?.agent_pass ?? '',
    branchs: record ? splitCodes(record.branchs) : [],
    employee_yn: record?.employee_yn ?? 1,
    employees: record?.employees.join(', ') ?? '',
  };
}

/** Codes as spec §5 wants them (upper case), split on commas, semicolons and white space, once each. */
export function splitCodes(text: string): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(codes)];
}

/** Digits only; 10 to 15 of them make a phone number (spec §5). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

function checkPassword(values: UserFormValues, errors: FormErrors): void {
  if (values.password === '') {
    errors.password = msg`Vui lòng nhập mật khẩu`;
  } else if (values.password.length < MIN_PASSWORD) {
    errors.password = msg`Mật khẩu phải có ít nhất 6 ký tự`;
  } else if (values.password2 !== values.password) {
    errors.password2 = msg`Mật khẩu nhập lại không khớp`;
  }
}

function checkUserName(name: string, errors: FormErrors): void {
  if (name === '') errors.user_name = msg`Vui lòng nhập tên đăng nhập`;
  else if (name.length > 50) errors.user_name = msg`Tên đăng nhập tối đa 50 ký tự`;
  else if (!USER_NAME.test(name)) {
    errors.user_name = msg`Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ -`;
  }
}

/** Every problem of the form, each in Vietnamese and naming its field; empty when it may be sent. */
export function validateUserForm(values: UserFormValues, mode: FormMode): FormErrors {
  const errors: FormErrors = {};
  if (mode === 'create') {
    checkUserName(values.user_name.trim(), errors);
    checkPassword(values, errors);
  }
  if (values.ten_nsd.trim() === '') errors.ten_nsd = msg`Vui lòng nhập họ và tên`;
  const phone = phoneDigits(values.dien_thoai);
  if (values.dien_thoai.trim() !== '' && (phone.length < 10 || phone.length > 15)) {
    errors.dien_thoai = msg`Số điện thoại không hợp lệ`;
  }
  if (values.email.trim() !== '' && !EMAIL.test(values.email.trim())) errors.email = msg`Email không hợp lệ`;
  if (values.saler.trim() !== '' && !CODE.test(values.saler.trim().toUpperCase())) {
    errors.saler = msg`Mã nhân viên bán hàng chỉ gồm chữ cái và chữ số`;
  }
  if (!values.is_admin && values.branchs.length === 0)
    errors.branchs = msg`Vui lòng chọn ít nhất một chi nhánh`;
  if (values.employee_yn === 1 && splitCodes(values.employees).some((code) => !CODE.test(code))) {
    errors.employees = msg`Mã nhân viên chỉ gồm chữ cái và chữ số, cách nhau bởi dấu phẩy`;
  }
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The body of PUT /api/system/users/:id (or, with user name and password, of POST). Fields the
 * form does not show (user_configs) are sent back as they were, so saving never drops them.
 */
export function toUpdateInput(
  values: UserFormValues,
  rights: RightLists,
  base?: UserRecord,
): Omit<UserUpdateInput, 'version'> {
  return {
    ten_nsd: values.ten_nsd.trim(),
    is_admin: values.is_admin ? 1 : 0,
    saler: orNull(values.saler.toUpperCase()),
    agent_id: orNull(values.agent_id),
    agent_pass: values.agent_pass === '' ? null : values.agent_pass,
    ...rights,
    branchs: values.branchs.join(','),
    employee_yn: values.employee_yn,
    employees: values.employee_yn === 1 ? splitCodes(values.employees) : [],
    user_configs: base?.user_configs ?? [],
    dien_thoai: values.dien_thoai.trim() === '' ? null : phoneDigits(values.dien_thoai),
    email: orNull(values.email),
  };
}

export function toCreateInput(values: UserFormValues, rights: RightLists): UserCreateInput {
  return { ...toUpdateInput(values, rights), user_name: values.user_name.trim(), password: values.password };
}

/** Fields of the form in the order they appear, for focusing the first one in error. */
export const FIELD_ORDER: readonly UserFormField[] = [
  'user_name',
  'ten_nsd',
  'password',
  'password2',
  'dien_thoai',
  'email',
  'saler',
  'branchs',
  'employees',
];

/** The form field a server error names ('user_name', 'employees.3' → 'employees'), if the form has it. */
export function formFieldOf(path: string): UserFormField | null {
  const head = path.split('.')[0] ?? '';
  const known: readonly string[] = [...FIELD_ORDER, 'agent_id', 'agent_pass'];
  return known.includes(head) ? (head as UserFormField) : null;
}
