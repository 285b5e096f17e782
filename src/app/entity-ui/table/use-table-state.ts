import { useEffect, useRef } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useDebouncedSearch, useTableKeys } from './table-hooks.ts';

/** The table state spec §2 keeps in the address; pageIndex counts from 1 as the API does. */
export interface TableSearch {
  pageIndex: number;
  pageSize: number;
  sortKey: string;
  sortType: 'asc' | 'desc';
  searchKey?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** `keepScroll`: the page stays where it is (a phone's "Xem thêm" appending rows). */
export type SetSearch = (
  change: Partial<TableSearch> & Record<string, unknown>,
  replace?: boolean,
  keepScroll?: boolean,
) => void;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What the data table's controls do to the address: the debounced search (500 ms, trimmed, empty
 * left out), F3 and Ctrl/Cmd+←/→, paging, sorting, page size and dates. Typing replaces the history
 * entry; paging and sorting push one, so Back steps through them.
 */
export function useTableState(search: TableSearch, setSearch: SetSearch, total: number | undefined) {
  const pageCount = pageCountOf(total ?? 0, search.pageSize);
  const [text, setText] = useDebouncedSearch(search.searchKey ?? '', (value) =>
    setSearch({ searchKey: value || undefined, pageIndex: 1 }, true),
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const setPage = (pageIndex: number) => {
    if (pageIndex >= 1 && pageIndex <= pageCount && pageIndex !== search.pageIndex) setSearch({ pageIndex });
  };
  useTableKeys(searchRef, (step) => setPage(search.pageIndex + step));

  // A page past the end (rows deleted, an old bookmark): go to the last page that has rows.
  const beyond = total !== undefined && search.pageIndex > pageCount;
  useEffect(() => {
    if (beyond) setSearch({ pageIndex: pageCount }, true);
  });

  const sort: SortDescriptor = {
    column: search.sortKey,
    direction: search.sortType === 'asc' ? 'ascending' : 'descending',
  };
  const setSort = ({ column, direction }: SortDescriptor) =>
    setSearch({
      sortKey: String(column),
      sortType: direction === 'descending' ? 'desc' : 'asc',
      pageIndex: 1,
    });
  // A phone's "Xem thêm": the next page under the rows already shown, no history entry of its own.
  const showMore = () => {
    if (search.pageIndex < pageCount) setSearch({ pageIndex: search.pageIndex + 1 }, true, true);
  };
  const setPageSize = (pageSize: number) => setSearch({ pageSize, pageIndex: 1 });
  const setDates = (fromDate: string | undefined, toDate: string | undefined) =>
    setSearch({ fromDate, toDate, pageIndex: 1 });
  return { pageCount, text, setText, searchRef, setPage, showMore, sort, setSort, setPageSize, setDates };
}

export type TableState = ReturnType<typeof useTableState>;
