import type { ReactNode } from 'react';
import { PageArea } from './PageArea.tsx';

/**
 * Spec §1 webview: Sen inside a host app's web view — the host draws its own bar and navigation,
 * so no navbar, menu or footer; just the page with a little room around it.
 */
export function WebviewFrame({ children, noScroll }: { children: ReactNode; noScroll: boolean }) {
  return (
    <div data-frame="webview" className={`flex flex-col ${noScroll ? 'h-dvh' : 'min-h-dvh'}`}>
      <PageArea noScroll={noScroll} className="w-full px-3 py-3 sm:px-4 sm:py-4">
        {children}
      </PageArea>
    </div>
  );
}

/**
 * Spec §2 cashier layout: the whole screen for the sale on the counter — no navbar or menu; the
 * cashier screen brings its own header and the way back.
 */
export function CashierFrame({ children, noScroll }: { children: ReactNode; noScroll: boolean }) {
  return (
    <div data-frame="cashier" className={`flex flex-col ${noScroll ? 'h-dvh' : 'min-h-dvh'}`}>
      <PageArea noScroll={noScroll} className="w-full p-2 sm:p-3">
        {children}
      </PageArea>
    </div>
  );
}
