import { useLingui } from '@lingui/react/macro';
import { TextField } from './TextField.tsx';

/**
 * Phone and email of an account, where password-reset codes are sent: the signed-in user's own
 * (`own`: the browser may fill them in) or an account an administrator edits (it may not).
 */
export function ContactFields({
  values,
  set,
  own,
}: {
  values: { dien_thoai: string; email: string };
  set: (name: 'dien_thoai' | 'email') => (value: string) => void;
  own: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`Số điện thoại`}
        name="dien_thoai"
        type="tel"
        inputMode="tel"
        autoComplete={own ? 'tel' : 'off'}
        description={t`Nhận mã đặt lại mật khẩu`}
        value={values.dien_thoai}
        onChange={set('dien_thoai')}
      />
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete={own ? 'email' : 'off'}
        value={values.email}
        onChange={set('email')}
      />
    </>
  );
}
