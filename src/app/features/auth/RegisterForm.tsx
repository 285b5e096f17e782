import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { type RegisterInput, registerAccount } from '../../data/auth.calls.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { type NewPassword, NewPasswordFields, UserNameField } from './AuthParts.tsx';
import { applyTypedTenant, serverFieldErrors } from './recovery.ts';
import { signInErrorMessage } from './sign-in-error.ts';

interface Fields {
  userName: string;
  displayName: string;
  phone: string;
  email: string;
}

/** Form field → field name of the API (and of its VALIDATION answers). */
const API_FIELD: Record<keyof Fields, string> = {
  userName: 'user_name',
  displayName: 'ten_nsd',
  phone: 'dien_thoai',
  email: 'email',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function toInput(fields: Fields, password: string): RegisterInput {
  const phone = fields.phone.replace(/\D/g, '');
  const email = fields.email.trim();
  return {
    user_name: fields.userName.trim(),
    ten_nsd: fields.displayName.trim(),
    password,
    ...(phone ? { dien_thoai: phone } : {}),
    ...(email ? { email } : {}),
  };
}

/** The fields of POST /api/auth/register, checked as the server checks them. */
function RegisterFields({
  fields,
  set,
}: {
  fields: Fields;
  set: (name: keyof Fields) => (v: string) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <UserNameField
        name="user_name"
        description={t`Từ 3 đến 50 ký tự: chữ không dấu, số, dấu chấm, gạch dưới, gạch ngang.`}
        validate={(v) =>
          /^[A-Za-z0-9._-]{3,50}$/.test(v.trim())
            ? null
            : t`Tên đăng nhập phải có 3–50 ký tự: chữ không dấu, số, dấu chấm, gạch dưới hoặc gạch ngang`
        }
        value={fields.userName}
        onChange={set('userName')}
      />
      <TextField
        label={t`Họ và tên`}
        name="ten_nsd"
        autoComplete="name"
        isRequired
        requiredMessage={t`Vui lòng nhập họ và tên`}
        validate={(v) => (v.trim().length > 200 ? t`Họ và tên quá dài` : null)}
        value={fields.displayName}
        onChange={set('displayName')}
      />
      <TextField
        label={t`Số điện thoại`}
        name="dien_thoai"
        type="tel"
        autoComplete="tel"
        validate={(v) =>
          v.trim() === '' || /^\d{10,15}$/.test(v.replace(/\D/g, ''))
            ? null
            : t`Số điện thoại phải có từ 10 đến 15 chữ số`
        }
        value={fields.phone}
        onChange={set('phone')}
      />
      <TextField
        label={t`Email`}
        name="email"
        inputMode="email"
        autoComplete="email"
        validate={(v) => (v.trim() === '' || EMAIL.test(v.trim()) ? null : t`Email không hợp lệ`)}
        value={fields.email}
        onChange={set('email')}
      />
    </>
  );
}

/** The form itself, once the tenant is known to allow self-registration. */
export function RegisterForm({ tenant, onDone }: { tenant: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<Fields>({ userName: '', displayName: '', phone: '', email: '' });
  const [password, setPassword] = useState<NewPassword>({ password: '', confirm: '' });
  // The server's field errors, each dropped as soon as its field changes (react-aria would keep it
  // until the field loses focus, and so refuse the next submit).
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (input: RegisterInput) => {
      applyTypedTenant(tenant);
      return registerAccount(input);
    },
    onMutate: () => setFieldErrors({}),
    onError: (error) => setFieldErrors(serverFieldErrors(error)),
    onSuccess: onDone,
  });
  const clearError = (field: string) =>
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  const set = (name: keyof Fields) => (value: string) => {
    clearError(API_FIELD[name]);
    setFields((current) => ({ ...current, [name]: value }));
  };
  const setNewPassword = (value: NewPassword) => {
    clearError('password');
    setPassword(value);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(toInput(fields, password.password));
  };
  // Errors of one field show beside it; anything else (closed, offline…) above the form.
  const general = mutation.isError && Object.keys(serverFieldErrors(mutation.error)).length === 0;
  return (
    <Form onSubmit={submit} validationErrors={fieldErrors} className="mt-6 grid gap-4">
      {general ? <Alert>{signInErrorMessage(mutation.error, i18n)}</Alert> : null}
      <RegisterFields fields={fields} set={set} />
      <NewPasswordFields label={t`Mật khẩu`} value={password} onChange={setNewPassword} />
      <Button type="submit" isPending={mutation.isPending} className="mt-1 w-full">
        <UserPlus aria-hidden="true" className="size-4" />
        {mutation.isPending ? <Trans>Đang đăng ký…</Trans> : <Trans>Đăng ký</Trans>}
      </Button>
    </Form>
  );
}
