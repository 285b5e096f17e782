import { Trans } from '@lingui/react/macro';
import { CloudOff, Printer } from 'lucide-react';
import { formatNumber } from '../../../contract/domain/format.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';

export interface DoneSale {
  readonly number: string;
  readonly provisional: boolean;
  readonly change: string;
  readonly html: string;
}

/** After a sale: its number (provisional while it waits to sync), the change, print and next sale. */
export function SaleDoneDialog({
  sale,
  onPrint,
  onClose,
}: {
  sale: DoneSale;
  onPrint: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<Trans>Đã bán xong</Trans>}
      actions={
        <>
          <Button variant="outline" onPress={onPrint}>
            <Printer aria-hidden="true" className="size-4" />
            <Trans>In hóa đơn 80 mm</Trans>
          </Button>
          <Button onPress={onClose} autoFocus data-testid="next-sale">
            <Trans>Đơn mới</Trans>
          </Button>
        </>
      }
    >
      <div className="grid gap-2 text-sm" data-testid="sale-done">
        <p>
          <Trans>Số hóa đơn</Trans>: <strong data-testid="sale-number">{sale.number}</strong>
        </p>
        {sale.provisional ? (
          <p className="flex items-center gap-2 rounded-md bg-warning/10 p-2 text-warning">
            <CloudOff aria-hidden="true" className="size-4" />
            <Trans>Đang mất mạng: đơn đã lưu trên máy, số tạm thời, sẽ tự đồng bộ khi có mạng.</Trans>
          </p>
        ) : null}
        <p className="text-lg">
          <Trans>Tiền thừa trả khách</Trans>: <strong>{formatNumber(sale.change)}</strong>
        </p>
      </div>
    </ModalDialog>
  );
}
