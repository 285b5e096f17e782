import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { audienceParams } from '../../../contract/api/campaigns.api.ts';
import { formatNumber } from '../../../contract/domain/format.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { entityListQuery } from '../../entity-ui/entity-api.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

const FIRST_ROWS = 10;

/**
 * How many customers a segment holds and its first rows: the customers' own list (GET
 * /api/crm/partners) asked with the segment's parameters, so what is shown is what is sent to.
 */
export function AudiencePreview({ filters }: { filters: string }) {
  const { t } = useLingui();
  const { fromDate, toDate, searchKey, ...rest } = audienceParams(filters);
  const list = useQuery(
    entityListQuery(partners, {
      pageIndex: 1,
      pageSize: FIRST_ROWS,
      sortKey: 'created_at',
      sortType: 'desc',
      fromDate,
      toDate,
      searchKey,
      filters: rest,
    }),
  );
  if (list.isError) return <RetryAlert message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton className="h-32 w-full" />;
  const rows = list.data.items;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted" data-testid="audience-count">
        <Trans>{formatNumber(list.data.total)} khách hàng</Trans>
      </p>
      {rows.length === 0 ? (
        <p className="py-4 text-center text-muted">{t`Không có khách hàng nào khớp bộ lọc.`}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="text-left text-muted">
              <tr>
                <th className="py-2 pr-3 font-medium">{t`Mã khách hàng`}</th>
                <th className="py-2 pr-3 font-medium">{t`Tên khách hàng`}</th>
                <th className="py-2 pr-3 font-medium">{t`Điện thoại`}</th>
                <th className="py-2 font-medium">{t`Nhân viên phụ trách`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  <td className="py-2 pr-3 tabular-nums">{String(row.ma_kh ?? '')}</td>
                  <td className="py-2 pr-3">
                    <Link
                      to="/crm/partners/$id"
                      params={{ id: row.id }}
                      className="text-primary-ink hover:underline"
                    >
                      {String(row.ten_kh ?? '')}
                    </Link>
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{String(row.dien_thoai ?? '')}</td>
                  <td className="py-2">{String(row.ten_nvbh ?? row.ma_nvbh ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
