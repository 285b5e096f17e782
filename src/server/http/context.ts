import type { UserInfo } from '../../contract/api/auth.api.ts';
import type { Locale } from '../i18n.ts';
import type { RequestContext } from './request-context.ts';
import type { PendingSignIn } from './sign-in-check.ts';

/** Where a request comes from (the audit log's columns), read by http/tenant.ts clientInfo(). */
export type { ClientInfo } from '../db/audit.ts';

/** The signed-in user of a request: the user_info of spec §3 plus the ids the server needs. */
export interface AuthUser extends UserInfo {
  id: string;
  sessionId: string;
}

/** Values middleware puts on the request context for handlers. */
export interface AppEnv {
  Variables: {
    locale: Locale;
    /** The parsed JSON body of a write, set by jsonBody() before any handler runs. */
    body: unknown;
    /** Tenant of the request, from the `Tenant` header or DEFAULT_TENANT; set by resolveTenant(). */
    tenantId: string;
    /** Set by authenticate() on every route that needs a signed-in user. */
    user: AuthUser;
    /** The signed-in request's tenant, user, branch and employee scope; set by requestContext(). */
    request: RequestContext;
    /** Set by a route before authenticate(): may the sign-in check ride in the route's round trip for this user? */
    signInDeferral: ((user: AuthUser) => Promise<boolean>) | undefined;
    /** Set by authenticate() when it deferred the check: the route must run and confirm it. */
    pendingSignIn: PendingSignIn | undefined;
  };
}
