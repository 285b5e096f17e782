import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { formatNumber } from '../../../contract/domain/format.ts';
import { Badge, type Tone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useAction } from '../crm/use-action.ts';
import { broadcastRecipients, broadcastState, type Recipient, retryBroadcast } from './campaigns-api.ts';

/** How often the screen asks for progress while the job sends. */
const POLL_MS = 1000;

const TONES: Record<string, Tone> = {
  pending: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  skipped: 'warning',
};

function useStatusWords(): Record<string, string> {
  const { t } = useLingui();
  return {
    pending: t`Chờ gửi`,
    sending: t`Đang gửi`,
    sent: t`Đã gửi`,
    failed: t`Gửi lỗi`,
    skipped: t`Bỏ qua`,
  };
}

/** On a phone: one card per recipient, the status beside the name and the reason under it. */
function RecipientCards({ rows }: { rows: readonly Recipient[] }) {
  const words = useStatusWords();
  return (
    <ul className="grid gap-2 sm:hidden">
      {rows.map((row) => (
        <li key={row.id} className="grid gap-1 rounded-md border border-line p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <span>
              <span className="tabular-nums text-muted">{row.ma_kh}</span> {row.ten_kh}
            </span>
            <Badge tone={TONES[row.status] ?? 'neutral'} dot className="shrink-0 whitespace-nowrap">
              {words[row.status] ?? row.status}
            </Badge>
          </div>
          <span className="tabular-nums text-muted">{row.recipient ?? '—'}</span>
          {row.reason ? <span className="text-muted">{row.reason}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function RecipientRows({ rows }: { rows: readonly Recipient[] }) {
  const { t } = useLingui();
  const words = useStatusWords();
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[36rem] text-sm">
        <thead className="text-left text-muted">
          <tr>
            <th className="py-2 pr-3 font-medium">{t`Khách hàng`}</th>
            <th className="py-2 pr-3 font-medium">{t`Gửi tới`}</th>
            <th className="py-2 pr-3 font-medium">{t`Trạng thái`}</th>
            <th className="py-2 font-medium">{t`Lý do`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line">
              <td className="py-2 pr-3">
                <span className="tabular-nums text-muted">{row.ma_kh}</span> {row.ten_kh}
              </td>
              <td className="py-2 pr-3 tabular-nums">{row.recipient ?? '—'}</td>
              <td className="py-2 pr-3">
                <Badge tone={TONES[row.status] ?? 'neutral'} dot>
                  {words[row.status] ?? row.status}
                </Badge>
              </td>
              <td className="py-2 text-muted">{row.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A broadcast as its job sends it: the progress bar (answered so far of all recipients), the
 * count per status, each recipient's status with the reason of a failure or skip, and a retry
 * of the failed ones (the server sends nobody twice). Polls while the job runs.
 */
export function BroadcastProgress({ id }: { id: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const words = useStatusWords();
  const retry = useAction();
  const poll = (running: boolean | undefined) => (running ? POLL_MS : false);
  const state = useQuery({
    queryKey: ['broadcast', id],
    queryFn: () => broadcastState(id),
    refetchInterval: (query) => poll(query.state.data?.trang_thai === 'running'),
  });
  const running = state.data?.trang_thai === 'running';
  const recipients = useQuery({
    queryKey: ['broadcast', id, 'recipients'],
    queryFn: () => broadcastRecipients(id, 1),
    refetchInterval: poll(running),
  });
  if (state.isError) return <RetryAlert message={state.error.message} onRetry={() => void state.refetch()} />;
  const b = state.data;
  if (!b) return <Skeleton className="h-40 w-full" />;
  const answered = b.counts.sent + b.counts.failed + b.counts.skipped;
  const again = () =>
    retry.run(async () => {
      await retryBroadcast(id);
      await queryClient.invalidateQueries({ queryKey: ['broadcast', id] });
    });
  return (
    <div className="grid gap-4">
      <ProgressBar
        label={running ? t`Đang gửi…` : t`Đã gửi xong`}
        value={answered}
        maxValue={b.total}
        valueLabel={t`${formatNumber(answered)} / ${formatNumber(b.total)} khách hàng`}
      />
      <div className="flex flex-wrap items-center gap-2" data-testid="broadcast-counts">
        {(['sent', 'failed', 'skipped', 'pending'] as const).map((status) => (
          <Badge key={status} tone={TONES[status]}>
            {words[status]}: {formatNumber(b.counts[status] + (status === 'pending' ? b.counts.sending : 0))}
          </Badge>
        ))}
        {!running && b.counts.failed > 0 ? (
          <Button variant="tonal" size="sm" isDisabled={retry.busy} onPress={() => void again()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            <Trans>Gửi lại tin lỗi</Trans>
          </Button>
        ) : null}
      </div>
      {retry.error ? <p className="text-sm text-danger-ink">{retry.error}</p> : null}
      {recipients.data ? (
        <div data-testid="broadcast-recipients">
          <RecipientCards rows={recipients.data.items} />
          <RecipientRows rows={recipients.data.items} />
        </div>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
      {recipients.data && recipients.data.total > recipients.data.items.length ? (
        <p className="text-sm text-muted">
          <Trans>
            Hiện {recipients.data.items.length} trên {formatNumber(recipients.data.total)} người nhận.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
