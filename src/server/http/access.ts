import type { Context, MiddlewareHandler } from 'hono';
import { type Action, can, checkBranches } from '../../contract/auth/rules.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * Every API route declares the menu id and action it needs; this one check applies spec §6 with
 * the same rules the client uses (src/contract/auth/rules.ts). Runs after authenticate().
 */
export function requireAccess(menuId: string, action: Action): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (!can(c.get('user'), menuId, action)) throw new ApiError(403, 'FORBIDDEN');
    return next();
  };
}

export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user').is_admin !== 1) throw new ApiError(403, 'ADMIN_ONLY');
    await next();
  };
}

/** Splits the `Branchs` header (branch codes joined by commas). */
export function requestedBranches(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * Branch scope: the `Branchs` header must stay within the user's branches (administrators: all
 * of the tenant's). Sets c.var.branches to the branches the request may work on. Routes that mount
 * it pass the tenant's codes from activeBranches() (system/reference.routes.ts), which is cached,
 * so the check costs no query per request.
 */
export function branchScope(allBranches: (tenantId: string) => Promise<string[]>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('branches', await allowedBranches(c, allBranches));
    await next();
  };
}

/** The branches the request may work on for c.var.user, or the 403 of branch scope. */
export async function allowedBranches(
  c: Context<AppEnv>,
  allBranches: (tenantId: string) => Promise<string[]>,
): Promise<string[]> {
  const result = checkBranches(
    c.get('user'),
    requestedBranches(c.req.header('branchs')),
    await allBranches(c.get('tenantId')),
  );
  if (result.ok) return result.branches;
  if (result.code === 'NO_BRANCH_RIGHTS') throw new ApiError(403, 'NO_BRANCH_RIGHTS');
  throw new ApiError(403, 'BRANCH_DENIED', { values: { branches: result.denied.join(', ') } });
}
