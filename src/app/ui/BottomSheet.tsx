import type { ReactNode } from 'react';
import { Modal } from 'react-aria-components';
import { PanelFrame } from './PanelFrame.tsx';
import { PopupOverlay } from './PopupOverlay.tsx';

/**
 * A panel rising from the bottom of a phone's screen, within reach of the thumb: title, a body
 * that scrolls, actions along the bottom. `full` takes the whole screen (a lookup with its search).
 */
export function BottomSheet({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  full = false,
}: {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  full?: boolean;
}) {
  return (
    <PopupOverlay
      kind="drawer"
      hasCloseButton
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 flex flex-col justify-end bg-[#2f2b3d]/50 data-entering:animate-fade-in"
    >
      <Modal
        className={`flex w-full flex-col bg-surface shadow-card outline-none ${full ? 'h-dvh' : 'max-h-[85dvh] rounded-t-2xl'}`}
      >
        <PanelFrame look="sheet" title={title} footer={footer} onClose={() => onOpenChange(false)}>
          {children}
        </PanelFrame>
      </Modal>
    </PopupOverlay>
  );
}
