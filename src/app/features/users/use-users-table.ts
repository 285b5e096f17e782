import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { useDebouncedSearch, useTableKeys } from '../../entity-ui/table/table-hooks.ts';
import { usersListQuery } from './users.queries.ts';
import { lastPage, normalizeSearch, SORT_KEYS, type UsersSearch } from './users.search.ts';

const ROUTE = '/system/users/';

/**
 * The list's table state, read from and written to the address (spec §2: state in the URL), and
 * the page of users it names. Paging and sorting push history entries; typing replaces the entry,
 * so Back does not step through every search typed.
 */
export function useUsersTable() {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const query = useQuery({ ...usersListQuery(normalizeSearch(search)), placeholderData: keepPreviousData });
  const total = query.data?.total ?? 0;
  const pageCount = lastPage(total, search.pageSize) + 1;

  const setSearch = (change: Partial<UsersSearch>, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace });
  const [text, setText] = useDebouncedSearch(search.searchKey ?? '', (value) =>
    setSearch({ searchKey: value || undefined, pageIndex: 0 }, true),
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const setPage = (pageIndex: number) => {
    if (pageIndex >= 0 && pageIndex < pageCount) setSearch({ pageIndex });
  };
  useTableKeys(searchRef, (step) => setPage(search.pageIndex + step));

  // A page past the end (rows deleted, an old bookmark): go to the last page that has rows.
  const beyond = query.data && !query.isPlaceholderData && search.pageIndex > pageCount - 1;
  useEffect(() => {
    if (beyond) setSearch({ pageIndex: pageCount - 1 }, true);
  });

  const sort: SortDescriptor = {
    column: search.sortKey,
    direction: search.sortType === 'asc' ? 'ascending' : 'descending',
  };
  const setSort = ({ column, direction }: SortDescriptor) => {
    const sortKey = SORT_KEYS.find((key) => key === column);
    const sortType = direction === 'descending' ? 'desc' : 'asc';
    if (sortKey) setSearch({ sortKey, sortType, pageIndex: 0 });
  };
  const setPageSize = (pageSize: number) => setSearch({ pageSize, pageIndex: 0 });

  return { search, query, total, pageCount, text, setText, searchRef, setPage, sort, setSort, setPageSize };
}
