import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, MessageSquareX, PhoneCall, Send, ShoppingBag, Users } from 'lucide-react';
import { formatNumber } from '../../../contract/domain/format.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { campaignResults } from './campaigns-api.ts';

/** The campaign's results over its dates (GET crm/campaigns/:id/results), refreshed with its broadcasts. */
export function CampaignResults({ id }: { id: string }) {
  const { t } = useLingui();
  const results = useQuery({ queryKey: ['campaign-results', id], queryFn: () => campaignResults(id) });
  if (results.isError)
    return <RetryAlert message={results.error.message} onRetry={() => void results.refetch()} />;
  const r = results.data;
  if (!r) return <Skeleton className="h-28 w-full" />;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="campaign-results">
      <StatCard icon={Users} label={t`Khách hàng mục tiêu`} value={formatNumber(r.audience)} />
      <StatCard
        icon={Send}
        tone="success"
        label={t`Tin đã gửi`}
        value={formatNumber(r.sent)}
        hint={r.pending > 0 ? t`${formatNumber(r.pending)} tin đang chờ gửi` : undefined}
      />
      <StatCard
        icon={MessageSquareX}
        tone="danger"
        label={t`Gửi lỗi / bỏ qua`}
        value={`${formatNumber(r.failed)} / ${formatNumber(r.skipped)}`}
      />
      <StatCard icon={PhoneCall} tone="info" label={t`Cuộc gọi`} value={formatNumber(r.calls)} />
      <StatCard
        icon={CalendarCheck}
        tone="warning"
        label={t`Lịch hẹn đã đặt`}
        value={formatNumber(r.appointments)}
      />
      <StatCard
        icon={ShoppingBag}
        tone="success"
        label={t`Khách đã mua`}
        value={formatNumber(r.buyers)}
        hint={t`Doanh thu thuần ${formatNumber(r.net_sales)} đ`}
      />
    </div>
  );
}
