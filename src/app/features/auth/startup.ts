import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
import { userInfoSchema } from '../../../contract/api/auth.api.ts';
import { underAny } from '../../../contract/auth/paths.ts';
import { PUBLIC_PREFIXES } from '../../../contract/auth/route-access.ts';
import { isAdmin } from '../../../contract/auth/rules.ts';
import { NetworkError } from '../../data/api-errors.ts';
import type { AuthConfig } from '../../data/auth.calls.ts';
import { openOfflineCache } from '../../data/offline-cache.ts';
import { prefetchReferenceLists } from '../../data/reference-lists.ts';
import {
  authConfigQuery,
  branchesQuery,
  callCenterProvidersQuery,
  commandsQuery,
  configsQuery,
  dictionariesQuery,
  resetSessionQueries,
  sttQuery,
  userInfoQuery,
  voucherLocksQuery,
} from '../../data/session.queries.ts';
import { serverTimeQuery } from '../../data/system.queries.ts';
import { currentAccessToken, notifySessionChange } from '../../data/token-refresh.ts';
import { i18n } from '../../i18n/i18n.ts';
import { applyBranchList, branchState, loadBranchSelection } from '../../state/branch.ts';
import { startServerClock } from '../../state/server-time.ts';
import {
  deleteCredentials,
  deviceId,
  followOtherTabs,
  isExpired,
  lastTenant,
  saveUser,
  selectTenant,
  session,
} from '../../state/session.ts';
import { signInWithArrivedTokens } from './url-sign-in.ts';

let booted = false;
/** The user-info answer last written to the session (the store holds a proxied copy of it). */
let savedUser: unknown;
/** Step 1's requests in flight (or answered), asked once; a failed config asks again. */
let bootRequests: { clock: Promise<void>; config: Promise<AuthConfig> } | undefined;

/**
 * Step 1's requests: config and server time. main.tsx sends them as soon as the app's code has
 * run, so their round trip overlaps setting up the router and the first render instead of
 * following them; startup's `boot` then waits for the same answers.
 */
export function askBootRequests(queryClient: QueryClient): NonNullable<typeof bootRequests> {
  bootRequests ??= {
    // The clock is a convenience: a failure must not keep anyone out of the app.
    clock: queryClient
      .ensureQueryData(serverTimeQuery)
      .then((time) => startServerClock(time.timestamp))
      .catch(() => undefined),
    config: queryClient.ensureQueryData(authConfigQuery),
  };
  return bootRequests;
}

/**
 * Spec §4 Startup, step 1: config, server time and device id. Dictionaries are tenant data read
 * with the user's token, so they load with the step-3 lists.
 * Runs once; later navigations only repeat the cheap session checks below.
 */
async function boot(queryClient: QueryClient): Promise<void> {
  if (booted) return;
  // Asked together (the clock needs no tenant).
  const { clock, config: configAnswer } = askBootRequests(queryClient);
  const config = await configAnswer.catch((error: unknown) => {
    bootRequests = undefined;
    throw error;
  });
  selectTenant(config.tenant ?? lastTenant(), config.tenant !== null);
  deviceId();
  followOtherTabs(notifySessionChange);
  // Once per page: tokens arrive only with the page's address (main.tsx).
  signInWithArrivedTokens(queryClient);
  await clock;
  booted = true;
}

/** Step 2: an expired session is renewed before anything else asks the server for data. */
async function renewIfExpired(): Promise<void> {
  if (!session.signedIn || !isExpired()) return;
  // A refused refresh has deleted the credentials already; with no answer (offline) the session
  // is kept and user info below decides what to show.
  await currentAccessToken().catch(() => undefined);
}

function isEmptyAnswer(value: unknown): boolean {
  return value === null || value === '' || (typeof value === 'object' && Object.keys(value).length === 0);
}

/** Step 2: user info; a failure deletes the credentials and the app opens signed out. */
async function loadUser(queryClient: QueryClient): Promise<void> {
  if (!session.signedIn) return;
  const query = userInfoQuery(session.tenant);
  let answer: unknown;
  try {
    answer = await queryClient.ensureQueryData(query);
  } catch (error) {
    queryClient.removeQueries({ queryKey: query.queryKey });
    // No answer at all says nothing about the session: offline, open the app as the user kept
    // from the last visit; with none kept, show the network error (it retries by itself).
    if (error instanceof NetworkError) {
      if (session.user) return;
      throw error;
    }
    deleteCredentials();
    return;
  }
  const user = userInfoSchema.safeParse(answer);
  if (!user.success) {
    queryClient.removeQueries({ queryKey: query.queryKey });
    deleteCredentials(
      isEmptyAnswer(answer) ? i18n._(msg`Không tìm thấy thông tin nhân viên bán hàng`) : null,
    );
    return;
  }
  // The query keeps its answer: store it once, not on every navigation.
  if (savedUser !== answer) {
    saveUser(user.data);
    savedUser = answer;
  }
}

/** Step 3's lists that follow branches (session.queries.ts): each asked unless already answered. */
function listsAfterBranches(queryClient: QueryClient, tenant: string): Promise<unknown>[] {
  return [
    queryClient.ensureQueryData(commandsQuery(tenant, i18n.locale)),
    queryClient.ensureQueryData(sttQuery(tenant)),
    queryClient.ensureQueryData(voucherLocksQuery(tenant)),
    queryClient.ensureQueryData(configsQuery(tenant)),
    queryClient.ensureQueryData(dictionariesQuery(tenant)),
    queryClient.ensureQueryData(callCenterProvidersQuery(tenant)),
  ];
}

/**
 * Step 3's requests need only the token: they are sent beside user info rather than after it (on a
 * first visit each step is a round trip), and `loadReferenceLists` takes their answers once the user
 * is known. If user info then ends the session, their answers are dropped with the session's.
 */
function askStartupLists(queryClient: QueryClient): void {
  // Only before a branch selection is applied (a page's first startup): after signing in as
  // someone else in the same page, the previous user's branches would still go with them.
  if (!session.signedIn || branchState.branchs.length > 0) return;
  const tenant = session.tenant;
  void queryClient.prefetchQuery(branchesQuery(tenant));
  // Their failures are loadReferenceLists' to report, when it asks again.
  for (const asked of listsAfterBranches(queryClient, tenant)) asked.catch(() => undefined);
}

/**
 * Step 3: branches (sorted, selection checked), then commands, stt data, voucher locks, settings,
 * dictionaries and call-centre providers (all asked already by `askStartupLists`). Each fails as
 * the others do: offline, the copy kept from the last visit; any other error stops startup with
 * the retry screen (providers excepted: without the right to read them a user simply has none).
 */
async function loadReferenceLists(queryClient: QueryClient): Promise<void> {
  const user = session.user;
  if (!user) return;
  const tenant = session.tenant;
  loadBranchSelection(tenant);
  const branches = await queryClient.ensureQueryData(branchesQuery(tenant));
  // A non-admin with no branch of their own gets an empty list: that is missing rights.
  applyBranchList(branches, user, isAdmin(user) ? 'empty' : 'no-rights');
  await Promise.all(listsAfterBranches(queryClient, tenant));
  prefetchReferenceLists(queryClient, tenant);
}

/** The whole startup; the root route awaits it before any page (and its guard) runs. */
export async function startup(queryClient: QueryClient, location: ParsedLocation): Promise<void> {
  await boot(queryClient);
  const signedInBefore = session.signedIn;
  await renewIfExpired();
  askStartupLists(queryClient);
  await loadUser(queryClient);
  if (signedInBefore && !session.signedIn) resetSessionQueries(queryClient);
  await openOfflineCache(queryClient);
  // Public pages (sign-in, password reset, error pages) need none of the user's lists: a user whose
  // lists cannot load (no branch rights, say) must still reach them; the next private page reports it.
  if (underAny(PUBLIC_PREFIXES, location.pathname)) {
    await loadReferenceLists(queryClient).catch(() => undefined);
    return;
  }
  await loadReferenceLists(queryClient);
}
