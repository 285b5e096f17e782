import { NO_RIGHTS, type Principal } from './rules.ts';

/** A non-admin principal with no rights, for tests; override what a case needs. */
export function principal(overrides: Partial<Principal> = {}): Principal {
  return {
    is_admin: 0,
    ...NO_RIGHTS,
    user_rights: { branchs: '', employee_yn: 1, employees: [] },
    ...overrides,
  };
}

export const ADMIN: Principal = principal({ is_admin: 1 });
