import { createFileRoute } from '@tanstack/react-router';
import { userListShape } from '../../../../contract/api/users.api.ts';
import { lazyLoader } from '../../../features/shell/lazy-loader.ts';
import { listSearchOptions } from '../../../features/shell/route-search.ts';
import { UsersListPage, UsersListSkeleton } from '../../../features/users/UsersListPage.tsx';

export const Route = createFileRoute('/system/users/')({
  ...listSearchOptions(userListShape),
  ...lazyLoader(() => import('../../../features/users/users.loaders.ts').then((m) => m.loadUsersList)),
  pendingComponent: UsersListSkeleton,
  component: UsersListPage,
});
