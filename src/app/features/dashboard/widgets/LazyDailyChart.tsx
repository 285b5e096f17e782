import { Suspense } from 'react';
import { eagerLazy } from '../../../ui/eager-lazy.ts';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import type { DailyChartProps } from './DailyChart.tsx';

/*
 * The chart library (uPlot, ≈ 20 kB gzip with the chart) is fetched when a widget has days to
 * draw, so the widgets' figures and empty states show without waiting for it.
 */
const DailyChart = eagerLazy(() => import('./DailyChart.tsx').then((module) => module.DailyChart));

/** The days of a period as bars or an area, in the chart's own height while its code loads. */
export function LazyDailyChart(props: DailyChartProps) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <DailyChart {...props} />
    </Suspense>
  );
}
