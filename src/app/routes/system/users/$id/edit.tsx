import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader } from '../../../../features/shell/lazy-loader.ts';
import { UserFormPage } from '../../../../features/users/UserFormPage.tsx';
import { requireUsersRight } from '../../../../features/users/users.access.ts';

export const Route = createFileRoute('/system/users/$id/edit')({
  beforeLoad: () => requireUsersRight('edit'),
  ...lazyLoader(() => import('../../../../features/users/users.loaders.ts').then((m) => m.loadUserForm)),
  component: UserFormPage,
});
