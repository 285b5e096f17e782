import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazyLoader } from '../../../features/shell/lazy-loader.ts';
import { UsersListPage, UsersListSkeleton } from '../../../features/users/UsersListPage.tsx';
import {
  normalizeSearch,
  USERS_SEARCH_DEFAULTS,
  usersSearchSchema,
} from '../../../features/users/users.search.ts';

export const Route = createFileRoute('/system/users/')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(USERS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => normalizeSearch(search),
  ...lazyLoader(() => import('../../../features/users/users.loaders.ts').then((m) => m.loadUsersList)),
  pendingComponent: UsersListSkeleton,
  component: UsersListPage,
});
