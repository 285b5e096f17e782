import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConnectionStatus } from '../shell/ConnectionStatus.tsx';
import { LocaleSwitch } from '../shell/LocaleSwitch.tsx';

/** Sign-in and lock screen: one card centred on the canvas, language and network at the top. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_55%_at_0%_0%,var(--color-primary-100),transparent),radial-gradient(ellipse_60%_50%_at_100%_100%,var(--color-primary-50),transparent)]"
      />
      <header className="flex items-center justify-end gap-2 px-4 pt-4 sm:px-6 sm:pt-5">
        <ConnectionStatus />
        <LocaleSwitch />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 py-6 sm:py-10">{children}</main>
      <footer className="px-4 pb-5 text-center text-[13px] text-muted">
        © {new Date().getFullYear()} Sen · <Trans>Phần mềm quản lý spa, phòng khám, thẩm mỹ viện</Trans>
      </footer>
    </div>
  );
}

/** The card itself, with the brand mark on top. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <div className="w-full max-w-[440px] rounded-card bg-surface px-6 py-8 shadow-card sm:px-10 sm:py-10">
      <div className="mb-6 flex items-center justify-center gap-2.5">
        <img src="/icons/favicon.svg" alt="" className="size-10" width="40" height="40" />
        <span className="text-[26px] leading-none font-semibold tracking-tight text-heading">Sen</span>
      </div>
      {children}
    </div>
  );
}
