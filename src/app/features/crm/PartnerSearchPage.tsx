import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PartnerSearchRow } from '../../../contract/api/crm.api.ts';
import { Badge } from '../../ui/Badge.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { CustomerName } from './CustomerName.tsx';
import { CustomersHeader } from './CustomersHeader.tsx';
import { searchPartners } from './crm-api.ts';

/** Spec §5: table searches are debounced 500 ms. */
const DEBOUNCE_MS = 500;

function ResultRow({ row }: { row: PartnerSearchRow }) {
  return (
    <tr className="border-b border-line last:border-0">
      <td className="px-3 py-2">
        <CustomerName id={row.stt_rec} name={row.ten_kh} code={row.ma_kh} />
      </td>
      <td className="px-3 py-2 font-mono">
        {row.dien_thoai ?? '—'}
        {row.masked ? (
          <Badge tone="neutral" className="ml-2">
            <Trans>Đã ẩn</Trans>
          </Badge>
        ) : null}
      </td>
      <td className="px-3 py-2">{row.ma_nvbh ? `${row.ma_nvbh} · ${row.ten_nvbh ?? ''}` : '—'}</td>
      <td className="px-3 py-2">{row.ten_dvcs ?? row.ma_dvcs}</td>
      <td className="px-3 py-2">{row.ten_cap ?? '—'}</td>
    </tr>
  );
}

/**
 * /crm/partners-search: the front desk's first question — is this phone or name a customer, and
 * who handles them? Across every salesperson; a phone the user may not see comes masked.
 */
export function PartnerSearchPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { searchKey = '' } = useSearch({ strict: false }) as { searchKey?: string };
  const [typed, setTyped] = useState(searchKey);
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = typed.trim();
      if (next !== searchKey)
        void navigate({ to: '.', search: { searchKey: next || undefined }, replace: true } as never);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, searchKey, navigate]);
  const query = useQuery({
    queryKey: ['crm', 'partners-search', searchKey],
    queryFn: ({ signal }) => searchPartners(searchKey, signal),
    enabled: searchKey !== '',
  });
  return (
    <div className="grid gap-5 sm:gap-6">
      <CustomersHeader
        title={t`Tra cứu khách hàng`}
        description={t`Tìm theo số điện thoại (một phần hoặc các số cuối) hoặc tên, trong mọi nhân viên phụ trách.`}
      />
      <section className="grid gap-4 rounded-card bg-surface p-4 shadow-card sm:p-5">
        <SearchField
          label={t`Số điện thoại hoặc tên khách hàng`}
          value={typed}
          onChange={setTyped}
          clearLabel={t`Xóa nội dung tìm`}
          autoFocus
        />
        {query.isError ? (
          <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
        ) : null}
        {searchKey && query.isPending ? <Skeleton className="h-24 w-full" /> : null}
        {query.data && query.data.items.length === 0 ? (
          <p className="py-6 text-center text-muted">{t`Không tìm thấy khách hàng nào khớp với “${searchKey}”.`}</p>
        ) : null}
        {query.data && query.data.items.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t`Kết quả tra cứu`}</caption>
              <thead>
                <tr className="border-b border-line text-left text-[13px] text-muted">
                  <th scope="col" className="px-3 py-2 font-medium">{t`Khách hàng`}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Điện thoại`}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Nhân viên phụ trách`}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Chi nhánh`}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t`Cấp độ`}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.items.map((row) => (
                  <ResultRow key={`${row.ma_kh}`} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </div>
  );
}
