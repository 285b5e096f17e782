import { useLingui } from '@lingui/react/macro';
import type { DateRange, PeriodPreset } from '../../../contract/domain/period.ts';
import { LazyDatePickerField } from '../../ui/LazyDateFields.tsx';
import { Select } from '../../ui/Select.tsx';

/**
 * The period of the dashboard: a preset, or from/to dates ('Tùy chọn'). Choosing 'Tùy chọn' starts
 * from the dates on screen, so the numbers do not jump; dates out of order are left to the address
 * check, which falls back to the default.
 */
export function PeriodPicker({
  preset,
  range,
  onChange,
}: {
  preset: PeriodPreset;
  range: DateRange;
  onChange: (preset: PeriodPreset, range?: DateRange) => void;
}) {
  const { t } = useLingui();
  const options = [
    { id: 'today', label: t`Hôm nay` },
    { id: '7d', label: t`7 ngày qua` },
    { id: '30d', label: t`30 ngày qua` },
    { id: 'month', label: t`Tháng này` },
    { id: 'custom', label: t`Tùy chọn` },
  ] satisfies { id: PeriodPreset; label: string }[];
  const setDates = (next: Partial<DateRange>) => {
    const merged = { ...range, ...next };
    if (merged.fromDate <= merged.toDate) onChange('custom', merged);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        label={t`Khoảng thời gian`}
        hideLabel
        options={options}
        value={preset}
        onChange={(key) => onChange(key as PeriodPreset, range)}
      />
      {preset === 'custom' ? (
        <>
          <LazyDatePickerField
            label={t`Từ ngày`}
            hideLabel
            value={range.fromDate}
            onChange={(fromDate) => fromDate && setDates({ fromDate })}
            className="w-40"
          />
          <LazyDatePickerField
            label={t`Đến ngày`}
            hideLabel
            value={range.toDate}
            onChange={(toDate) => toDate && setDates({ toDate })}
            className="w-40"
          />
        </>
      ) : null}
    </div>
  );
}
