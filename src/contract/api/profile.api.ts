import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { uploadKeyOf } from './uploads.api.ts';

/**
 * The signed-in user's own account (/user/profile): GET/PUT /api/auth/profile and
 * POST /api/auth/change-password. The rules below are pure so the form and the server refuse the
 * same input with the same Vietnamese message naming the field.
 */

export const profileSchema = z.object({
  user_name: z.string(),
  ten_nsd: z.string(),
  dien_thoai: z.nullable(z.string()),
  email: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  /** Branch codes joined by commas, as user_rights.branchs. */
  branchs: z.string(),
  /** Employee code (ma_nv) this account sells as, and that employee's name. */
  saler: z.nullable(z.string()),
  ten_nv: z.nullable(z.string()),
  version: z.int(),
});
export type Profile = z.infer<typeof profileSchema>;

const text = z.string().check(z.maxLength(2000));

/** PUT auth/profile: the display fields a user may change on their own account. */
export const profileUpdateSchema = z.object({
  ten_nsd: text,
  dien_thoai: z._default(z.nullable(text), null),
  email: z._default(z.nullable(text), null),
  avatar: z._default(z.nullable(text), null),
  version: z.int().check(z.positive()),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST auth/change-password. */
export const passwordChangeSchema = z.object({
  current_password: z.string().check(z.maxLength(200)),
  new_password: z.string().check(z.maxLength(200)),
  confirm_password: z.string().check(z.maxLength(200)),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** The length newTooShort names (6): keep the two together. */
export const MIN_PASSWORD_LENGTH = 6;

export const profileMessages = {
  nameRequired: msg`Tên hiển thị không được để trống`,
  nameTooLong: msg`Tên hiển thị tối đa 200 ký tự`,
  phoneInvalid: msg`Số điện thoại không hợp lệ`,
  emailInvalid: msg`Email không hợp lệ`,
  avatarInvalid: msg`Ảnh đại diện phải là ảnh đã tải lên`,
  currentRequired: msg`Vui lòng nhập mật khẩu hiện tại`,
  currentWrong: msg`Mật khẩu hiện tại không đúng`,
  newTooShort: msg`Mật khẩu mới phải có ít nhất 6 ký tự`,
  newSameAsCurrent: msg`Mật khẩu mới phải khác mật khẩu hiện tại`,
  confirmMismatch: msg`Xác nhận mật khẩu mới không khớp`,
} satisfies Record<string, MessageDescriptor>;

export interface FieldProblem<F extends string> {
  field: F;
  message: MessageDescriptor;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits of a phone (separators dropped), or null when empty. */
export function phoneDigits(value: string | null): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits;
}

/** What is wrong with a profile change (empty: nothing). */
export function profileProblems(input: Omit<ProfileUpdate, 'version'>) {
  const problems: FieldProblem<'ten_nsd' | 'dien_thoai' | 'email' | 'avatar'>[] = [];
  const name = input.ten_nsd.trim();
  if (name === '') problems.push({ field: 'ten_nsd', message: profileMessages.nameRequired });
  else if (name.length > 200) problems.push({ field: 'ten_nsd', message: profileMessages.nameTooLong });
  const phone = phoneDigits(input.dien_thoai);
  if (phone !== null && (phone.length < 10 || phone.length > 15))
    problems.push({ field: 'dien_thoai', message: profileMessages.phoneInvalid });
  const email = (input.email ?? '').trim();
  if (email !== '' && (!EMAIL.test(email) || email.length > 320))
    problems.push({ field: 'email', message: profileMessages.emailInvalid });
  // Pictures are uploads of this server (POST upload/images answers such urls).
  if (input.avatar && uploadKeyOf(input.avatar) === null)
    problems.push({ field: 'avatar', message: profileMessages.avatarInvalid });
  return problems;
}

/** What is wrong with a password change before the current password is checked (empty: nothing). */
export function passwordChangeProblems(input: PasswordChange) {
  const problems: FieldProblem<keyof PasswordChange>[] = [];
  if (input.current_password === '')
    problems.push({ field: 'current_password', message: profileMessages.currentRequired });
  if (input.new_password.length < MIN_PASSWORD_LENGTH)
    problems.push({ field: 'new_password', message: profileMessages.newTooShort });
  else if (input.new_password === input.current_password)
    problems.push({ field: 'new_password', message: profileMessages.newSameAsCurrent });
  if (input.confirm_password !== input.new_password)
    problems.push({ field: 'confirm_password', message: profileMessages.confirmMismatch });
  return problems;
}
