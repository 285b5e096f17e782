import { z } from 'zod/mini';
import {
  type DateRange,
  PERIOD_PRESETS,
  type PeriodPreset,
  rangeProblem,
  resolvePeriod,
} from '../../../contract/domain/period.ts';

const isoDate = z.catch(z.optional(z.iso.date()), undefined);

/**
 * The period of a dashboard in the address: `?period=30d`, or `?period=custom&from=…&to=…`.
 * Anything that does not read (a hand-edited address, to before from, more than a year) falls back
 * to the default last 7 days instead of failing the page.
 */
export const periodSearchSchema = z.pipe(
  z.object({
    period: z.catch(z.optional(z.enum(PERIOD_PRESETS)), undefined),
    from: isoDate,
    to: isoDate,
  }),
  z.transform((search: { period?: PeriodPreset | undefined; from?: string; to?: string }): PeriodSearch => {
    if (search.period !== 'custom') return { period: search.period };
    if (!search.from || !search.to || rangeProblem({ fromDate: search.from, toDate: search.to }))
      return { period: undefined };
    return { period: search.period, from: search.from, to: search.to };
  }),
);

export interface PeriodSearch {
  period?: PeriodPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const DEFAULT_PERIOD: PeriodPreset = '7d';

/** The dates the address names on `today`. */
export function periodRange(search: PeriodSearch, today: string): DateRange {
  const preset = search.period ?? DEFAULT_PERIOD;
  return resolvePeriod(preset, today, { fromDate: search.from, toDate: search.to });
}
