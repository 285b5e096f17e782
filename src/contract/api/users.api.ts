import { z } from 'zod';
import { userConfigSchema } from './auth.api.ts';

const menuIds = z.array(z.string().trim().min(1).max(100)).max(1000).default([]);

/** Fields an administrator edits on /system/users (spec §3 user rights). */
export const userFieldsSchema = z.object({
  ten_nsd: z.string().trim().min(1).max(200),
  is_admin: z.union([z.literal(0), z.literal(1)]).default(0),
  saler: z.string().trim().max(50).nullable().default(null),
  agent_id: z.string().trim().max(100).nullable().default(null),
  agent_pass: z.string().max(200).nullable().default(null),
  r_access: menuIds,
  r_read: menuIds,
  r_readall: menuIds,
  r_add: menuIds,
  r_edit: menuIds,
  r_del: menuIds,
  r_print: menuIds,
  /** Branch codes joined by commas. */
  branchs: z.string().trim().max(2000).default(''),
  employee_yn: z.union([z.literal(0), z.literal(1)]).default(1),
  employees: z.array(z.string().trim().min(1).max(50)).max(5000).default([]),
  user_configs: z.array(userConfigSchema).max(200).default([]),
  /** Where password-reset codes are sent. */
  dien_thoai: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{10,15}$/))
    .nullable()
    .default(null),
  email: z.email().nullable().default(null),
});

export const passwordSchema = z.string().min(6).max(200);

export const userCreateSchema = userFieldsSchema.extend({
  user_name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9._-]+$/),
  password: passwordSchema,
});

export const userUpdateSchema = userFieldsSchema.extend({ version: z.number().int().positive() });

export const userStatusSchema = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

export const userPasswordSchema = z.object({ password: passwordSchema });

export const userListQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  searchKey: z.string().trim().max(200).optional(),
  sortKey: z.enum(['user_name', 'ten_nsd', 'created_at']).default('user_name'),
  sortType: z.enum(['asc', 'desc']).default('asc'),
});

/** A user as lists and forms see it: never the password hash. */
export const userRecordSchema = userFieldsSchema.extend({
  id: z.string(),
  user_name: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;
