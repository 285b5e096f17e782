import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeAccess } from '../../../contract/auth/route-access.ts';
import { cachedCommands, safeRedirect, userCommands } from '../../features/auth/guard.ts';
import { LoginPage } from '../../features/auth/LoginPage.tsx';
import { session } from '../../state/session.ts';

/** Route name auth-login (spec §2); `redirect` is the page the user came from. */
export const Route = createFileRoute('/auth/login')({
  staticData: { name: 'auth-login' },
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: ({ search, context }) => {
    if (!session.user) return;
    // Signed in already: back to the page asked for, or the root. Not when that page itself sent
    // here (/admin for a non-admin): then the form lets someone else sign in.
    const target = search.redirect ?? '/';
    const commands = userCommands(session.user, cachedCommands(context.queryClient));
    if (routeAccess(session.user, target, commands) !== 'login')
      throw redirect({ href: target, replace: true });
  },
  component: LoginPage,
});
