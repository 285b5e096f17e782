import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { authConfigSchema } from '../../contract/api/auth.api.ts';
import { sttSchema } from '../../contract/api/stt.api.ts';
import { DEVICE_KEYS } from '../state/device-keys.ts';
import { readCopy, readTokens, saveCopy } from '../state/session.ts';
import { apiGet } from './api.ts';
import { ApiRequestError, NetworkError } from './api-errors.ts';
import { type AuthConfig, fetchAuthConfig, fetchUserInfo } from './auth.calls.ts';
import {
  type Branch,
  branchListSchema,
  callCenterProviderListSchema,
  commandListSchema,
  configListSchema,
  type DictionaryEntry,
  dictionaryListSchema,
  voucherLockListSchema,
} from './reference.schemas.ts';
import type { Query } from './request-params.ts';

const CONFIG_COPY = DEVICE_KEYS.authConfig;

/** GET /api/auth/config; offline, the last answer (or "ask for the tenant"). */
export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: async ({ signal }): Promise<AuthConfig> => {
    try {
      const config = await fetchAuthConfig(signal);
      localStorage.setItem(CONFIG_COPY, JSON.stringify(config));
      return config;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      const copy = authConfigSchema.safeParse(JSON.parse(localStorage.getItem(CONFIG_COPY) ?? 'null'));
      return copy.success ? copy.data : { tenant: null, self_registration: false };
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export const userInfoQuery = (tenant: string) =>
  queryOptions({
    queryKey: ['auth', 'user-info', tenant],
    queryFn: ({ signal }) => {
      const tokens = readTokens();
      if (!tokens) return Promise.resolve(null);
      return fetchUserInfo(tokens, signal);
    },
    staleTime: Number.POSITIVE_INFINITY,
    // Startup decides what a failure means (spec §4); a retry would only delay the answer.
    retry: false,
  });

/** A session list read from the network, or from the copy kept beside the tokens when offline. */
function sessionList<T>(name: string, path: string, schema: z.core.$ZodType<T>, query: Query = {}) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => {
    try {
      const value = await apiGet(path, schema, { query, signal });
      saveCopy(name, value);
      return value;
    } catch (error) {
      const copy = error instanceof NetworkError ? z.safeParse(schema, readCopy(name)) : null;
      if (copy?.success) return copy.data;
      throw error;
    }
  };
}

const sessionStale = { staleTime: 5 * 60_000 };
// Only branches in use; the catalogue's readers would otherwise get its first page only.
const loadBranches = sessionList('branchs', 'system/branchs', branchListSchema, {
  status: 1,
  pageSize: 1000,
});

export const branchesQuery = (tenant: string) =>
  queryOptions({
    queryKey: ['session', tenant, 'branchs'],
    queryFn: async (context): Promise<Branch[]> => {
      const list = await loadBranches(context);
      // Spec §4: branches sorted by ma_dvcs ascending, whatever order the server sent.
      return [...list.items].sort((a, b) => a.ma_dvcs.localeCompare(b.ma_dvcs));
    },
    ...sessionStale,
  });

/**
 * A session list kept as the server sends it, under ['session', tenant, ...key]; its offline copy
 * is named by the same parts joined with dots.
 */
function keptListQuery<T>(tenant: string, key: string[], path: string, schema: z.core.$ZodType<T>) {
  return queryOptions({
    queryKey: ['session', tenant, ...key],
    queryFn: sessionList(key.join('.'), path, schema),
    ...sessionStale,
  });
}

/** Titles come in the request's language, so the locale is part of the key. */
export const commandsQuery = (tenant: string, locale: string) =>
  keptListQuery(tenant, ['command', locale], 'system/command', commandListSchema);

/** The tenant's status record (system/stt): one object of named values, kept like the lists. */
export const sttQuery = (tenant: string) => keptListQuery(tenant, ['stt'], 'system/stt', sttSchema);

export const voucherLocksQuery = (tenant: string) =>
  keptListQuery(tenant, ['voucher-locks'], 'system/voucher-locks', voucherLockListSchema);

export const configsQuery = (tenant: string) =>
  keptListQuery(tenant, ['configs'], 'system/configs', configListSchema);

/**
 * Every dictionary entry in use (a few hundred at most), so dictionary fields offer their choices
 * at once and offline. Read through the lookup, which any signed-in user may ask.
 */
export const dictionariesQuery = (tenant: string) =>
  queryOptions({
    queryKey: ['session', tenant, 'dictionaries'],
    queryFn: async (context): Promise<DictionaryEntry[]> => (await loadDictionaries(context)).items,
    ...sessionStale,
  });
const loadDictionaries = sessionList('dictionaries', 'system/dictionaries/lookup', dictionaryListSchema, {
  pageSize: 1000,
});

/**
 * Call-centre providers for the softphone. Reading them is a right of its own (spec §6): a user
 * without it (a receptionist) simply has none, which must not stop the app from opening.
 */
export const callCenterProvidersQuery = (tenant: string) =>
  queryOptions({
    queryKey: ['session', tenant, 'call-center-providers'],
    queryFn: async (context) => {
      try {
        return await loadProviders(context);
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 403)) throw error;
        // "None" is this user's answer: kept like any other, so offline startup finds it too
        // (without it a receptionist's offline reload stopped on the network error screen).
        const none = { items: [], total: 0 };
        saveCopy('call-center-providers', none);
        return none;
      }
    },
    ...sessionStale,
  });
const loadProviders = sessionList(
  'call-center-providers',
  'call-center/providers',
  callCenterProviderListSchema,
  { pageSize: 1000 },
);

/** The startup lists an entity's writes change, by entity path: asked again after a write. */
export const sessionListOfEntity: Readonly<Record<string, string>> = {
  'system/branchs': 'branchs',
  'system/dictionaries': 'dictionaries',
  'call-center/providers': 'call-center-providers',
};

/** A new user (or none): forget every answer that belonged to the previous one. */
export function resetSessionQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ['auth', 'user-info'] });
  queryClient.removeQueries({ queryKey: ['session'] });
}
