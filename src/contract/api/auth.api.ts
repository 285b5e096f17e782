import { z } from 'zod/mini';

/** Text trimmed, then of `min` to `max` characters. */
const trimmed = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
/** Text of `min` to `max` characters as typed. */
const sized = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));

/** Spec §7 authentication calls, under /api/auth. Field names are the contract. */

export const loginRequestSchema = z.object({
  user_name: trimmed(1, 100),
  password: sized(1, 200),
  system_type: z.optional(sized(0, 50)),
  login_type: z.optional(sized(0, 50)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Body of refresh-token, user-info and logout. */
export const tokenPairSchema = z.object({
  access_token: sized(1, 4000),
  refresh_token: sized(1, 200),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** ISO instant when the access token expires (the `exp` of the JWT). */
  expiration_date: z.iso.datetime(),
});
export type Session = z.infer<typeof sessionSchema>;

/** Menu ids the user holds per action (spec §3). */
export const rightListsSchema = z.object({
  r_access: z.array(z.string()),
  r_read: z.array(z.string()),
  r_readall: z.array(z.string()),
  r_add: z.array(z.string()),
  r_edit: z.array(z.string()),
  r_del: z.array(z.string()),
  r_print: z.array(z.string()),
});
export type RightLists = z.infer<typeof rightListsSchema>;

export const userRightsSchema = z.object({
  /** Branch codes (ma_dvcs) joined by commas; empty means none. */
  branchs: z.string(),
  /** 0: every employee; 1: only `employees`. */
  employee_yn: z.union([z.literal(0), z.literal(1)]),
  employees: z.array(z.string()),
});
export type UserRights = z.infer<typeof userRightsSchema>;

export const userConfigSchema = z.object({ name: z.string(), value: z.string() });

export const userInfoSchema = z.extend(rightListsSchema, {
  user_name: z.string(),
  /** Display name of the user. */
  user_info: z.string(),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  /** Employee code (ma_nvbh) of the salesperson this account belongs to, if any. */
  saler: z.nullable(z.string()),
  agent_id: z.nullable(z.string()),
  agent_pass: z.nullable(z.string()),
  user_rights: userRightsSchema,
  user_configs: z.array(userConfigSchema),
  /**
   * Beyond spec §3: the url of the user's picture (set on /user/profile), so the top bar shows it
   * without another call. Optional: a payload without it (an older copy kept offline) still reads.
   */
  avatar: z.optional(z.nullable(z.string())),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResponseSchema = z.object({ user_info: userInfoSchema, session: sessionSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordSchema = z.object({ user_name: trimmed(1, 100) });
export const resetPasswordSchema = z.object({
  token: sized(20, 200),
  password: sized(6, 200),
});

/** A phone as typed (spaces, dots…), kept as its 10 to 15 digits. */
export const phoneDigitsSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((v: string) => v.replace(/\D/g, '')),
  ),
  z.string().check(z.regex(/^\d{10,15}$/)),
);

/** POST auth/register, open only where the tenant allows self-registration. */
export const registerSchema = z.object({
  user_name: trimmed(3, 50).check(z.regex(/^[A-Za-z0-9._-]+$/)),
  ten_nsd: trimmed(1, 200),
  password: sized(6, 200),
  dien_thoai: z.optional(phoneDigitsSchema),
  email: z.optional(z.email()),
});

/** GET auth/config: what the login page needs before anyone signs in. */
export const authConfigSchema = z.object({
  /** Set when the deployment fixes the tenant: the login form then hides the tenant field. */
  tenant: z.nullable(z.string()),
  /** Whether the tenant of the request allows /auth/register. */
  self_registration: z.boolean(),
});

/** Access tokens live 15 minutes; the client reads `exp` and refreshes ahead of it. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
