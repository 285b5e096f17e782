import { z } from 'zod/mini';
import type { ListShape } from '../list/list-query.ts';
import { phoneDigitsSchema, userConfigSchema } from './auth.api.ts';

const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const menuIds = z._default(z.array(trimmed(1, 100)).check(z.maxLength(1000)), []);
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** Fields an administrator edits on /system/users (spec §3 user rights). */
export const userFieldsSchema = z.object({
  ten_nsd: trimmed(1, 200),
  is_admin: z._default(zeroOrOne, 0),
  saler: z._default(z.nullable(trimmed(0, 50)), null),
  agent_id: z._default(z.nullable(trimmed(0, 100)), null),
  agent_pass: z._default(z.nullable(z.string().check(z.maxLength(200))), null),
  r_access: menuIds,
  r_read: menuIds,
  r_readall: menuIds,
  r_add: menuIds,
  r_edit: menuIds,
  r_del: menuIds,
  r_print: menuIds,
  /** Branch codes joined by commas. */
  branchs: z._default(trimmed(0, 2000), ''),
  employee_yn: z._default(zeroOrOne, 1),
  employees: z._default(z.array(trimmed(1, 50)).check(z.maxLength(5000)), []),
  user_configs: z._default(z.array(userConfigSchema).check(z.maxLength(200)), []),
  /** Where password-reset codes are sent. */
  dien_thoai: z._default(z.nullable(phoneDigitsSchema), null),
  email: z._default(z.nullable(z.email()), null),
});

export const passwordSchema = z.string().check(z.minLength(6), z.maxLength(200));

export const userCreateSchema = z.extend(userFieldsSchema, {
  user_name: trimmed(1, 50).check(z.regex(/^[A-Za-z0-9._-]+$/)),
  password: passwordSchema,
});

export const userUpdateSchema = z.extend(userFieldsSchema, { version: z.int().check(z.positive()) });

export const userStatusSchema = z.object({ status: zeroOrOne });

export const userPasswordSchema = z.object({ password: passwordSchema });

/** GET system/users: the one list protocol (src/contract/list), searched in user_name and ten_nsd. */
export const userListShape = {
  sortable: ['user_name', 'ten_nsd', 'created_at'],
  sort: ['user_name', 'asc'],
} as const satisfies ListShape;

/** A user as lists and forms see it: never the password hash. */
export const userRecordSchema = z.extend(userFieldsSchema, {
  id: z.string(),
  user_name: z.string(),
  status: z.int(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
