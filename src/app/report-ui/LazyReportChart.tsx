import { lazy, Suspense } from 'react';
import type { ReportAnswer, ReportDef } from '../../contract/reports/define.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

const ReportChart = lazy(() => import('./ReportChart.tsx').then((m) => ({ default: m.ReportChart })));

/** The chart, fetched with uPlot only when a report has rows to draw. */
export function LazyReportChart(props: { report: ReportDef; answer: ReportAnswer }) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <ReportChart {...props} />
    </Suspense>
  );
}
