import { Outlet, useLocation } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { underAny } from '../../../contract/auth/paths.ts';
import { session } from '../../state/session.ts';
import { AppFrame } from './AppFrame.tsx';
import { PublicFrame } from './PublicFrame.tsx';

/** Sign-in and lock screen draw their own full-screen layout. */
const BARE_PREFIXES = ['/auth', '/lock-screen'];

/** The back-office frame for a signed-in user; public pages stand on their own otherwise. */
export function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const { user, locked } = useSnapshot(session);
  if (underAny(BARE_PREFIXES, pathname)) return <Outlet />;
  if (!user || locked) {
    return (
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    );
  }
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
