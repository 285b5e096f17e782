import type { MiddlewareHandler } from 'hono';
import { type Action, can } from '../../contract/auth/rules.ts';
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

/** Allowed when any of the menus grants the action (a document's screen or its approve screen). */
export function requireAnyAccess(menuIds: readonly string[], action: Action): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (!menuIds.some((menuId) => can(c.get('user'), menuId, action))) throw new ApiError(403, 'FORBIDDEN');
    return next();
  };
}

export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user').is_admin !== 1) throw new ApiError(403, 'ADMIN_ONLY');
    await next();
  };
}
