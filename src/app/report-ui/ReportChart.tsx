import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../contract/domain/format.ts';
import type { ReportAnswer, ReportDef } from '../../contract/reports/define.ts';
import { useTheme } from '../state/theme.ts';
import { useMinWidth } from '../ui/use-min-width.ts';

const PALETTE = ['--color-primary-500', '--color-success', '--color-warning'];
/** How many rows' names fit under the chart at each width; more rows are named by their code. */
const NAMES_FIT = { phone: 2, tablet: 5, desktop: 10 };
/** Whole-number steps only: counts and percentages never read as 0.2. */
const STEPS = [1, 2, 5].flatMap((step) =>
  [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9].map((p) => step * p),
);

function optionsOf(report: ReportDef, element: HTMLElement, names: string[]): uPlot.Options {
  const style = getComputedStyle(element);
  const color = (i: number) => style.getPropertyValue(PALETTE[i % PALETTE.length] ?? '').trim() || '#7367f0';
  const text = style.getPropertyValue('--color-muted').trim() || '#666';
  const grid = { stroke: style.getPropertyValue('--color-line').trim() || '#ddd', width: 1 };
  return {
    width: element.clientWidth,
    height: element.clientHeight,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [-0.5, names.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      {
        stroke: text,
        grid: { show: false },
        incrs: [1],
        values: (_u, ticks) => ticks.map((v) => names[v] ?? ''),
      },
      { stroke: text, grid, incrs: STEPS, values: (_u, ticks) => ticks.map((v) => formatNumber(v)) },
    ],
    series: [
      {},
      ...report.chart.map((_, i) => ({
        stroke: color(i),
        fill: i === 0 ? `${color(i)}99` : undefined,
        width: i === 0 ? 0 : 2,
        paths: i === 0 ? uPlot.paths.bars?.({ size: [0.6, 60] }) : undefined,
        points: { show: i > 0 },
      })),
    ],
  };
}

/**
 * The report's chart columns per row (the first as bars, the others as lines with points), drawn
 * by uPlot like the dashboard's DailyChart; rows name the x axis (by code when they are too
 * narrow for names). Loaded lazily (LazyReportChart), so a report without rows never fetches the
 * library. Hidden from screen readers: the table below holds the same figures.
 */
export function ReportChart({ report, answer }: { report: ReportDef; answer: ReportAnswer }) {
  const { i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const tablet = useMinWidth('sm');
  const desktop = useMinWidth('lg');
  const fit = desktop ? NAMES_FIT.desktop : tablet ? NAMES_FIT.tablet : NAMES_FIT.phone;
  const named = answer.rows.length <= fit;
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    void theme; // colours come from the theme's CSS variables
    const code = report.columns[0]?.id ?? report.category;
    const names = answer.rows.map((row) => String(row[named ? report.category : code] ?? ''));
    const values = report.chart.map((id) => answer.rows.map((row) => Number(row[id] ?? 0)));
    const chart = new uPlot(optionsOf(report, element, names), [names.map((_, i) => i), ...values], element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [report, answer, theme, named]);
  return (
    <figure className="grid min-w-0 gap-2" aria-hidden="true">
      <div ref={host} className="h-56 w-full min-w-0 overflow-hidden sm:h-64" data-testid="report-chart" />
      <figcaption className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-[13px] text-muted">
        {report.chart.map((id, i) => {
          const column = report.columns.find((c) => c.id === id);
          return (
            <span key={id} className="inline-flex items-center gap-1.5">
              <span
                className="inline-block size-3 rounded-sm"
                style={{ background: `var(${PALETTE[i % PALETTE.length]})` }}
              />
              {column ? i18n._(column.label) : id}
            </span>
          );
        })}
      </figcaption>
    </figure>
  );
}
