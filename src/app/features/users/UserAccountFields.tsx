import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/Card.tsx';
import { ContactFields } from '../../ui/ContactFields.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { NewPasswordPair } from '../auth/PasswordField.tsx';
import type { FormMode, UserFormValues } from './user-form.ts';

export type SetField = <K extends keyof UserFormValues>(name: K) => (value: UserFormValues[K]) => void;

/** Administrators pass every check; only an administrator may make another. */
function AdminSwitch({ values, set, canGrantAdmin }: Omit<AccountFieldsProps, 'mode'>) {
  return (
    <Switch
      isSelected={values.is_admin}
      onChange={set('is_admin')}
      isDisabled={!canGrantAdmin}
      className="sm:col-span-2"
      description={
        canGrantAdmin ? (
          <Trans>Toàn quyền trên mọi màn hình và mọi chi nhánh.</Trans>
        ) : (
          <Trans>Chỉ quản trị viên mới cấp được quyền này.</Trans>
        )
      }
    >
      <Trans>Quản trị viên</Trans>
    </Switch>
  );
}

export interface AccountFieldsProps {
  values: UserFormValues;
  set: SetField;
  mode: FormMode;
  canGrantAdmin: boolean;
}

/** Who the account is: user name and password (on create only), name, contacts, administrator. */
export function UserAccountFields({ values, set, mode, canGrantAdmin }: AccountFieldsProps) {
  const { t } = useLingui();
  return (
    <Card title={<Trans>Tài khoản</Trans>} description={<Trans>Thông tin đăng nhập và liên hệ.</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        {mode === 'create' ? (
          <TextField
            label={t`Tên đăng nhập`}
            name="user_name"
            autoComplete="off"
            markRequired
            description={t`Chữ cái không dấu, chữ số và . _ -`}
            value={values.user_name}
            onChange={set('user_name')}
            className="sm:col-span-2"
          />
        ) : null}
        <TextField
          label={t`Họ và tên`}
          name="ten_nsd"
          autoComplete="off"
          markRequired
          value={values.ten_nsd}
          onChange={set('ten_nsd')}
          className="sm:col-span-2"
        />
        {mode === 'create' ? (
          // The password is chosen once, when the account is made (later only reset from its page).
          <NewPasswordPair
            names={['password', 'password2']}
            labels={[t`Mật khẩu`, t`Nhập lại mật khẩu`]}
            description={t`Ít nhất 6 ký tự`}
            values={values}
            set={set}
          />
        ) : null}
        <ContactFields values={values} set={set} own={false} />
        <AdminSwitch values={values} set={set} canGrantAdmin={canGrantAdmin} />
      </div>
    </Card>
  );
}
