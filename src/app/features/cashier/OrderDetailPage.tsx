import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { formatDay, formatNumber } from '../../../contract/domain/format.ts';
import { apiGet } from '../../data/api.ts';
import { PrintPreview } from '../../document-ui/PrintPreview.tsx';
import { entityRowSchema } from '../../entity-ui/entity-api.ts';
import { session } from '../../state/session.ts';
import { Button } from '../../ui/Button.tsx';
import { CashierBar } from './CashierBar.tsx';
import { SALE_PATH } from './sell.ts';

type Row = Record<string, unknown>;

/** /sales/retail-orders/cashier/order-detail/:id: one sale with its lines and payments, reprint. */
export function OrderDetailPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const [printing, setPrinting] = useState(false);
  const sale = useQuery({
    queryKey: ['session', session.tenant, 'cashier', 'sale', id],
    queryFn: ({ signal }) => apiGet(`${SALE_PATH}/${encodeURIComponent(id)}`, entityRowSchema, { signal }),
  });
  const row = sale.data as Row | undefined;
  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <CashierBar />
      <main className="mx-auto grid w-full max-w-3xl content-start gap-4 overflow-y-auto p-3 sm:p-4">
        <Link to="/sales/retail-orders/cashier/order-list" className="text-sm font-medium text-primary-600">
          <Trans>← Đơn hôm nay</Trans>
        </Link>
        {row ? (
          <section className="grid gap-3 rounded-card bg-surface p-4 shadow-card">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold text-heading">{String(row.so_ct)}</h2>
              <span className="text-muted">{formatDay(row.ngay_ct)}</span>
              <Button size="sm" variant="outline" className="ml-auto" onPress={() => setPrinting(true)}>
                <Printer aria-hidden="true" className="size-4" /> <Trans>In lại</Trans>
              </Button>
            </div>
            <table className="w-full text-sm">
              <tbody>
                {((row.details as Row[]) ?? []).map((l) => (
                  <tr key={String(l.line)} className="border-b border-line">
                    <td className="py-2">{String(l.ten_vt ?? l.ma_vt)}</td>
                    <td className="text-right">
                      {formatNumber(l.so_luong)} × {formatNumber(l.gia)}
                    </td>
                    <td className="text-right font-medium">{formatNumber(l.tien)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="grid grid-cols-[1fr_auto] gap-1 text-sm">
              <dt>
                <Trans>Tổng thanh toán</Trans>
              </dt>
              <dd className="text-right font-semibold">{formatNumber(row.t_tt)}</dd>
              {((row.payments as Row[]) ?? []).map((p) => (
                <div key={String(p.line)} className="contents">
                  <dt className="text-muted">{String(p.ten_httt ?? p.ma_httt)}</dt>
                  <dd className="text-right">{formatNumber(p.tien)}</dd>
                </div>
              ))}
              <dt>
                <Trans>Tiền thừa</Trans>
              </dt>
              <dd className="text-right">{formatNumber(row.tien_thoi)}</dd>
              <dt>
                <Trans>Còn nợ</Trans>
              </dt>
              <dd className="text-right">{formatNumber(row.t_con_no)}</dd>
            </dl>
          </section>
        ) : sale.isError ? (
          <p className="text-muted">
            <Trans>Không tải được đơn này.</Trans>
          </p>
        ) : null}
        {printing ? <PrintPreview path={SALE_PATH} id={id} onClose={() => setPrinting(false)} /> : null}
      </main>
    </div>
  );
}
