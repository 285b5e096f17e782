import { onlineManager, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import {
  cityListSchema,
  districtListSchema,
  type PlaceSystem,
  wardListSchema,
} from '../../contract/api/places.api.ts';
import { lookupListSchema } from '../../contract/api/reference.api.ts';
import { firstPageShown } from '../state/first-page.ts';
import { session } from '../state/session.ts';
import { apiGet } from './api.ts';

/**
 * Spec §3 "generic cached lists, each with items, total, fetched": the small catalogues forms pick
 * from — units, warehouses, discount codes, taxes and the custom list — read once through their
 * lookup (code and name; any signed-in user may ask), kept in the query cache, which persists to
 * IndexedDB (query-persist.ts): shown at once on the next visit, offline too, then asked again
 * behind. Branches and dictionaries are startup lists (session.queries.ts), asked at every load
 * and kept for offline beside the tokens; they are not kept a second time here.
 */
export interface KeptList<T> {
  items: T[];
  total: number;
  /** When the server gave this answer (epoch ms). */
  fetched: number;
}

export interface LookupOption {
  value: string;
  label: string;
}

/** The catalogues kept by their entity path (what lookup fields name as their source). */
export const KEPT_CATALOGUES = {
  units: 'stock/units',
  warehouses: 'stock/warehouses',
  'discount-codes': 'sales/discount-codes',
  taxes: 'accounting/taxs',
  custom: 'system/custom1',
} as const;
export type CatalogueName = keyof typeof KEPT_CATALOGUES;

/** More than any of these catalogues holds; a longer one is kept partial and lookups then ask. */
const CATALOGUE_PAGE = 1000;
/** Catalogues change seldom: once ten minutes old they are asked again behind what is shown. */
const CATALOGUE_STALE_MS = 10 * 60_000;

function kept<T>(answer: { items: T[]; total: number }): KeptList<T> {
  return { items: answer.items, total: answer.total, fetched: Date.now() };
}

export const catalogueQuery = (tenant: string, name: CatalogueName) =>
  queryOptions({
    queryKey: ['session', tenant, 'reference', name],
    queryFn: async ({ signal }): Promise<KeptList<LookupOption>> =>
      kept(
        await apiGet(`${KEPT_CATALOGUES[name]}/lookup`, lookupListSchema, {
          query: { pageSize: CATALOGUE_PAGE },
          signal,
        }),
      ),
    staleTime: CATALOGUE_STALE_MS,
  });

/** The kept catalogue whose entity path is `path`, if it is one of them. */
export function catalogueOfPath(path: string): CatalogueName | undefined {
  const found = Object.entries(KEPT_CATALOGUES).find(([, kept]) => kept === path);
  return found?.[0] as CatalogueName | undefined;
}

/** Places are shared by every tenant but read signed in: kept under the session like the rest. */
export const citiesQuery = (tenant: string, system: PlaceSystem = '2025') =>
  queryOptions({
    queryKey: ['session', tenant, 'reference', 'cities', system],
    queryFn: async ({ signal }) =>
      kept(await apiGet('cities', cityListSchema, { query: { system }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const districtsQuery = (tenant: string, city: string) =>
  queryOptions({
    queryKey: ['session', tenant, 'reference', 'districts', city],
    queryFn: async ({ signal }) =>
      kept(await apiGet(`cities/${encodeURIComponent(city)}/districts`, districtListSchema, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Wards under a province (2025: directly) or under a legacy district (`parent` 'district'). */
export const wardsQuery = (
  tenant: string,
  parent: 'city' | 'district',
  id: string,
  system: PlaceSystem = '2025',
) =>
  queryOptions({
    queryKey: ['session', tenant, 'reference', 'wards', parent, id, system],
    queryFn: async ({ signal }) => {
      const path =
        parent === 'city'
          ? `cities/${encodeURIComponent(id)}/wards`
          : `districts/${encodeURIComponent(id)}/wards`;
      return kept(await apiGet(path, wardListSchema, { query: { system }, signal }));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * After startup, in the background: every catalogue not kept yet (or gone stale) is asked for, so
 * forms find them at once and offline. A refusal (a module the tenant does not use) is ignored.
 * They wait for the first page: it asks for its data first (a first visit has six connections to
 * the server, and these six would take them all).
 */
export function prefetchReferenceLists(queryClient: QueryClient, tenant: string): void {
  afterFirstPage(() => {
    // Offline, what is kept stays as it is: asking would only fail on every navigation.
    if (!onlineManager.isOnline()) return;
    for (const name of Object.keys(KEPT_CATALOGUES) as CatalogueName[]) {
      void queryClient.prefetchQuery(catalogueQuery(tenant, name));
    }
    void queryClient.prefetchQuery(citiesQuery(tenant));
  });
}

/** Once the router has shown its first page (its loaders have asked for their data). */
function afterFirstPage(work: () => void): void {
  void firstPageShown.then(() => setTimeout(work));
}

/**
 * A kept catalogue as {items, total, fetched} (undefined until its first answer), and whether that
 * first answer is still on its way (a lookup then waits for it instead of asking the server too).
 */
export function useKeptCatalogue(name: CatalogueName | undefined): {
  list: KeptList<LookupOption> | undefined;
  pending: boolean;
} {
  const query = useQuery({
    ...catalogueQuery(session.tenant, name ?? 'units'),
    enabled: name !== undefined,
  });
  if (name === undefined) return { list: undefined, pending: false };
  return { list: query.data, pending: query.data === undefined && query.isFetching };
}
