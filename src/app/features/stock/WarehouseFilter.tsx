import { useLingui } from '@lingui/react/macro';
import { useKeptCatalogue } from '../../data/reference-lists.ts';
import { SelectField } from '../../ui/SelectField.tsx';

const ALL = '__all';

/** The stock screens' warehouse filter: every warehouse the user may see, or all of them. */
export function WarehouseFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (warehouse: string | undefined) => void;
}) {
  const { t } = useLingui();
  const warehouses = useKeptCatalogue('warehouses').list?.items ?? [];
  return (
    <SelectField
      label={t`Kho`}
      value={value ?? ALL}
      options={[
        { id: ALL, label: t`Tất cả kho` },
        ...warehouses.map((w) => ({ id: w.value, label: `${w.value} — ${w.label}` })),
      ]}
      onChange={(key) => onChange(key === ALL || key === null ? undefined : String(key))}
      className="w-full sm:w-64"
    />
  );
}
