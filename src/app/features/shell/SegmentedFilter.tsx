import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { formatNumber } from '../../../contract/domain/format.ts';

/*
 * The filter tabs of the user pages (notifications, to-do): one choice always selected, each with
 * its count where it is known. (A design-system piece by nature; it lives beside the user pages'
 * frame until app/ui takes it.)
 */

const tabClass =
  'flex cursor-pointer items-center gap-1.5 rounded-[5px] px-3 py-1.5 text-sm font-medium text-muted outline-none hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500 data-selected:bg-surface data-selected:text-primary-ink data-selected:shadow-nav';

export function SegmentedFilter<Key extends string>({
  label,
  keys,
  labels,
  counts,
  selected,
  onSelect,
  fill = false,
}: {
  label: string;
  keys: readonly Key[];
  labels: Record<Key, string>;
  counts: Partial<Record<Key, number>>;
  selected: Key;
  onSelect: (key: Key) => void;
  /** The tabs share the width on a phone. */
  fill?: boolean;
}) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      onSelectionChange={(chosen) => {
        const [next] = [...chosen] as Key[];
        if (next) onSelect(next);
      }}
      className={fill ? 'flex w-full rounded-md bg-subtle p-1 sm:w-auto' : 'flex rounded-md bg-subtle p-1'}
    >
      {keys.map((key) => (
        <ToggleButton
          key={key}
          id={key}
          className={fill ? `${tabClass} flex-1 justify-center sm:flex-none` : tabClass}
        >
          {labels[key]}
          {counts[key] !== undefined ? (
            <span className="rounded-full bg-line/70 px-1.5 text-xs tabular-nums">
              {formatNumber(counts[key])}
            </span>
          ) : null}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
