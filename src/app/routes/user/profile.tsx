import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage.tsx';
import { profileQuery } from '../../features/profile/profile.queries.ts';

export const Route = createFileRoute('/user/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQuery()),
  component: ProfilePage,
});
