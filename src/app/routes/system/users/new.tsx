import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '../../../features/users/UserFormPage.tsx';
import { ensureUserFormData, requireUsersRight } from '../../../features/users/users.loaders.ts';

export const Route = createFileRoute('/system/users/new')({
  beforeLoad: () => requireUsersRight('add'),
  loader: ({ context }) => ensureUserFormData(context.queryClient),
  component: UserFormPage,
});
