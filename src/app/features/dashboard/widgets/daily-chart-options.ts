import uPlot from 'uplot';
import { formatNumber } from '../../../entity-ui/format.ts';

/**
 * What uPlot draws for a count per day: the days are the x positions 0…n-1 (labelled DD/MM), the
 * counts whole numbers from zero. Pure apart from uPlot's path builders, so DailyChart.tsx only
 * mounts, sizes and re-colours the chart.
 */

export interface DailyPoint {
  day: string;
  value: number;
}

/** The theme's colours, read from its CSS variables (a canvas cannot use `var(…)`). */
export interface ChartColors {
  series: string;
  /** The series colour as `r, g, b`, for the area's fading fill. */
  seriesRgb: string;
  text: string;
  grid: string;
}

export type ChartKind = 'bar' | 'area';

/** 2026-03-05 → 05/03 (the year is the period's). */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** The days that carry a label: every day up to eight, beyond that every n-th (about eight show). */
export function labelledDays(count: number): number[] {
  const step = Math.max(1, Math.ceil(count / 8));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0);
}

/** The top of the value axis: the largest count rounded up to 1, 2 or 5 × 10ⁿ, and at least 5. */
export function axisTop(largest: number): number {
  const target = Math.max(5, largest);
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= target) ?? 10;
  return step * power;
}

/** Whole-number steps only: a count of sign-ins has no 2.5. */
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

const FONT = '12px "Be Vietnam Pro", system-ui, sans-serif';

function seriesOf(kind: ChartKind, label: string, colors: ChartColors): uPlot.Series {
  if (kind === 'bar') {
    return {
      label,
      fill: colors.series,
      stroke: colors.series,
      width: 0,
      points: { show: false },
      paths: uPlot.paths.bars?.({ size: [0.6, 28], radius: 0.2 }),
    };
  }
  return {
    label,
    stroke: colors.series,
    width: 2,
    points: { show: false },
    paths: uPlot.paths.spline?.(),
    fill: (chart) => {
      const gradient = chart.ctx.createLinearGradient(
        0,
        chart.bbox.top,
        0,
        chart.bbox.top + chart.bbox.height,
      );
      gradient.addColorStop(0, `rgba(${colors.seriesRgb}, 0.35)`);
      gradient.addColorStop(1, `rgba(${colors.seriesRgb}, 0.02)`);
      return gradient;
    },
  };
}

export interface DailyChartSetup {
  points: readonly DailyPoint[];
  label: string;
  kind: ChartKind;
  colors: ChartColors;
  width: number;
  height: number;
  /** Told the index of the day under the cursor (or the keyboard's), null when none. */
  onDay: (index: number | null) => void;
}

/** uPlot's options for one chart: no legend, no zoom, a cursor that names its day. */
export function dailyChartOptions(setup: DailyChartSetup): uPlot.Options {
  const { points, label, kind, colors } = setup;
  const labelled = labelledDays(points.length);
  const top = axisTop(Math.max(0, ...points.map((point) => point.value)));
  return {
    width: setup.width,
    height: setup.height,
    padding: [8, 12, 0, 4],
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false }, points: { show: false } },
    scales: {
      // Half a day of room each side, so the first and last bars are whole.
      x: { time: false, range: () => [-0.5, points.length - 0.5] },
      y: { range: () => [0, top] },
    },
    axes: [
      {
        stroke: colors.text,
        font: FONT,
        grid: { show: false },
        ticks: { show: false },
        gap: 6,
        size: 24,
        splits: () => labelled,
        values: (_chart, splits) => splits.map((i) => shortDay(points[i]?.day ?? '')),
      },
      {
        stroke: colors.text,
        font: FONT,
        grid: { stroke: colors.grid, width: 1 },
        ticks: { show: false },
        gap: 6,
        size: 40,
        incrs: WHOLE_STEPS,
        values: (_chart, splits) => splits.map((value) => formatNumber(value)),
      },
    ],
    series: [{}, seriesOf(kind, label, colors)],
    hooks: { setCursor: [(chart) => setup.onDay(chart.cursor.idx ?? null)] },
  };
}
