import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { userListShape } from '../../../../contract/api/users.api.ts';
import { listDefaults, listSearchSchema } from '../../../../contract/list/list-search.ts';
import { lazyLoader } from '../../../features/shell/lazy-loader.ts';
import { UsersListPage, UsersListSkeleton } from '../../../features/users/UsersListPage.tsx';

export const Route = createFileRoute('/system/users/')({
  validateSearch: listSearchSchema(userListShape),
  search: { middlewares: [stripSearchParams(listDefaults(userListShape))] },
  loaderDeps: ({ search }) => search,
  ...lazyLoader(() => import('../../../features/users/users.loaders.ts').then((m) => m.loadUsersList)),
  pendingComponent: UsersListSkeleton,
  component: UsersListPage,
});
