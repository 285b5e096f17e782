import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { Button } from './Button.tsx';
import { PopupOverlay } from './PopupOverlay.tsx';

/** How a drawer (the side of a wide screen) and a bottom sheet (a phone's thumb) space their parts. */
const LOOK = {
  drawer: {
    header: 'px-5 py-4 sm:px-6',
    close: '-mr-2 size-8',
    icon: 'size-4',
    body: 'px-5 py-5 sm:px-6',
    // On a phone the actions are thumb-sized and share the bar (the save within reach).
    footer: 'flex-wrap justify-end px-5 sm:px-6 max-md:[&>button]:h-[44px] max-md:[&>button]:flex-1',
  },
  sheet: {
    header: 'px-4 py-3',
    close: '-mr-1 size-[44px]',
    icon: 'size-5',
    body: 'px-4 py-4',
    footer: 'px-4 [&>*]:h-[44px] [&>*]:flex-1',
  },
} as const;

/** The inside of a drawer or a bottom sheet: the title and its close button, a body that scrolls, the actions. */
export function PanelFrame({
  look,
  title,
  children,
  footer,
  onClose,
}: {
  look: keyof typeof LOOK;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const classes = LOOK[look];
  return (
    <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
      <header className={`flex items-center justify-between gap-3 border-b border-line ${classes.header}`}>
        <Heading slot="title" className="min-w-0 truncate text-lg font-semibold text-heading">
          {title}
        </Heading>
        <Button variant="ghost" size="icon" aria-label={t`Đóng`} className={classes.close} onPress={onClose}>
          <X aria-hidden="true" className={classes.icon} />
        </Button>
      </header>
      <div className={`min-h-0 flex-1 overflow-y-auto ${classes.body}`}>{children}</div>
      {footer ? (
        <footer
          className={`flex items-center gap-2 border-t border-line bg-surface pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] ${classes.footer}`}
        >
          {footer}
        </footer>
      ) : null}
    </Dialog>
  );
}

/** What a drawer and a bottom sheet are given. */
export interface PanelProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A drawer or a bottom sheet on the popup stack: the dimmed screen, the panel on it (placed by
 * `overlayClassName`, sized by `className`) and its frame.
 */
export function PanelModal({
  look,
  overlayClassName,
  className,
  onOpenChange,
  isOpen,
  ...frame
}: PanelProps & { look: keyof typeof LOOK; overlayClassName: string; className: string }) {
  return (
    <PopupOverlay
      kind="drawer"
      hasCloseButton
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={`fixed inset-0 flex bg-[#2f2b3d]/50 data-entering:animate-fade-in ${overlayClassName}`}
    >
      <Modal className={`flex w-full flex-col bg-surface shadow-card outline-none ${className}`}>
        <PanelFrame look={look} {...frame} onClose={() => onOpenChange(false)} />
      </Modal>
    </PopupOverlay>
  );
}
