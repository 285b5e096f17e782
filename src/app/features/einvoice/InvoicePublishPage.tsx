import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FileCheck } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { can } from '../../../contract/auth/rules.ts';
import type { EntityRow } from '../../entity-ui/entity-api.ts';
import { session } from '../../state/session.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { notify } from '../../ui/toasts.ts';
import { cancelInvoice, ordersToPublish, publishInvoice, replacementOf } from './einvoice-api.ts';
import { ReasonDialog, XmlDialog } from './InvoiceActions.tsx';
import { OrderCard, type Progress, waiting } from './OrderCard.tsx';

/**
 * The orders of the screen and the publishing of the chosen ones, one after another (each its own
 * request, so one refused does not stop the others), with each order's progress.
 */
function usePublishing() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const key = ['session', session.tenant, 'entity', 'sales.invoice-orders', 'publish'];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => ordersToPublish(signal) });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<ReadonlyMap<string, Progress>>(new Map());
  const [busy, setBusy] = useState(false);
  const orders = list.data?.items ?? [];
  const pending = orders.filter(waiting);
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: ['session', session.tenant, 'entity', 'sales.invoice-orders'],
    });
  const mark = (id: string, step: Progress) => setProgress((p) => new Map(p).set(id, step));
  const publishChosen = async () => {
    setBusy(true);
    const ids = pending.map((o) => String(o.stt_rec)).filter((id) => chosen.has(id));
    let done = 0;
    for (const id of ids) {
      mark(id, { kind: 'sending' });
      try {
        await publishInvoice(id);
        done += 1;
        mark(id, { kind: 'done' });
      } catch (error) {
        mark(id, { kind: 'failed', message: (error as Error).message });
      }
    }
    setChosen(new Set());
    setBusy(false);
    notify(done === ids.length ? 'success' : 'danger', t`Đã phát hành ${done}/${ids.length} hóa đơn`);
    await refresh();
  };
  return { list, orders, pending, chosen, setChosen, progress, busy, refresh, publishChosen };
}

/**
 * /sales/invoice-publish: the invoice orders ready to publish (status 'Chờ phát hành'), published
 * one after another with each order's progress; published ones show their number and lookup code,
 * their XML, and the cancel and replace actions, each after a confirmation.
 */
export function InvoicePublishPage() {
  const { t } = useLingui();
  const { user } = useSnapshot(session);
  const rights = {
    publish: Boolean(user) && can(session.user, 'sales.invoice-publish', 'edit'),
    cancel: Boolean(user) && can(session.user, 'sales.invoice-publish', 'del'),
  };
  const navigate = useNavigate();
  const publishing = usePublishing();
  const { list, orders, pending, chosen, setChosen, progress, busy, refresh } = publishing;
  const [action, setAction] = useState<{ kind: 'xml' | 'cancel' | 'replace'; order: EntityRow } | null>(null);

  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={[{ label: t`Bán hàng` }, { label: t`Phát hành hóa đơn` }]} />}
        title={t`Phát hành hóa đơn`}
        description={
          <Trans>
            Chọn các đơn xuất hóa đơn chờ phát hành rồi phát hành qua nhà cung cấp hóa đơn điện tử.
          </Trans>
        }
        actions={
          rights.publish ? (
            <Button
              isDisabled={busy || chosen.size === 0}
              isPending={busy}
              onPress={() => void publishing.publishChosen()}
            >
              <FileCheck aria-hidden="true" className="size-4" />
              <Trans>Phát hành {chosen.size} hóa đơn</Trans>
            </Button>
          ) : undefined
        }
      />
      {list.isError ? <RetryAlert message={list.error.message} onRetry={() => void list.refetch()} /> : null}
      {rights.publish && pending.length > 0 ? (
        <Checkbox
          isSelected={pending.every((o) => chosen.has(String(o.stt_rec)))}
          onChange={(on) => setChosen(on ? new Set(pending.map((o) => String(o.stt_rec))) : new Set())}
        >
          <Trans>Chọn tất cả {pending.length} đơn chờ phát hành</Trans>
        </Checkbox>
      ) : null}
      <ul
        className="divide-y divide-line rounded-lg border border-line bg-surface shadow-card"
        aria-label={t`Đơn xuất hóa đơn`}
      >
        {orders.length === 0 ? (
          <li className="p-6 text-center text-muted">
            {list.isPending ? (
              <Trans>Đang tải…</Trans>
            ) : (
              <Trans>Không có đơn xuất hóa đơn nào chờ phát hành</Trans>
            )}
          </li>
        ) : null}
        {orders.map((order) => {
          const id = String(order.stt_rec);
          return (
            <OrderCard
              key={id}
              order={order}
              chosen={chosen.has(id)}
              onChoose={(on) =>
                setChosen((c) => {
                  const next = new Set(c);
                  if (on) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              progress={progress.get(id)}
              rights={rights}
              onAction={(kind) => setAction({ kind, order })}
            />
          );
        })}
      </ul>
      {action?.kind === 'xml' ? (
        <XmlDialog id={String(action.order.stt_rec)} onClose={() => setAction(null)} />
      ) : null}
      {action && action.kind !== 'xml' ? (
        <ReasonDialog
          kind={action.kind}
          order={action.order}
          onClose={() => setAction(null)}
          onConfirm={async (reason) => {
            if (action.kind === 'cancel') {
              await cancelInvoice(String(action.order.stt_rec), reason);
              notify('success', t`Đã hủy hóa đơn số ${String(action.order.hd_so)}`);
              await refresh();
              return;
            }
            const made = await replacementOf(action.order, reason);
            notify('success', t`Đã lập đơn thay thế ${String(made.so_ct)}: kiểm tra rồi phát hành`);
            await navigate({ to: '/sales/invoice-orders', search: { edit: String(made.stt_rec) } as never });
          }}
        />
      ) : null}
    </div>
  );
}
