import { Suspense } from 'react';
import type { DateFieldProps } from './DateFields.tsx';
import { eagerLazy } from './eager-lazy.ts';
import { Skeleton } from './Skeleton.tsx';

/*
 * React Aria's date picker and calendar with @internationalized/date (≈ 30 kB gzip) are fetched
 * when a screen first shows a date field, not with every list and dashboard that may show one.
 */
const DatePickerField = eagerLazy(() => import('./DateFields.tsx').then((module) => module.DatePickerField));

/** Starts fetching the date fields' code, for a screen about to show one (entity-list-loader.ts). */
export const preloadDateFields = (): void => void DatePickerField.preload().catch(() => undefined);

/** DatePickerField, with its label and an outline of its box while its code arrives. */
export function LazyDatePickerField(props: DateFieldProps) {
  const outline = (
    <div className={`grid content-start gap-1.5 ${props.className ?? ''}`}>
      {props.hideLabel ? null : <span className="text-[13px] font-medium text-heading">{props.label}</span>}
      <Skeleton className="h-10" />
    </div>
  );
  return (
    <Suspense fallback={outline}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
