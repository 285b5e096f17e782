import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { formatNumber } from '../../../contract/domain/format.ts';
import { apiGet } from '../../data/api.ts';
import { discardItem, onOutboxSent, outbox, retryItem } from '../../data/outbox.ts';
import type { OutboxItem } from '../../data/outbox-queue.ts';
import { entityListSchema } from '../../entity-ui/entity-api.ts';
import { session } from '../../state/session.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { CashierBar } from './CashierBar.tsx';
import { today } from './cashier-data.ts';
import { provisionalNumber, SALE_PATH, waitingSales } from './sell.ts';

function WaitingRow({ item }: { item: OutboxItem }) {
  const { t } = useLingui();
  const body = item.body ?? {};
  return (
    <li className="grid gap-1 border-b border-line py-3 last:border-0" data-testid="waiting-sale">
      <div className="flex flex-wrap items-center gap-2">
        <strong className="text-heading">{provisionalNumber(item.recordId)}</strong>
        <span className="text-muted">{item.label}</span>
        <Badge tone={item.state === 'pending' ? 'warning' : 'danger'} dot>
          {item.state === 'pending' ? t`Chờ đồng bộ` : t`Cần xử lý`}
        </Badge>
        <span className="ml-auto font-semibold">{formatNumber(body.t_tt)}</span>
      </div>
      {item.problem ? (
        <p role="alert" className="text-sm text-danger">
          {item.problem.fields?.map((f) => f.message).join('; ') || item.problem.message}
        </p>
      ) : null}
      {item.state !== 'pending' ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onPress={() => void retryItem(item.id)}>
            <RefreshCw aria-hidden="true" className="size-4" /> <Trans>Gửi lại</Trans>
          </Button>
          <Button size="sm" variant="ghost" onPress={() => void discardItem(item.id)}>
            <Trash2 aria-hidden="true" className="size-4" /> <Trans>Bỏ đơn này</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * /sales/retail-orders/cashier/order-list: the sales waiting on this device to sync (and any the
 * server refused, to resolve: nothing is dropped silently), then today's sales on the server.
 */
export function OrderListPage() {
  const { items } = useSnapshot(outbox);
  const waiting = waitingSales(items as OutboxItem[]);
  const day = today();
  const todayKey = useMemo(() => ['session', session.tenant, 'cashier', 'today', day], [day]);
  const queryClient = useQueryClient();
  // A sale applied on replay joins today's list at once.
  useEffect(
    () => onOutboxSent(() => void queryClient.invalidateQueries({ queryKey: todayKey })),
    [queryClient, todayKey],
  );
  const sold = useQuery({
    queryKey: todayKey,
    queryFn: ({ signal }) =>
      apiGet(SALE_PATH, entityListSchema, {
        query: { fromDate: day, toDate: day, pageSize: 200, sortKey: 'so_ct', sortType: 'desc' },
        signal,
      }),
  });
  return (
    <div className="flex h-dvh flex-col bg-canvas">
      <CashierBar />
      <main className="mx-auto grid w-full max-w-4xl min-h-0 flex-1 content-start gap-4 overflow-y-auto p-3 sm:p-4">
        <Link to="/sales/retail-orders/cashier" className="text-sm font-medium text-primary-600">
          <Trans>← Quay lại bán hàng</Trans>
        </Link>
        <section className="rounded-card bg-surface p-4 shadow-card" aria-labelledby="waiting-title">
          <h2 id="waiting-title" className="text-base font-semibold text-heading">
            <Trans>Chờ đồng bộ ({waiting.length})</Trans>
          </h2>
          {waiting.length === 0 ? (
            <p className="py-3 text-sm text-muted">
              <Trans>Mọi đơn đã lên máy chủ.</Trans>
            </p>
          ) : (
            <ul>
              {waiting.map((item) => (
                <WaitingRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </section>
        <section className="rounded-card bg-surface p-4 shadow-card" aria-labelledby="today-title">
          <h2 id="today-title" className="text-base font-semibold text-heading">
            <Trans>Đơn hôm nay</Trans>
          </h2>
          {sold.isError ? (
            <p className="py-3 text-sm text-muted">
              <Trans>Không tải được khi mất mạng.</Trans>
            </p>
          ) : null}
          <ul data-testid="today-sales">
            {(sold.data?.items ?? []).map((row) => (
              <li key={row.id} className="border-b border-line last:border-0">
                <Link
                  to="/sales/retail-orders/cashier/order-detail/$id"
                  params={{ id: row.id }}
                  className="flex flex-wrap items-center gap-2 py-3 outline-none focus-visible:bg-primary-50"
                >
                  <strong className="text-heading">{String(row.so_ct)}</strong>
                  <span className="text-muted">{String(row.ten_kh ?? row.ma_kh ?? '')}</span>
                  <span className="ml-auto font-semibold">{formatNumber(row.t_tt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
