import type { ReactNode } from 'react';
import { PageArea } from './PageArea.tsx';

interface FrameProps {
  children: ReactNode;
  noScroll: boolean;
}

/** A frame with no navbar, menu or footer: the page alone, with `padding` around it. */
function BareFrame({ frame, padding, children, noScroll }: FrameProps & { frame: string; padding: string }) {
  return (
    <div data-frame={frame} className={`flex flex-col ${noScroll ? 'h-dvh' : 'min-h-dvh'}`}>
      <PageArea noScroll={noScroll} className={`w-full ${padding}`}>
        {children}
      </PageArea>
    </div>
  );
}

/**
 * Spec §1 webview: Sen inside a host app's web view — the host draws its own bar and navigation,
 * so no navbar, menu or footer; just the page with a little room around it.
 */
export function WebviewFrame(props: FrameProps) {
  return <BareFrame frame="webview" padding="px-3 py-3 sm:px-4 sm:py-4" {...props} />;
}

/**
 * Spec §2 cashier layout: the whole screen for the sale on the counter — no navbar or menu; the
 * cashier screen brings its own header and the way back.
 */
export function CashierFrame(props: FrameProps) {
  return <BareFrame frame="cashier" padding="p-2 sm:p-3" {...props} />;
}
