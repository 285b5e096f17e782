import { createFileRoute } from '@tanstack/react-router';
import { UserViewPage } from '../../../../features/users/UserViewPage.tsx';
import { ensureUserFormData } from '../../../../features/users/users.loaders.ts';

export const Route = createFileRoute('/system/users/$id/')({
  loader: ({ context, params }) => ensureUserFormData(context.queryClient, params.id),
  component: UserViewPage,
});
