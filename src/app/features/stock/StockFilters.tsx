import { useLingui } from '@lingui/react/macro';
import { TextFilter } from '../../entity-ui/EntityFilters.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { WarehouseFilter } from './WarehouseFilter.tsx';

/* The filters of the stock reports, each writing one field of the address (useReportSearch). */

type Filter = (name: string) => (value: string | undefined) => void;

/** Warehouse, product code and batch number: the filters a paged stock report opens with. */
export function CodeFilters({
  search,
  filter,
}: {
  search: { ma_kho?: string | undefined; ma_vt?: string | undefined; ma_lo?: string | undefined };
  filter: Filter;
}) {
  const { t } = useLingui();
  return (
    <>
      <WarehouseFilter value={search.ma_kho} onChange={filter('ma_kho')} />
      <TextFilter labelled label={t`Mã hàng`} value={search.ma_vt ?? ''} onCommit={filter('ma_vt')} />
      <TextFilter labelled label={t`Số lô`} value={search.ma_lo ?? ''} onCommit={filter('ma_lo')} />
    </>
  );
}

/** A day of the address (YYYY-MM-DD) picked on a calendar; cleared, it leaves the address. */
export function DayFilter({
  label,
  value,
  onChange,
  className = 'w-full sm:w-48',
}: {
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  className?: string;
}) {
  return (
    <DatePickerField
      label={label}
      value={value ?? null}
      onChange={(d) => onChange(d ?? undefined)}
      className={className}
    />
  );
}
