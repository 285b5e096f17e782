import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EINVOICE_STATE } from '../../../contract/documents/sales/invoice-orders.document.ts';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { EinvoiceStateChip } from './EinvoiceStateChip.tsx';
import { invoiceXmlText } from './einvoice-api.ts';

/** What the provider gave an order: state, number, template and series, lookup code, last error. */
export function EinvoiceInfo({ order }: { order: EntityRow }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Số hóa đơn`, String(order.hd_so ?? '')],
    [t`Mẫu số / ký hiệu`, order.hd_mau_so ? `${order.hd_mau_so} / ${order.hd_ky_hieu ?? ''}` : ''],
    [t`Mã tra cứu`, String(order.hd_ma_tra_cuu ?? '')],
    [
      t`Ngày hóa đơn`,
      String(order.hd_ngay ?? '')
        .split('-')
        .reverse()
        .join('/'),
    ],
    [t`Lý do hủy`, String(order.hd_ly_do_huy ?? '')],
  ];
  return (
    <section className="grid gap-2 rounded-md border border-line p-3" aria-label={t`Hóa đơn điện tử`}>
      <div className="flex items-center gap-2">
        <h3 className="font-semibold text-heading">
          <Trans>Hóa đơn điện tử</Trans>
        </h3>
        <EinvoiceStateChip state={order.hd_trang_thai} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium text-heading tabular-nums" data-testid={`einvoice-${label}`}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {order.hd_loi ? <p className="text-sm text-danger">{String(order.hd_loi)}</p> : null}
    </section>
  );
}

/** The XML sent to the provider, read-only, in a dialog. */
export function XmlDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const xml = useQuery({ queryKey: ['einvoice-xml', id], queryFn: () => invoiceXmlText(id) });
  // One element per line: the XML is sent on one line, read here by a person.
  const pretty = (xml.data ?? '').replace(/></g, '>\n<');
  return (
    <ModalDialog title={t`Dữ liệu hóa đơn (XML)`} isOpen onOpenChange={(open) => !open && onClose()} wide>
      <pre
        data-testid="invoice-xml"
        className="max-h-[60vh] overflow-auto rounded-md bg-canvas p-3 font-mono text-xs whitespace-pre-wrap"
      >
        {xml.isPending ? t`Đang tải…` : pretty}
      </pre>
    </ModalDialog>
  );
}

/**
 * Cancel or replace a published invoice, each after a confirmation with its reason (Decree
 * 123/2020 art. 19): cancelling asks the provider; replacing makes a new order naming the original,
 * published from the publish screen.
 */
export function ReasonDialog({
  kind,
  order,
  onConfirm,
  onClose,
}: {
  kind: 'cancel' | 'replace';
  order: EntityRow;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const number = String(order.hd_so ?? '');
  return (
    <ConfirmDialog
      isOpen
      tone={kind === 'cancel' ? 'danger' : 'primary'}
      pending={pending}
      error={error}
      onCancel={onClose}
      onConfirm={() => {
        if (!reason.trim()) return setError(t`Nhập lý do`);
        setPending(true);
        onConfirm(reason.trim())
          .then(onClose)
          .catch((e: Error) => setError(e.message))
          .finally(() => setPending(false));
      }}
    >
      <p>
        {kind === 'cancel' ? (
          <Trans>Hủy hóa đơn điện tử số {number}? Hóa đơn đã hủy không dùng lại được.</Trans>
        ) : (
          <Trans>
            Lập đơn thay thế hóa đơn số {number}? Hóa đơn gốc bị thay thế khi đơn mới được phát hành.
          </Trans>
        )}
      </p>
      <TextField label={t`Lý do`} value={reason} onChange={setReason} autoFocus isRequired />
    </ConfirmDialog>
  );
}

export const isPublished = (order: EntityRow) => order.hd_trang_thai === EINVOICE_STATE.PUBLISHED;
