import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { todayIn } from '../../../contract/domain/period.ts';
import { fold } from '../../../contract/domain/text.ts';
import { ITEM_TYPE } from '../../../contract/entities/stock/products.entity.ts';
import { apiGet } from '../../data/api.ts';
import { fetchList } from '../../data/list-fetch.ts';
import { type EntityRow, entityListSchema } from '../../entity-ui/entity-api.ts';
import { fetchAllPages } from '../../entity-ui/excel/export-rows.ts';
import { session } from '../../state/session.ts';
import type { CatalogueItem } from './cart.ts';

/**
 * What the cashier sells with, read once and kept under the session's persisted cache
 * (data/query-persist.ts), so the till keeps its catalogue, prices, payment types and warehouse
 * through a reload with no network: the catalogue of goods and services, payment types, the
 * branch's warehouse.
 */

const PAGE = 1000;
const key = (...parts: unknown[]) => ['session', session.tenant, 'cashier', ...parts];
/** A till works from what it has: refreshed in the background, never thrown away offline. */
const KEEP = { staleTime: 5 * 60_000, gcTime: 7 * 24 * 3600_000, networkMode: 'offlineFirst' } as const;

const KIND_OF: Record<string, string> = Object.fromEntries(
  Object.entries(ITEM_TYPE).map(([name, code]) => [String(code), name]),
);

function itemOf(row: EntityRow): CatalogueItem {
  const barcodes = [row.ma_vach, row.ma_vach2].filter(
    (code): code is string => typeof code === 'string' && code !== '',
  );
  return {
    search: fold(`${row.ma_vt} ${row.ten_vt ?? ''} ${barcodes.join(' ')}`),
    ma_vt: String(row.ma_vt),
    ten_vt: String(row.ten_vt ?? ''),
    dvt: String(row.dvt ?? ''),
    gia_ban: row.gia_ban == null ? '0' : String(row.gia_ban),
    ma_thue: row.ma_thue == null ? '' : String(row.ma_thue),
    kind: KIND_OF[String(row.loai)] ?? 'goods',
    nhom: String(row.ten_nhom ?? row.nhom ?? ''),
    barcodes,
  };
}

export const catalogueQuery = () =>
  queryOptions({
    queryKey: key('catalogue'),
    queryFn: async ({ signal }) => {
      // Every page: a shop with more items than one page sells the rest offline too.
      const every = (path: string) =>
        fetchAllPages(
          (pageIndex, pageSize, abort) =>
            fetchList(
              path,
              { pageIndex, pageSize, sortKey: 'ten_vt', sortType: 'asc', filters: { status: '1' } },
              entityListSchema,
              abort,
            ),
          signal,
          () => {},
        );
      const [products, services] = await Promise.all([every('stock/products'), every('stock/services')]);
      return [...services, ...products].map(itemOf).filter((item) => item.kind !== 'material');
    },
    ...KEEP,
  });

export interface PaymentType {
  ma_httt: string;
  ten_httt: string;
  loai: string;
}

export const paymentTypesQuery = () =>
  queryOptions({
    queryKey: key('payment-types'),
    queryFn: async ({ signal }): Promise<PaymentType[]> => {
      const list = await apiGet('sales/payment-types', entityListSchema, {
        query: { pageSize: 100, status: '1', sortKey: 'order' },
        signal,
      });
      return list.items
        .map((row) => ({
          ma_httt: String(row.ma_httt),
          ten_httt: String(row.ten_httt),
          loai: String(row.loai),
        }))
        .filter((p) => p.loai !== 'the_tra_truoc');
    },
    ...KEEP,
  });

export const taxRatesQuery = () =>
  queryOptions({
    queryKey: key('tax-rates'),
    queryFn: async ({ signal }) => {
      const list = await apiGet('accounting/taxs', entityListSchema, { query: { pageSize: PAGE }, signal });
      return new Map(list.items.map((row) => [String(row.ma_thue), String(row.thue_suat ?? '0')]));
    },
    ...KEEP,
  });

/** The branch's first warehouse: where the till's goods leave from. */
export const warehouseQuery = (branch: string) =>
  queryOptions({
    queryKey: key('warehouse', branch),
    queryFn: async ({ signal }) => {
      const list = await apiGet('stock/warehouses', entityListSchema, {
        query: { pageSize: 50, ma_dvcs: branch, sortKey: 'ma_kho' },
        signal,
      });
      return list.items[0] ? String(list.items[0].ma_kho) : '';
    },
    enabled: branch !== '',
    ...KEEP,
  });

export interface Customer {
  ma_kh: string;
  ten_kh: string;
  dien_thoai: string;
}

export const customerSearchQuery = (text: string) =>
  queryOptions({
    queryKey: key('customers', text),
    queryFn: async ({ signal }): Promise<Customer[]> => {
      const list = await apiGet('crm/partners', entityListSchema, {
        query: { searchKey: text, pageSize: 8 },
        signal,
      });
      return list.items.map((r) => ({
        ma_kh: String(r.ma_kh),
        ten_kh: String(r.ten_kh ?? ''),
        dien_thoai: String(r.dien_thoai ?? ''),
      }));
    },
    enabled: text.trim().length >= 3,
    ...KEEP,
  });

/**
 * Offline, a search nobody made before has no answer of its own: the customers the till has found
 * before (every earlier search, kept in the persisted cache) matching every typed word stand in.
 */
export function seenCustomers(queryClient: QueryClient, text: string): Customer[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  // Called on every render of the offline till: with nothing typed there is nothing to show.
  if (words.length === 0) return [];
  const seen = new Map<string, Customer>();
  for (const [, list] of queryClient.getQueriesData<Customer[]>({ queryKey: key('customers') })) {
    if (!list) continue;
    const texts = searchTexts(list);
    for (const [i, customer] of list.entries()) {
      if (seen.size === 8) return [...seen.values()];
      if (!seen.has(customer.ma_kh) && words.every((word) => texts[i]?.includes(word)))
        seen.set(customer.ma_kh, customer);
    }
  }
  return [...seen.values()];
}

/**
 * Each kept answer's customers folded once (per answer, which stays the same array until it is
 * fetched again): folding every kept customer at each keystroke held a till with 50,000 of them
 * for seconds (docs/performance.md, "Cashier").
 */
const folded = new WeakMap<readonly Customer[], string[]>();

function searchTexts(list: readonly Customer[]): string[] {
  let texts = folded.get(list);
  if (!texts) {
    texts = list.map((c) => fold(`${c.ma_kh} ${c.ten_kh} ${c.dien_thoai}`));
    folded.set(list, texts);
  }
  return texts;
}

export function useCatalogue() {
  return useQuery(catalogueQuery());
}

/** Items whose code, barcode or name (accents and case aside) match every typed word. */
export function searchCatalogue(
  items: readonly CatalogueItem[],
  typed: string,
  group: string,
): CatalogueItem[] {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  return items.filter(
    (item) =>
      (group === '' || item.nhom === group) &&
      words.every((w) => (item.search ?? fold(`${item.ma_vt} ${item.ten_vt}`)).includes(w)),
  );
}

/** A scanner's digits or a typed code: the one item it names exactly. */
export function exactItem(items: readonly CatalogueItem[], typed: string): CatalogueItem | undefined {
  const code = typed.trim().toUpperCase();
  if (code === '') return undefined;
  return items.find((item) => item.ma_vt.toUpperCase() === code || item.barcodes.includes(typed.trim()));
}

export function today(): string {
  return todayIn(Date.now(), BUSINESS_TIME_ZONE);
}
