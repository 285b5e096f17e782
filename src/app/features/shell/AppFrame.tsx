import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LocaleSwitch } from './LocaleSwitch.tsx';

export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-line bg-surface/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <img src="/icons/favicon.svg" alt="" className="size-8" />
          <span className="text-lg font-semibold text-primary-600">Sen</span>
          <span className="hidden text-sm text-muted sm:inline">
            <Trans>Quản lý spa, phòng khám, thẩm mỹ viện</Trans>
          </span>
          <div className="ml-auto">
            <LocaleSwitch />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl p-4 sm:p-6">{children}</main>
    </div>
  );
}
