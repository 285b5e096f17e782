import { useLingui } from '@lingui/react/macro';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../../entity-ui/format.ts';

/**
 * A count per day as bars or an area, drawn by recharts. Only the widgets that chart import this
 * file, and they load lazily, so recharts lands in its own chunk and the first screen stays light.
 * Colours come from the theme's CSS variables, so dark themes follow.
 */

export interface DailyPoint {
  day: string;
  value: number;
}

/** What recharts hands a custom tick: where to draw it and its value. */
interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: string;
  verticalAnchor?: string;
  payload?: { value?: unknown };
}

/**
 * An axis label as plain SVG text. Recharts' own labels measure every label in the DOM (to wrap
 * and to drop overlapping ones), a good part of the long task of a dashboard's first draw. The
 * labels here are short and the interval is fixed (labelInterval), so nothing needs measuring.
 */
function AxisTick({ x, y, textAnchor, verticalAnchor, payload }: TickProps) {
  return (
    <text
      x={x}
      y={y}
      dy={verticalAnchor === 'start' ? '0.71em' : '0.355em'}
      textAnchor={textAnchor as 'start' | 'middle' | 'end' | undefined}
      fontSize={12}
      fill="var(--color-muted)"
    >
      {String(payload?.value ?? '')}
    </text>
  );
}

/** Every day labelled up to eight days; beyond, every n-th so that about eight labels show. */
function labelInterval(days: number): number {
  return Math.max(0, Math.ceil(days / 8) - 1);
}

/** 2026-03-05 → 05/03 (the year is the period's). */
function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

export interface DailyChartProps {
  points: readonly DailyPoint[];
  /** What a value counts ('Lượt đăng nhập'), for the tooltip and screen readers. */
  label: string;
  kind?: 'bar' | 'area';
  color?: string;
}

/** Drawn through LazyDailyChart.tsx, which fetches the chart library only when there is a chart to draw. */
export function DailyChart({
  points,
  label,
  kind = 'bar',
  color = 'var(--color-primary-500)',
}: DailyChartProps) {
  const { t } = useLingui();
  const data = points.map((point) => ({ ...point, label: shortDay(point.day) }));
  const tooltip = (
    <Tooltip
      cursor={{ fill: 'var(--color-subtle)' }}
      formatter={(value) => [formatNumber(Number(value)), label]}
      labelFormatter={(value) => t`Ngày ${value}`}
      contentStyle={{ borderRadius: 6, border: '1px solid var(--color-line)', fontSize: 13 }}
    />
  );
  const common = { data, margin: { top: 8, right: 8, bottom: 0, left: -16 } };
  const xAxis = (
    <XAxis
      dataKey="label"
      tick={AxisTick}
      tickLine={false}
      axisLine={false}
      interval={labelInterval(data.length)}
      // Room for the first and last labels, centred on the chart's edges.
      padding={{ left: 16, right: 16 }}
    />
  );
  const yAxis = (
    <YAxis allowDecimals={false} tick={AxisTick} tickLine={false} axisLine={false} width={40} interval={0} />
  );
  return (
    <figure className="h-48 w-full" aria-label={label} data-testid="daily-chart">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart {...common}>
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            {xAxis}
            {yAxis}
            {tooltip}
            <Bar
              dataKey="value"
              name={label}
              fill={color}
              radius={[4, 4, 0, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          </BarChart>
        ) : (
          <AreaChart {...common}>
            <defs>
              <linearGradient id="daily-area" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={color} stopOpacity={0.35} />
                <stop offset="100%" stopColor={color} stopOpacity={0.02} />
              </linearGradient>
            </defs>
            <CartesianGrid vertical={false} stroke="var(--color-line)" />
            {xAxis}
            {yAxis}
            {tooltip}
            <Area
              type="monotone"
              dataKey="value"
              name={label}
              stroke={color}
              strokeWidth={2}
              fill="url(#daily-area)"
              isAnimationActive={false}
            />
          </AreaChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
