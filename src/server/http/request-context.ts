import type { Context, MiddlewareHandler, Next } from 'hono';
import { type BranchCheck, canSeeEmployee, checkBranches } from '../../contract/auth/rules.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { isEmptyValue } from '../../contract/entity/values.ts';
import { type AuditEntry, type ClientInfo, writeAudit } from '../db/audit.ts';
import type { Tx } from '../db/with-tenant.ts';
import { type Locale, translate } from '../i18n.ts';
import type { AppEnv, AuthUser } from './context.ts';
import { ApiError } from './errors.ts';
import { clientInfo } from './tenant.ts';

/**
 * The request context: tenant, user, language, branch scope and employee scope of one signed-in
 * request, built once by requestContext() right after authenticate() and read by every handler
 * as `c.var.request` (entity-api, modules, dashboard). This file is the only reader of the
 * `Branchs` header (request-context.test.ts fails when another server file reads it).
 */
export interface RequestContext {
  readonly tenantId: string;
  readonly user: AuthUser;
  readonly locale: Locale;
  /** Translates into the request's language. */
  readonly t: Translate;
  /** The branch codes the `Branchs` header names: trimmed, upper-cased, each once, in order. */
  readonly selectedBranches: readonly string[];
  /** The one branch the header names, else null: it fills a new record's missing branch (spec §7). */
  readonly singleBranch: string | null;
  /** Every active branch code of the tenant (cached by app.ts): branch scope's universe. */
  readonly tenantBranches: () => Promise<string[]>;
  /** The branch scope's verdict: the selected branches within the user's rights, or why not. */
  readonly branchCheck: BranchCheck;
  /**
   * The branches the request works on (none selected: every permitted one). Reading it when the
   * check failed throws that 403, so a route cannot work on branches it was refused.
   */
  readonly branches: readonly string[];
  /** Employee codes whose rows the user may read on a screen; null when every employee's are open. */
  readableEmployees(menuId: string): readonly string[] | null;
  /** Where the request comes from (address, device, browser), as the audit log records it. */
  readonly client: ClientInfo;
  /** Appends an entry by this user (unless the entry names another) to system/logs inside `tx`. */
  audit(tx: Tx, entry: RequestAuditEntry): Promise<void>;
  /** The same request for another user: the deferred sign-in check found the user's row changed. */
  forUser(user: AuthUser): Promise<RequestContext>;
}

/** An audit entry of the request: its user is the signed-in one unless given. */
export type RequestAuditEntry = Omit<AuditEntry, 'user_name'> & { user_name?: string | null };

/**
 * Spec §7: on POST, the single selected branch fills a record's empty branch field. The caller
 * names the field (an entity's branch field, a voucher lock's ma_dvcs): a body without one, such
 * as system/stt's free-form object, is never given a branch.
 */
export function withSingleBranch<T extends Record<string, unknown>>(
  record: T,
  field: string,
  singleBranch: string | null,
): T {
  if (singleBranch === null || !isEmptyValue(record[field])) return record;
  return { ...record, [field]: singleBranch };
}

/**
 * A POST body's branch `field` filled from the single selected branch when empty
 * (withSingleBranch). A record with no branch field (`field` undefined: a to-do, a dictionary)
 * drops the `ma_dvcs` the client fills on every POST by the same rule, when it is that branch,
 * rather than refusing it as an unknown field.
 */
export function fillBranchOfBody(c: Context<AppEnv>, field: string | undefined): void {
  const body = c.get('body');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  const single = c.get('request').singleBranch;
  if (field) c.set('body', withSingleBranch(record, field, single));
  else if (single !== null && String(record.ma_dvcs ?? '').toUpperCase() === single) {
    const { ma_dvcs: _filled, ...rest } = record;
    c.set('body', rest);
  }
}

/** The `Branchs` header of a request, parsed. */
export function selectedBranchesOf(c: Context<AppEnv>): string[] {
  const codes = (c.req.header('branchs') ?? '').split(',').map((code) => code.trim().toUpperCase());
  return [...new Set(codes.filter(Boolean))];
}

/** One translator per language, made once. */
const translators: Record<Locale, Translate> = {
  vi: (message, values) => translate('vi', message, values),
  en: (message, values) => translate('en', message, values),
};

export function translatorOf(locale: Locale | undefined): Translate {
  return translators[locale ?? 'vi'];
}

/** A code no employee list holds: asking canSeeEmployee about it tells whether the user is limited. */
const SOMEONE_ELSE = '\u0000';

/** Employee scope: the employee codes the user may read on `menuId`, or null when all are open. */
export function readableEmployees(user: AuthUser, menuId: string): string[] | null {
  if (canSeeEmployee(user, SOMEONE_ELSE, { menuId, action: 'read' })) return null;
  return user.user_rights.employees.map((code) => code.trim()).filter(Boolean);
}

/** The 403 of a failed branch check. */
export function branchError(check: BranchCheck): ApiError | null {
  if (check.ok) return null;
  if (check.code === 'NO_BRANCH_RIGHTS') return new ApiError(403, 'NO_BRANCH_RIGHTS');
  return new ApiError(403, 'BRANCH_DENIED', { values: { branches: check.denied.join(', ') } });
}

/** Whether `user` may work on the request's selected branches (the sign-in deferral asks before the context exists). */
export async function branchCheckOf(
  c: Context<AppEnv>,
  user: AuthUser,
  tenantBranches: (tenantId: string) => Promise<string[]>,
): Promise<BranchCheck> {
  return checkBranches(user, selectedBranchesOf(c), await tenantBranches(c.get('tenantId')));
}

interface RequestInput {
  tenantId: string;
  locale: Locale;
  client: ClientInfo;
  selectedBranches: readonly string[];
  allBranches: (tenantId: string) => Promise<string[]>;
}

async function contextOf(input: RequestInput, user: AuthUser): Promise<RequestContext> {
  const { tenantId, locale, client, selectedBranches, allBranches } = input;
  const branchCheck = checkBranches(user, selectedBranches, await allBranches(tenantId));
  return {
    tenantId,
    user,
    locale,
    t: translatorOf(locale),
    selectedBranches,
    singleBranch: selectedBranches.length === 1 ? (selectedBranches[0] as string) : null,
    tenantBranches: () => allBranches(tenantId),
    branchCheck,
    get branches() {
      if (branchCheck.ok) return branchCheck.branches;
      throw branchError(branchCheck);
    },
    readableEmployees: (menuId) => readableEmployees(user, menuId),
    client,
    audit: (tx, entry) => writeAudit(tx, tenantId, { user_name: user.user_name, ...entry }, client),
    forUser: (other) => contextOf(input, other),
  };
}

/** Builds the context of the request for `user`. */
export function buildRequestContext(
  c: Context<AppEnv>,
  user: AuthUser,
  allBranches: (tenantId: string) => Promise<string[]>,
): Promise<RequestContext> {
  const input = {
    tenantId: c.get('tenantId'),
    locale: c.get('locale') ?? 'vi',
    client: clientInfo(c),
    selectedBranches: selectedBranchesOf(c),
    allBranches,
  };
  return contextOf(input, user);
}

/** Sets c.var.request for the signed-in user (mounted right after authenticate()). */
export function requestContext(
  tenantBranches: (tenantId: string) => Promise<string[]>,
): (c: Context<AppEnv>, next: Next) => Promise<void> {
  return async (c, next) => {
    c.set('request', await buildRequestContext(c, c.get('user'), tenantBranches));
    await next();
  };
}

/** Routes that work on branches: a user refused the selected branches gets the 403 before any handler. */
export function requireBranchScope(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const refused = branchError(c.get('request').branchCheck);
    if (refused) throw refused;
    return next();
  };
}
