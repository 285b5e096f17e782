import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { VipRow } from '../../../contract/api/crm.api.ts';
import { formatNumber } from '../../../contract/domain/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CustomerName } from './CustomerName.tsx';
import { vipRanking } from './crm-api.ts';

function RankRow({ row, rank }: { row: VipRow; rank: number }) {
  const moved = row.ma_cap !== row.ma_cap_dat;
  return (
    <tr className="border-b border-line last:border-0">
      <td className="px-3 py-2 text-muted tabular-nums">{rank}</td>
      <td className="px-3 py-2">
        <CustomerName id={row.stt_rec} name={row.ten_kh} code={row.ma_kh} />
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.doanh_so)}</td>
      <td className="px-3 py-2">
        <Badge tone="warning">{row.ten_cap_dat}</Badge>
      </td>
      <td className="px-3 py-2">
        {row.ten_cap ?? '—'}
        {moved ? (
          <Badge tone="primary" className="ml-2">
            <Trans>Đổi hạng</Trans>
          </Badge>
        ) : null}
      </td>
      <td className="px-3 py-2">{row.ten_nvbh ?? '—'}</td>
    </tr>
  );
}

/**
 * The customers whose net sales in a VIP period reach a VIP level (optionally one level), best
 * first, beside the level each holds now: who moves up or down at the period's end.
 */
export function VipRanking({ from, to, level }: { from: string; to: string; level: string | null }) {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: ['crm', 'partners-vip', from, to],
    queryFn: ({ signal }) => vipRanking(from, to, signal),
  });
  if (query.isError) return <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-24 w-full" />;
  const rows = query.data.items.filter((row) => level === null || row.ma_cap_dat === level);
  if (rows.length === 0)
    return (
      <p className="py-6 text-center text-muted">{t`Chưa có khách hàng nào đạt hạng VIP trong kỳ này.`}</p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{t`Xếp hạng VIP trong kỳ`}</caption>
        <thead>
          <tr className="border-b border-line text-left text-[13px] text-muted">
            <th scope="col" className="px-3 py-2 font-medium">
              #
            </th>
            <th scope="col" className="px-3 py-2 font-medium">{t`Khách hàng`}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t`Doanh số trong kỳ`}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t`Hạng đạt được`}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t`Hạng hiện tại`}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t`Nhân viên phụ trách`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <RankRow key={row.stt_rec} row={row} rank={index + 1} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
