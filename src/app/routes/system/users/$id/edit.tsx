import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '../../../../features/users/UserFormPage.tsx';
import { ensureUserFormData, requireUsersRight } from '../../../../features/users/users.loaders.ts';

export const Route = createFileRoute('/system/users/$id/edit')({
  beforeLoad: () => requireUsersRight('edit'),
  loader: ({ context, params }) => ensureUserFormData(context.queryClient, params.id),
  component: UserFormPage,
});
