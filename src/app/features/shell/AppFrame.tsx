import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Toasts } from '../../ui/Toast.tsx';
import { BranchProblemBanner } from './BranchProblem.tsx';
import { BranchSwitcher } from './BranchSwitcher.tsx';
import { Brand } from './Brand.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { MobileNav } from './MobileNav.tsx';
import { PageSearch } from './PageSearch.tsx';
import { Sidebar } from './Sidebar.tsx';
import { StarredMenu } from './StarredMenu.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The back-office layout: menu on the left (a drawer on small screens), top bar, page, footer. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh lg:pl-64">
      <Sidebar />
      <Toasts />
      <div className="flex min-h-dvh flex-col">
        <header className="sticky top-0 z-10 bg-canvas/85 px-3 pt-3 backdrop-blur sm:px-6 sm:pt-4">
          <div className="mx-auto flex h-14 max-w-7xl items-center gap-1.5 rounded-card bg-surface px-2 shadow-nav sm:gap-3 sm:px-4">
            <MobileNav />
            <div className="lg:hidden max-sm:hidden">
              <Brand compact />
            </div>
            <BranchSwitcher />
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <PageSearch />
              <StarredMenu />
              <ConnectionStatus />
              <ThemeSwitch />
              <LocaleSwitch />
              <UserMenu />
            </div>
          </div>
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 sm:px-6 sm:py-6">
          <BranchProblemBanner />
          {children}
        </main>
        <footer className="mx-auto flex w-full max-w-7xl flex-wrap justify-between gap-2 px-3 pb-5 text-[13px] text-muted sm:px-6">
          <span>© {new Date().getFullYear()} Sen</span>
          <span>
            <Trans>Phần mềm quản lý spa, phòng khám, thẩm mỹ viện</Trans>
          </span>
        </footer>
      </div>
    </div>
  );
}
