import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { Button } from './Button.tsx';
import { PopupOverlay } from './PopupOverlay.tsx';

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
  size?: 'md' | 'lg';
}) {
  const { t } = useLingui();
  return (
    <PopupOverlay
      kind="drawer"
      hasCloseButton
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 flex justify-end bg-[#2f2b3d]/50 data-entering:animate-fade-in"
    >
      <Modal
        className={`flex h-dvh w-full flex-col bg-surface shadow-card outline-none ${size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-md'}`}
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <header className="flex items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
            <Heading slot="title" className="min-w-0 truncate text-lg font-semibold text-heading">
              {title}
            </Heading>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t`Đóng`}
              className="-mr-2 size-8"
              onPress={() => onOpenChange(false)}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-line bg-surface px-5 py-3 sm:px-6">
              {footer}
            </footer>
          ) : null}
        </Dialog>
      </Modal>
    </PopupOverlay>
  );
}
