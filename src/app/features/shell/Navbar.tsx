import type { MenuLayout } from '../../state/layout.ts';
import { useMinWidth } from '../../ui/use-min-width.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { OutboxBadge } from '../outbox/OutboxBadge.tsx';
import { BranchSwitcher } from './BranchSwitcher.tsx';
import { Brand } from './Brand.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { HorizontalMenu } from './HorizontalMenu.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { MobileNav } from './MobileNav.tsx';
import { PageSearch } from './PageSearch.tsx';
import { StarredMenu } from './StarredMenu.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The top bar, sticky over the page: the drawer button below lg, the brand where no sidebar
 * shows it, the branch, then search, stars, connection, look, language and account. In the
 * horizontal layout the menu bar hangs under it on wide screens (lg up; below, the drawer).
 */
export function Navbar({ layout }: { layout: MenuLayout }) {
  const horizontal = layout === 'horizontal';
  const wide = useMinWidth('lg');
  const beyondPhone = useMinWidth('sm');
  return (
    <header className="sticky top-0 z-10 bg-canvas/85 px-3 pt-3 backdrop-blur sm:px-6 sm:pt-4">
      <div className="mx-auto max-w-7xl rounded-card bg-surface shadow-nav">
        <div className="flex h-14 items-center gap-1.5 px-2 sm:gap-3 sm:px-4">
          <MobileNav />
          <div className={horizontal ? 'max-sm:hidden' : 'max-sm:hidden lg:hidden'}>
            <Brand compact />
          </div>
          <BranchSwitcher />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <PageSearch />
            {/* Phones: no room beside the bell; the page search lists starred pages first. */}
            {beyondPhone ? <StarredMenu /> : null}
            <OutboxBadge />
            <ConnectionStatus />
            <ThemeSwitch />
            <LocaleSwitch />
            <NotificationBell />
            <UserMenu />
          </div>
        </div>
        {horizontal && wide ? <HorizontalMenu /> : null}
      </div>
    </header>
  );
}
