import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxGroup, FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { Branch } from '../../data/reference.schemas.ts';
import { Card } from '../../ui/Card.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { PasswordField } from '../auth/PasswordField.tsx';
import type { SetField } from './UserAccountFields.tsx';
import type { UserFormValues } from './user-form.ts';

const groupLabel = 'text-[13px] font-medium text-heading';
const radioClass =
  'group flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-[15px] text-ink outline-none data-focus-visible:outline-2 data-focus-visible:outline-primary-500';

/** Branches the user may work in (user_rights.branchs); an editor hands out only their own. */
function BranchesField({ values, set, branches, mayGrantBranch }: ScopeFieldsProps) {
  return (
    <CheckboxGroup name="branchs" value={values.branchs} onChange={set('branchs')} className="grid gap-2">
      <Label className={groupLabel}>
        <Trans>Chi nhánh</Trans>
        {values.is_admin ? null : (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </Label>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {branches.map((branch) => (
          <Checkbox key={branch.ma_dvcs} value={branch.ma_dvcs} isDisabled={!mayGrantBranch(branch.ma_dvcs)}>
            <span className="min-w-0">
              {branch.ten_dvcs} <span className="text-[13px] text-muted">({branch.ma_dvcs})</span>
            </span>
          </Checkbox>
        ))}
      </div>
      {values.is_admin ? (
        <Text slot="description" className="text-[13px] text-muted">
          <Trans>Quản trị viên làm việc được ở mọi chi nhánh.</Trans>
        </Text>
      ) : null}
      <FieldError className="text-[13px] text-danger" />
    </CheckboxGroup>
  );
}

/** Every employee's records (employee_yn 0), or only those of the codes listed. */
function EmployeeScopeField({ values, set }: Pick<ScopeFieldsProps, 'values' | 'set'>) {
  const { t } = useLingui();
  const options = [
    { value: '0', label: t`Tất cả nhân viên` },
    { value: '1', label: t`Chỉ các nhân viên được chỉ định` },
  ];
  return (
    <RadioGroup
      value={String(values.employee_yn)}
      onChange={(value) => set('employee_yn')(value === '0' ? 0 : 1)}
      className="grid gap-1.5"
    >
      <Label className={groupLabel}>
        <Trans>Dữ liệu nhân viên</Trans>
      </Label>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className={radioClass}>
          <span
            aria-hidden="true"
            className="grid size-[18px] shrink-0 place-items-center rounded-full border-2 border-line group-data-selected:border-primary-500"
          >
            <span className="size-2 rounded-full bg-primary-500 opacity-0 group-data-selected:opacity-100" />
          </span>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

export interface ScopeFieldsProps {
  values: UserFormValues;
  set: SetField;
  branches: readonly Branch[];
  mayGrantBranch: (code: string) => boolean;
}

/** Which branches the user works in and whose customers they see (spec §6 branch and employee scope). */
export function UserScopeFields(props: ScopeFieldsProps) {
  const { t } = useLingui();
  const { values, set } = props;
  return (
    <Card
      title={<Trans>Phạm vi dữ liệu</Trans>}
      description={<Trans>Chi nhánh và nhân viên mà người dùng được làm việc.</Trans>}
    >
      <div className="grid gap-5">
        <BranchesField {...props} />
        <EmployeeScopeField values={values} set={set} />
        {values.employee_yn === 1 ? (
          <TextField
            label={t`Mã nhân viên được xem`}
            name="employees"
            autoComplete="off"
            placeholder="NV001, NV002"
            description={t`Cách nhau bởi dấu phẩy; để trống nếu chỉ xem dữ liệu không gắn nhân viên.`}
            value={values.employees}
            onChange={(value) => set('employees')(value.toUpperCase())}
          />
        ) : null}
      </div>
    </Card>
  );
}

/** Salesperson code and the call-centre agent login (spec §3: saler, agent_id, agent_pass). */
export function UserWorkFields({ values, set }: { values: UserFormValues; set: SetField }) {
  const { t } = useLingui();
  return (
    <Card title={<Trans>Bán hàng và tổng đài</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Mã nhân viên bán hàng`}
          name="saler"
          autoComplete="off"
          placeholder="NV001"
          value={values.saler}
          onChange={(value) => set('saler')(value.toUpperCase())}
          className="sm:col-span-2"
        />
        <TextField
          label={t`Mã tổng đài viên`}
          name="agent_id"
          autoComplete="off"
          value={values.agent_id}
          onChange={set('agent_id')}
        />
        <PasswordField
          label={t`Mật khẩu tổng đài viên`}
          name="agent_pass"
          autoComplete="new-password"
          value={values.agent_pass}
          onChange={set('agent_pass')}
        />
      </div>
    </Card>
  );
}
