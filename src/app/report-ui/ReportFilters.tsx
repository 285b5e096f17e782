import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { targets } from '../../contract/entities/crm/targets.entity.ts';
import type { ReportParams } from '../../contract/reports/define.ts';
import { LookupInput } from '../entity-ui/form/LookupInput.tsx';
import { branchState } from '../state/branch.ts';
import { LazyDatePickerField } from '../ui/LazyDateFields.tsx';
import { SelectField } from '../ui/SelectField.tsx';

const ALL = '*';
/** The targets' employee lookup, optional here: no employee means all of them. */
const EMPLOYEE = { ...targets.fields.ma_nv, required: false };

/**
 * The parameters every report takes: the period, one of the branches selected in the header (or
 * all of them), one employee (the employee lookup of the targets' form, reused).
 */
export function ReportFilters({
  params,
  onChange,
}: {
  params: ReportParams;
  onChange: (next: Partial<ReportParams>) => void;
}) {
  const { t } = useLingui();
  const { branchs, list } = useSnapshot(branchState);
  const options = [
    { id: ALL, label: t`Mọi chi nhánh đang chọn` },
    ...branchs.map((code) => ({ id: code, label: list.find((b) => b.ma_dvcs === code)?.ten_dvcs ?? code })),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 print:hidden" data-testid="report-filters">
      <LazyDatePickerField
        label={t`Từ ngày`}
        name="fromDate"
        value={params.fromDate}
        onChange={(value) => value && onChange({ fromDate: value })}
      />
      <LazyDatePickerField
        label={t`Đến ngày`}
        name="toDate"
        value={params.toDate}
        onChange={(value) => value && onChange({ toDate: value })}
      />
      <SelectField
        label={t`Chi nhánh`}
        options={options}
        value={params.ma_dvcs ?? ALL}
        onChange={(key) => onChange({ ma_dvcs: key === ALL || key === null ? undefined : String(key) })}
      />
      <LookupInput
        entity={targets}
        name="ma_nv"
        field={EMPLOYEE}
        label={t`Nhân viên`}
        value={params.ma_nv ?? null}
        onChange={(value) => onChange({ ma_nv: typeof value === 'string' && value ? value : undefined })}
        isReadOnly={false}
        record={undefined}
      />
    </div>
  );
}
