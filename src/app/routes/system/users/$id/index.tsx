import { createFileRoute } from '@tanstack/react-router';
import { lazyLoader } from '../../../../features/shell/lazy-loader.ts';
import { UserViewPage } from '../../../../features/users/UserViewPage.tsx';

export const Route = createFileRoute('/system/users/$id/')({
  ...lazyLoader(() => import('../../../../features/users/users.loaders.ts').then((m) => m.loadUserForm)),
  component: UserViewPage,
});
