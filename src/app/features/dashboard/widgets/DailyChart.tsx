import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../../entity-ui/format.ts';
import { useTheme } from '../../../state/theme.ts';
import {
  type ChartColors,
  type ChartKind,
  type DailyPoint,
  dailyChartOptions,
  shortDay,
} from './daily-chart-options.ts';

/**
 * A count per day as bars or an area, drawn by uPlot on a canvas: a fifth of recharts' code,
 * and a draw short enough not to freeze a phone, where recharts' first draw did
 * (docs/performance.md). Screen readers get the figures as a table; keyboard users move
 * through the days with the arrow keys, as pointer users do by hovering. Colours are the theme's
 * CSS variables, read again when the theme changes (useTheme).
 */

export type { DailyPoint } from './daily-chart-options.ts';

export interface DailyChartProps {
  points: readonly DailyPoint[];
  /** What a value counts ('Lượt đăng nhập'), for the tooltip and screen readers. */
  label: string;
  kind?: ChartKind;
}

/** A CSS colour as `r, g, b`: drawn on a 1×1 canvas and read back, whatever notation the theme uses. */
function rgbOf(color: string): string {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return '115, 103, 240';
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `${r}, ${g}, ${b}`;
}

function themeColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const read = (name: string) => style.getPropertyValue(name).trim();
  const series = read('--color-primary-500') || '#7367f0';
  return { series, seriesRgb: rgbOf(series), text: read('--color-muted'), grid: read('--color-line') };
}

/** Mounts uPlot in `host`, keeps it as wide as `host`, and reports the day under the cursor. */
function useDailyChart(props: Required<DailyChartProps>, onDay: (index: number | null) => void) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  // Drawn again in the theme's colours when it changes.
  const theme = useTheme();
  const { points, label, kind } = props;
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    void theme; // read through the CSS variables below
    const options = dailyChartOptions({
      points,
      label,
      kind,
      colors: themeColors(element),
      width: element.clientWidth,
      height: element.clientHeight,
      onDay,
    });
    const drawn = new uPlot(options, [points.map((_, i) => i), points.map((point) => point.value)], element);
    drawn.root.setAttribute('aria-hidden', 'true');
    chart.current = drawn;
    const resize = new ResizeObserver(() =>
      drawn.setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      drawn.destroy();
      chart.current = null;
    };
  }, [points, label, kind, theme, onDay]);
  return { host, chart };
}

/** Drawn through LazyDailyChart.tsx, which fetches the chart library only when there is a chart to draw. */
export function DailyChart({ points, label, kind = 'bar' }: DailyChartProps) {
  const { t } = useLingui();
  const [day, setDay] = useState<number | null>(null);
  const { host, chart } = useDailyChart({ points, label, kind }, setDay);
  const point = day === null ? undefined : points[day];
  const dayLabel = point ? shortDay(point.day) : '';

  /** Points the chart's cursor at a day, as hovering it would; null takes the cursor away. */
  const show = (index: number | null) => {
    const drawn = chart.current;
    if (!drawn) return;
    if (index === null) drawn.setCursor({ left: -10, top: -10 });
    else
      drawn.setCursor({
        left: drawn.valToPos(index, 'x'),
        top: drawn.valToPos(points[index]?.value ?? 0, 'y'),
      });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = points.length - 1;
    const next: Record<string, number> = {
      ArrowLeft: Math.max(0, (day ?? 1) - 1),
      ArrowRight: Math.min(last, (day ?? -1) + 1),
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    show(next[event.key] ?? 0);
  };

  const left = point && chart.current ? chart.current.valToPos(day ?? 0, 'x') : 0;
  return (
    <figure
      className="relative h-48 w-full rounded-md outline-offset-2 focus-visible:outline-2 focus-visible:outline-primary-500"
      aria-label={label}
      data-testid="daily-chart"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys walk the days, as hovering does.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => show(null)}
    >
      <div ref={host} className="h-full w-full" />
      {point && (
        <div
          role="status"
          className="pointer-events-none absolute top-1 z-10 -translate-x-1/2 whitespace-nowrap rounded-md border border-line bg-surface px-2 py-1 text-[13px] shadow-sm"
          style={{ left }}
        >
          <div className="text-muted">{t`Ngày ${dayLabel}`}</div>
          <div className="font-medium text-heading">
            {label}: {formatNumber(point.value)}
          </div>
        </div>
      )}
      <table className="sr-only">
        <caption>{label}</caption>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{shortDay(p.day)}</th>
              <td>{formatNumber(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
