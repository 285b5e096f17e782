import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert.tsx';
import { buttonClass } from '../../ui/button-class.ts';
import { TextField, type TextFieldProps } from '../../ui/TextField.tsx';
import { PasswordField } from './PasswordField.tsx';

const linkClass =
  'rounded-sm font-medium text-primary-ink outline-none hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500';

/** A text link between the sign-in pages. */
export function AuthLink({ children, ...props }: LinkProps & { children: ReactNode }) {
  return (
    <Link {...props} className={linkClass}>
      {children}
    </Link>
  );
}

/** The way back to the login form, under every other auth card. */
export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <AuthLink to="/auth/login">
        <ArrowLeft aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />
        <Trans>Quay lại đăng nhập</Trans>
      </AuthLink>
    </p>
  );
}

/** Title and lead of an auth card. */
export function AuthHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <h1 className="text-[22px] font-semibold text-heading">{title}</h1>
      {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
    </>
  );
}

/** The tenant code, asked only where the deployment does not fix it. */
export function TenantField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Mã doanh nghiệp`}
      name="tenant"
      placeholder="demo"
      autoComplete="organization"
      autoFocus={autoFocus}
      isRequired
      requiredMessage={t`Vui lòng nhập mã doanh nghiệp`}
      value={value}
      onChange={onChange}
    />
  );
}

/** The user name, first and focused on every form that asks for it (sign in, reset, register). */
export function UserNameField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Tên đăng nhập`}
      name="username"
      autoComplete="username"
      autoFocus
      isRequired
      requiredMessage={t`Vui lòng nhập tên đăng nhập`}
      {...props}
    />
  );
}

export interface NewPassword {
  password: string;
  confirm: string;
}

/** A new password and the same again: at least 6 characters, both equal. */
export function NewPasswordFields({
  value,
  onChange,
  label,
  autoFocus,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  label: string;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const name = label.toLowerCase();
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        isRequired
        requiredMessage={t`Vui lòng nhập ${name}`}
        validate={(password) =>
          password.length < 6
            ? t`${label} phải có ít nhất 6 ký tự`
            : password.length > 200
              ? t`${label} quá dài`
              : null
        }
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
      />
      <PasswordField
        label={t`Nhập lại ${name}`}
        name="confirm"
        autoComplete="new-password"
        isRequired
        requiredMessage={t`Vui lòng nhập lại ${name}`}
        validate={(confirm) =>
          confirm === value.password ? null : t`Nhập lại ${name} không khớp với ${name}`
        }
        value={value.confirm}
        onChange={(confirm) => onChange({ ...value, confirm })}
      />
    </>
  );
}

/** The end of a flow that leaves the user signed out: what happened, and the way to sign in. */
export function DoneThenSignIn({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 grid gap-4">
      <Alert tone="info">{children}</Alert>
      <Link to="/auth/login" className={`${buttonClass()} w-full`}>
        <LogIn aria-hidden="true" className="size-4" />
        <Trans>Đăng nhập</Trans>
      </Link>
    </div>
  );
}
