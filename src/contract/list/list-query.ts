import type { MessageDescriptor } from '@lingui/core';
import type { Translate } from '../entity/messages.ts';

/**
 * The one list protocol (docs/lists.md): every list — a declared entity's or a bespoke endpoint's
 * (system/users, system/logs, notifications/histories) — reads the same parameters the same way.
 * Pages count from 1. The server reads them strictly (list-read.ts: 400 naming the field); the
 * address bar leniently (list-search.ts: anything wrong falls back to its default).
 */

export type SortType = 'asc' | 'desc';

/** Page sizes the data table offers (spec §2); the API accepts any size up to the largest. */
export const PAGE_SIZES = [10, 20, 50, 100, 200, 500, 1000] as const;
export const MAX_PAGE_SIZE = 1000;
/** Deepest page a request may name (OFFSET beyond is never a screen's). */
export const MAX_PAGE_INDEX = 1_000_000;

export interface ListQuery {
  /** From 1. */
  pageIndex: number;
  pageSize: number;
  sortKey: string;
  sortType: SortType;
  /** Trimmed; undefined when blank. */
  searchKey?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** Declared filter → the accepted values (comma-separated in the query string). */
  filters: Record<string, unknown[]>;
  /**
   * Whether the answer counts its total (`withTotal=1|0`). Without it: on the first page only —
   * a page turn keeps the total its first page answered (the client holds it per filter).
   */
  withTotal: boolean;
}

/** What a list declares for its query: the columns it sorts by and its default order. */
export interface ListShape {
  /** Columns the list may be sorted by. */
  sortable: readonly string[];
  /** The order of a plain request. */
  sort: readonly [string, SortType];
  /** The page size of a plain address (a PAGE_SIZES entry; the first when not given). */
  pageSize?: (typeof PAGE_SIZES)[number];
  /** Reads the list's own filters from the query string; refusals are reported through `fail`. */
  readFilters?: (q: Readonly<Record<string, string>>, t: Translate, fail: Fail) => ListQuery['filters'];
}

/** A refused list parameter and why, in the caller's language. */
export interface ListQueryIssue {
  field: string;
  message: string;
}

export type Fail = (field: string, message: MessageDescriptor, values?: Record<string, unknown>) => void;

export const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** What a client sends for a list: the query as the address holds it (filters as their text). */
export type ListParams = Omit<ListQuery, 'filters' | 'withTotal'> & {
  filters?: Record<string, string | undefined>;
};
