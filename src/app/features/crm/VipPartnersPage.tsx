import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { levels } from '../../../contract/entities/crm/levels.entity.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { vipPeriods } from '../../../contract/entities/sales/vip-periods.entity.ts';
import { entityListQuery } from '../../entity-ui/entity-api.ts';
import { formatField } from '../../entity-ui/format.ts';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CustomersHeader } from './CustomersHeader.tsx';
import { VipRanking } from './VipRanking.tsx';

const ALL = '*';
const PAGE = 200;

const NOW = '';

/** The active VIP periods (/sales/vip-periods), the latest first. */
function useVipPeriods() {
  return useQuery(
    entityListQuery(vipPeriods, {
      pageIndex: 1,
      pageSize: 100,
      sortKey: 'tu_ngay',
      sortType: 'desc',
      filters: { status: '1' },
    }),
  );
}

/**
 * /crm/partners-vip: customers by VIP level (/crm/levels marked VIP) — the ones holding it now,
 * or, for a VIP period (/sales/vip-periods), the ones whose net sales in it reach it.
 */
export function VipPartnersPage() {
  const { t, i18n } = useLingui();
  const [level, setLevel] = useState<string>(ALL);
  const [periodCode, setPeriodCode] = useState<string>(NOW);
  const periods = useVipPeriods();
  const period = periods.data?.items.find((row) => row.ma_ky === periodCode);
  const vipLevels = useQuery(
    entityListQuery(levels, {
      pageIndex: 1,
      pageSize: 100,
      sortKey: 'thu_tu',
      sortType: 'asc',
      filters: { vip: 'true' },
    }),
  );
  const codes = (vipLevels.data?.items ?? []).map((row) => String(row.ma_cap));
  const chosen = level === ALL ? codes.join(',') : level;
  const list = useQuery({
    ...entityListQuery(partners, {
      pageIndex: 1,
      pageSize: PAGE,
      sortKey: 'ten_kh',
      sortType: 'asc',
      filters: { ma_cap: chosen },
    }),
    enabled: chosen !== '' && !period,
  });
  const periodOptions = [
    { id: NOW, label: t`Hạng hiện tại` },
    ...(periods.data?.items ?? []).map((row) => ({ id: String(row.ma_ky), label: String(row.ten_ky) })),
  ];
  const options = [
    { id: ALL, label: t`Mọi cấp độ VIP` },
    ...(vipLevels.data?.items ?? []).map((row) => ({ id: String(row.ma_cap), label: String(row.ten_cap) })),
  ];
  const rows = list.data?.items ?? [];
  return (
    <div className="grid gap-5 sm:gap-6">
      <CustomersHeader
        title={t`Khách hàng VIP`}
        description={t`Khách hàng đang giữ hạng VIP, hoặc đạt hạng VIP nhờ doanh số trong một kỳ xét hạng.`}
      />
      <section className="grid gap-4 rounded-card bg-surface p-4 shadow-card sm:p-5">
        <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
          <SelectField
            label={t`Cấp độ`}
            options={options}
            value={level}
            onChange={(key) => setLevel(String(key ?? ALL))}
          />
          <SelectField
            label={t`Kỳ xét hạng`}
            options={periodOptions}
            value={periodCode}
            onChange={(key) => setPeriodCode(String(key ?? NOW))}
          />
        </div>
        {vipLevels.isError ? (
          <RetryAlert message={vipLevels.error.message} onRetry={() => void vipLevels.refetch()} />
        ) : null}
        {vipLevels.data && codes.length === 0 ? (
          <p className="py-6 text-center text-muted">
            {t`Chưa có cấp độ nào được đánh dấu VIP.`}{' '}
            <Link to="/crm/levels" className="text-primary-ink underline">{t`Mở danh mục cấp độ`}</Link>
          </p>
        ) : null}
        {period ? (
          <VipRanking
            from={String(period.tu_ngay)}
            to={String(period.den_ngay)}
            level={level === ALL ? null : level}
          />
        ) : null}
        {!period && chosen && !list.data && !list.isError ? <Skeleton className="h-24 w-full" /> : null}
        {!period && list.data ? (
          <>
            <p className="text-sm text-muted">{t`${list.data.total} khách hàng`}</p>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {rows.map((row) => (
                <li key={row.id} className="rounded-md border border-line p-3">
                  <Link
                    to="/crm/partners/$id"
                    params={{ id: row.id }}
                    className="font-medium text-primary-ink underline"
                  >
                    {String(row.ten_kh)}
                  </Link>
                  <p className="text-[13px] text-muted">
                    {formatField(i18n, 'ma_cap', partners.fields.ma_cap, row)} ·{' '}
                    {formatField(i18n, 'ma_nvbh', partners.fields.ma_nvbh, row)}
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
