import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage.tsx';
import { lazyLoader } from '../../features/shell/lazy-loader.ts';

export const Route = createFileRoute('/user/profile')({
  ...lazyLoader(() => import('../../features/profile/profile.loader.ts').then((m) => m.loadProfile)),
  component: ProfilePage,
});
