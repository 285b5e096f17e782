import type { ReactNode } from 'react';
import { Modal } from 'react-aria-components';
import { PanelFrame } from './PanelFrame.tsx';
import { PopupOverlay } from './PopupOverlay.tsx';

const WIDTHS = { md: 'sm:max-w-md', lg: 'sm:max-w-2xl', xl: 'sm:max-w-[1400px]' } as const;

/**
 * A panel sliding over the right of the screen (the whole screen on a phone): title, a body that
 * scrolls, actions along the bottom. Escape and the close button call `onOpenChange(false)`, which
 * may still ask before closing (a form with changes).
 */
export function Drawer({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  size = 'lg',
}: {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'xl' holds a wide table (a document's lines). */
  size?: 'md' | 'lg' | 'xl';
}) {
  return (
    <PopupOverlay
      kind="drawer"
      hasCloseButton
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 flex justify-end bg-[#2f2b3d]/50 data-entering:animate-fade-in"
    >
      <Modal className={`flex h-dvh w-full flex-col bg-surface shadow-card outline-none ${WIDTHS[size]}`}>
        <PanelFrame look="drawer" title={title} footer={footer} onClose={() => onOpenChange(false)}>
          {children}
        </PanelFrame>
      </Modal>
    </PopupOverlay>
  );
}
