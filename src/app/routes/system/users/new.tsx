import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader } from '../../../features/shell/lazy-loader.ts';
import { UserFormPage } from '../../../features/users/UserFormPage.tsx';
import { requireUsersRight } from '../../../features/users/users.access.ts';

export const Route = createFileRoute('/system/users/new')({
  beforeLoad: () => requireUsersRight('add'),
  ...lazyLoader(() => import('../../../features/users/users.loaders.ts').then((m) => m.loadNewUserForm)),
  component: UserFormPage,
});
