import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirect } from '../features/auth/guard.ts';
import { LockScreenPage } from '../features/auth/LockScreenPage.tsx';
import { lockScreen } from '../features/auth/session-actions.ts';
import { session } from '../state/session.ts';

export const Route = createFileRoute('/lock-screen')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: ({ search, preload }) => {
    // Hovering a link must not lock anything.
    if (preload) return;
    // Nobody to lock: sign in first.
    if (!session.user)
      throw redirect({ to: '/auth/login', search: search.redirect ? { redirect: search.redirect } : {} });
    // Opening the page locks, so a reload or a typed address cannot step around it.
    lockScreen();
  },
  component: LockScreenPage,
});
