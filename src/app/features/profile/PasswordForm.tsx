import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type PasswordChange, passwordChangeProblems } from '../../../contract/api/profile.api.ts';
import { notice } from '../../ui/notice.ts';
import { NewPasswordPair, PasswordField } from '../auth/PasswordField.tsx';
import { CardForm } from './CardForm.tsx';
import { type FieldErrors, focusFirstError, problemErrors, serverErrors } from './form-errors.ts';
import { changePassword } from './profile.queries.ts';

const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Change password: the current one, the new one twice. The server checks the current password and
 * signs the user out of every other device; this one stays signed in.
 */
export function PasswordForm() {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY);
      notice.success(t`Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.`);
    },
    onError: (error) => {
      const fields = serverErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length > 0) focusFirstError(formRef.current, fields);
      else notice.error(error);
    },
  });
  const set = (name: keyof PasswordChange) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };
  const submit = () => {
    const found = problemErrors(i18n, passwordChangeProblems(values));
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError(formRef.current, found);
    else mutation.mutate(values);
  };
  return (
    <CardForm
      title={<Trans>Đổi mật khẩu</Trans>}
      description={<Trans>Các thiết bị khác sẽ phải đăng nhập lại.</Trans>}
      formRef={formRef}
      errors={errors}
      onSubmit={submit}
      submit={<Trans>Đổi mật khẩu</Trans>}
      pending={mutation.isPending}
    >
      <PasswordField
        label={t`Mật khẩu hiện tại`}
        name="current_password"
        autoComplete="current-password"
        markRequired
        value={values.current_password}
        onChange={set('current_password')}
      />
      <NewPasswordPair
        names={['new_password', 'confirm_password']}
        labels={[t`Mật khẩu mới`, t`Xác nhận mật khẩu mới`]}
        description={t`Ít nhất 6 ký tự, khác mật khẩu hiện tại`}
        values={values}
        set={set}
      />
    </CardForm>
  );
}
