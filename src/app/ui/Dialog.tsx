import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { Button } from './Button.tsx';
import { PopupOverlay } from './PopupOverlay.tsx';

/**
 * A centred modal dialog: title, body, and the actions along the bottom. Escape and a click outside
 * close it unless `isDismissable` is false (while something is being saved).
 */
export function ModalDialog({
  title,
  children,
  actions,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  wide = false,
}: {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Room for a table (an import preview) instead of a short message. */
  wide?: boolean;
}) {
  const { t } = useLingui();
  return (
    <PopupOverlay
      kind="dialog"
      hasCloseButton={isDismissable}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fixed inset-0 grid place-items-center overflow-y-auto bg-[#2f2b3d]/50 p-3 data-entering:animate-fade-in"
    >
      <Modal
        className={`w-full ${wide ? 'max-w-4xl' : 'max-w-md'} rounded-card bg-surface shadow-card outline-none`}
      >
        <Dialog role={role} className="outline-none">
          <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6">
            <Heading slot="title" className="text-lg font-semibold text-heading">
              {title}
            </Heading>
            {isDismissable ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Đóng`}
                className="-mt-1 -mr-2 size-8"
                onPress={() => onOpenChange(false)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
          <div className="px-5 pt-3 pb-5 text-ink sm:px-6">{children}</div>
          {actions ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-4 sm:px-6">
              {actions}
            </div>
          ) : null}
        </Dialog>
      </Modal>
    </PopupOverlay>
  );
}

/** A dialog's two buttons: cancel, and its action, pending while the action runs. */
export function DialogActions({
  busy,
  onCancel,
  onConfirm,
  isDisabled = false,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  isDisabled?: boolean;
  /** The action's label. */
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="outline" onPress={onCancel} isDisabled={busy}>
        <Trans>Hủy bỏ</Trans>
      </Button>
      <Button onPress={onConfirm} isPending={busy} isDisabled={isDisabled}>
        {children}
      </Button>
    </>
  );
}
