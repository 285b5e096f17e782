import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage.tsx';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The link of a password-reset message: `token` (read once, then dropped) and `tenant`. */
export const Route = createFileRoute('/auth/reset-password')({
  staticData: { name: 'auth-reset-password' },
  validateSearch: (search: Record<string, unknown>): { token?: string; tenant?: string } => {
    const token = text(search.token);
    const tenant = text(search.tenant);
    return { ...(token ? { token } : {}), ...(tenant ? { tenant } : {}) };
  },
  component: ResetPasswordPage,
});
