import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Ban, Code, Loader2, Replace } from 'lucide-react';
import { EINVOICE_STATE } from '../../../contract/documents/sales/invoice-orders.document.ts';
import { formatNumber } from '../../../contract/domain/format.ts';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { EinvoiceStateChip } from './EinvoiceStateChip.tsx';
import { isPublished } from './InvoiceActions.tsx';

/** Where one order's publishing is: sending, done, or refused with the server's message. */
export type Progress =
  | { readonly kind: 'sending' }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; message: string };

export const waiting = (o: EntityRow) => !o.hd_trang_thai || o.hd_trang_thai === EINVOICE_STATE.SENDING;

/** One order on the publish screen: number, state, buyer, progress, total and its actions. */
export function OrderCard({
  order,
  chosen,
  onChoose,
  progress,
  rights,
  onAction,
}: {
  order: EntityRow;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  progress: Progress | undefined;
  rights: { publish: boolean; cancel: boolean };
  onAction: (kind: 'xml' | 'cancel' | 'replace') => void;
}) {
  const { t } = useLingui();
  const number = String(order.so_ct ?? '');
  return (
    <li
      className="grid gap-2 px-4 py-3 sm:grid-cols-[auto_1fr_auto] sm:items-center"
      data-testid={`order-${number}`}
    >
      {waiting(order) && rights.publish ? (
        <Checkbox isSelected={chosen} onChange={onChoose} aria-label={t`Chọn đơn ${number}`}>
          <span className="sr-only">{number}</span>
        </Checkbox>
      ) : (
        <span className="hidden w-[18px] sm:block" />
      )}
      <div className="grid gap-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            to="/sales/invoice-orders"
            search={{ edit: String(order.stt_rec) } as never}
            className="font-semibold text-primary-600 hover:underline"
          >
            {number}
          </Link>
          <span className="text-sm text-muted">
            {String(order.ngay_ct ?? '')
              .split('-')
              .reverse()
              .join('/')}
          </span>
          <EinvoiceStateChip state={order.hd_trang_thai} />
          {order.hd_so ? (
            <span className="text-sm">
              <Trans>
                Số {String(order.hd_so)} · mã tra cứu {String(order.hd_ma_tra_cuu ?? '')}
              </Trans>
            </span>
          ) : null}
        </p>
        <p className="text-sm text-body">
          {String(order.ten_dv || order.nguoi_mua || order.ma_kh || '')}
          {order.ma_so_thue ? ` · ${t`MST`} ${String(order.ma_so_thue)}` : ''}
        </p>
        {progress?.kind === 'sending' ? (
          <p className="flex items-center gap-1 text-sm text-primary-600" role="status">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            <Trans>Đang gửi nhà cung cấp…</Trans>
          </p>
        ) : progress?.kind === 'failed' ? (
          <p className="text-sm text-danger" role="alert">
            {progress.message}
          </p>
        ) : order.hd_loi && waiting(order) ? (
          <p className="text-sm text-danger">{String(order.hd_loi)}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="mr-2 font-semibold tabular-nums">{formatNumber(order.t_tt)}</span>
        {order.hd_xml ? (
          <Button size="sm" variant="outline" onPress={() => onAction('xml')}>
            <Code aria-hidden="true" className="size-4" />
            <Trans>XML</Trans>
          </Button>
        ) : null}
        {isPublished(order) && rights.publish ? (
          <Button size="sm" variant="outline" onPress={() => onAction('replace')}>
            <Replace aria-hidden="true" className="size-4" />
            <Trans>Thay thế</Trans>
          </Button>
        ) : null}
        {isPublished(order) && rights.cancel ? (
          <Button size="sm" variant="outline" onPress={() => onAction('cancel')}>
            <Ban aria-hidden="true" className="size-4" />
            <Trans>Hủy hóa đơn</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
