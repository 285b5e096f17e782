import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReportParams } from '../../contract/reports/define.ts';
import { reportRegistries } from '../../contract/reports/index.ts';
import { Button } from '../ui/Button.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { LazyReportChart } from './LazyReportChart.tsx';
import { ReportCards } from './ReportCards.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportTable } from './ReportTable.tsx';
import { fetchReport } from './report-api.ts';
import { exportReport } from './report-format.ts';
import { reportSearch } from './report-search.ts';

/** YYYY-MM-DD as dd/mm/yyyy, the way Vietnamese reports print dates. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

/**
 * One page for every report: the parameters live in the URL (a report is bookmarked and shared
 * as it is), then the chart, the table with its totals row, Excel export and print.
 */
export function ReportPage({ module, name }: { module: string; name: string }) {
  const { t, i18n } = useLingui();
  const report = reportRegistries[module]?.[name];
  const params = reportSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const answer = useQuery({
    queryKey: ['report', module, name, params],
    queryFn: ({ signal }) => fetchReport(module, name, params, signal),
    enabled: Boolean(report),
  });
  if (!report) return null;
  const change = (next: Partial<ReportParams>) =>
    void navigate({ to: '.', search: { ...params, ...next } as never, replace: true });
  const data = answer.data;
  const save = async () => {
    if (!data) return;
    setSaving(true);
    try {
      await exportReport(
        i18n,
        report,
        data.rows,
        data.totals,
        `${params.fromDate}_${params.toDate}`,
        t`Tổng cộng`,
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="grid min-w-0 gap-5 sm:gap-6">
      <PageHeader
        title={i18n._(report.title)}
        description={i18n._(report.description)}
        actions={
          <div className="flex gap-2 print:hidden">
            <Button variant="outline" isDisabled={!data || saving} onPress={() => void save()}>
              {t`Xuất Excel`}
            </Button>
            <Button variant="outline" isDisabled={!data} onPress={() => window.print()}>
              {t`In`}
            </Button>
          </div>
        }
      />
      <section className="grid min-w-0 gap-4 rounded-card bg-surface p-4 shadow-card sm:p-5 print:shadow-none">
        <ReportFilters params={params} onChange={change} />
        <p className="hidden text-sm print:block">
          {t`Từ ngày ${shownDay(params.fromDate)} đến ngày ${shownDay(params.toDate)}`}
        </p>
        {answer.isError ? (
          <RetryAlert message={answer.error.message} onRetry={() => void answer.refetch()} />
        ) : null}
        {!data && !answer.isError ? <Skeleton className="h-64 w-full" /> : null}
        {data && data.rows.length === 0 ? (
          <p className="py-10 text-center text-muted" data-testid="report-empty">
            {t`Không có số liệu trong kỳ và phạm vi đã chọn.`}
          </p>
        ) : null}
        {data && data.rows.length > 0 ? (
          <>
            <LazyReportChart report={report} answer={data} />
            <ReportTable report={report} answer={data} />
            <ReportCards report={report} answer={data} />
          </>
        ) : null}
      </section>
    </div>
  );
}
