import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';

/**
 * A labelled progress bar (react-aria: role progressbar with its value announced). Without a
 * `value` it is indeterminate: the work has started but its size is not known yet.
 */
export function ProgressBar({
  label,
  value,
  maxValue = 100,
  valueLabel,
  className = '',
}: {
  label: string;
  value?: number | undefined;
  maxValue?: number;
  /** Text beside the label ('1,000 / 5,000 dòng'); the percentage by default. */
  valueLabel?: string;
  className?: string;
}) {
  const indeterminate = value === undefined;
  return (
    <AriaProgressBar
      value={value ?? 0}
      maxValue={Math.max(1, maxValue)}
      isIndeterminate={indeterminate}
      valueLabel={valueLabel}
      className={`grid gap-1.5 ${className}`}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="flex justify-between gap-3 text-sm">
            <Label className="text-ink">{label}</Label>
            <span className="text-muted tabular-nums">{indeterminate ? '' : valueText}</span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-primary-50">
            <div
              className={`h-full rounded-full bg-primary-500 transition-[width] ${indeterminate ? 'w-1/3 animate-pulse' : ''}`}
              style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
