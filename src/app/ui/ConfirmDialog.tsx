import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { ModalDialog } from './Dialog.tsx';

/**
 * The confirmation of spec §8: titled 'Xác nhận' with 'Hủy bỏ' and 'Đồng ý'. 'Đồng ý' has the focus,
 * so Enter agrees and Escape cancels; while `pending` nothing can be dismissed.
 */
export function ConfirmDialog({
  isOpen,
  onCancel,
  onConfirm,
  children,
  pending = false,
  error,
  tone = 'primary',
}: {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
  pending?: boolean;
  error?: string | null | undefined;
  /** 'danger' for what cannot be undone (delete). */
  tone?: 'primary' | 'danger';
}) {
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Xác nhận</Trans>}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!pending}
      actions={
        <>
          <Button variant="outline" onPress={onCancel} isDisabled={pending}>
            <Trans>Hủy bỏ</Trans>
          </Button>
          <Button
            autoFocus
            isPending={pending}
            onPress={onConfirm}
            className={tone === 'danger' ? 'bg-danger shadow-none hover:bg-danger/90' : ''}
          >
            <Trans>Đồng ý</Trans>
          </Button>
        </>
      }
    >
      {error ? <Alert className="mb-3">{error}</Alert> : null}
      <div className="text-[15px]">{children}</div>
    </ModalDialog>
  );
}
