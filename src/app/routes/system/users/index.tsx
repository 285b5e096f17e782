import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UsersListPage, UsersListSkeleton } from '../../../features/users/UsersListPage.tsx';
import { usersListQuery } from '../../../features/users/users.queries.ts';
import {
  normalizeSearch,
  USERS_SEARCH_DEFAULTS,
  usersSearchSchema,
} from '../../../features/users/users.search.ts';

export const Route = createFileRoute('/system/users/')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => normalizeSearch(search),
  loader: async ({ context, deps, cause }) => {
    const rows = context.queryClient.ensureQueryData(usersListQuery(deps));
    // Opening the page waits for its rows; paging, sorting and searching keep the table on screen
    // (with the previous rows) instead of swapping the page for its loading outline.
    if (cause === 'stay') rows.catch(() => undefined);
    else await rows;
  },
  pendingComponent: UsersListSkeleton,
  component: UsersListPage,
});
