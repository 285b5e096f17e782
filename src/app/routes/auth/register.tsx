import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/auth/RegisterPage.tsx';

/** `tenant`: the tenant to register with, where the deployment does not fix one. */
export const Route = createFileRoute('/auth/register')({
  staticData: { name: 'auth-register' },
  validateSearch: (search: Record<string, unknown>): { tenant?: string } =>
    typeof search.tenant === 'string' && search.tenant.trim() ? { tenant: search.tenant.trim() } : {},
  component: RegisterPage,
});
