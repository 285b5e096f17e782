import type { ReactNode } from 'react';
import { Brand } from './Brand.tsx';
import { ConnectionStatus } from './ConnectionStatus.tsx';
import { LocaleSwitch } from './LocaleSwitch.tsx';

/** Public pages (errors, maintenance…) seen while signed out: brand, language, the page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-7xl items-center gap-2 px-4 pt-4 sm:px-6 sm:pt-5">
        <Brand compact />
        <div className="ml-auto flex items-center gap-2">
          <ConnectionStatus />
          <LocaleSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 sm:px-6 sm:py-6">{children}</main>
    </div>
  );
}
