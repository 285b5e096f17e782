import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { ApiRequestError } from '../../data/api-errors.ts';
import { resetPassword } from '../../data/auth.calls.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { AuthCard, AuthLayout } from './AuthLayout.tsx';
import {
  AuthHeading,
  AuthLink,
  BackToLogin,
  DoneThenSignIn,
  type NewPassword,
  NewPasswordFields,
} from './AuthParts.tsx';
import { applyTypedTenant, defaultTenant } from './recovery.ts';
import { signInErrorMessage } from './sign-in-error.ts';

/** A token the server would not even look at (missing, malformed) is as invalid as a spent one. */
function isInvalidLink(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.body.code === 'RESET_TOKEN_INVALID') return true;
  return error.body.code === 'VALIDATION' && Boolean(error.body.fields?.some((f) => f.field === 'token'));
}

function InvalidLink({ message }: { message?: string }) {
  return (
    <div className="mt-6 grid gap-4">
      <Alert>{message ?? <Trans>Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn</Trans>}</Alert>
      <p className="text-center text-sm">
        <AuthLink to="/auth/forgot-password">
          <Trans>Gửi lại liên kết đặt lại mật khẩu</Trans>
        </AuthLink>
      </p>
    </div>
  );
}

function Done() {
  return (
    <DoneThenSignIn>
      <Trans>Đã đặt lại mật khẩu. Hãy đăng nhập bằng mật khẩu mới.</Trans>
    </DoneThenSignIn>
  );
}

function ResetForm({ token, tenant }: { token: string; tenant: string }) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState<NewPassword>({ password: '', confirm: '' });
  const mutation = useMutation({
    mutationFn: () => {
      applyTypedTenant(tenant);
      return resetPassword(token, value.password);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };
  if (mutation.isSuccess) return <Done />;
  if (mutation.isError && isInvalidLink(mutation.error))
    return <InvalidLink message={mutation.error.message || undefined} />;
  return (
    <Form onSubmit={submit} className="mt-6 grid gap-4">
      {mutation.isError ? <Alert>{signInErrorMessage(mutation.error, i18n)}</Alert> : null}
      <NewPasswordFields label={t`Mật khẩu mới`} value={value} onChange={setValue} autoFocus />
      <Button type="submit" isPending={mutation.isPending} className="mt-1 w-full">
        <KeyRound aria-hidden="true" className="size-4" />
        {mutation.isPending ? <Trans>Đang lưu…</Trans> : <Trans>Đặt lại mật khẩu</Trans>}
      </Button>
    </Form>
  );
}

/**
 * /auth/reset-password?token=…&tenant=… (the link of the SMS or e-mail). The token is read once and
 * taken out of the address at once (replace), so it stays neither in the bar nor in the history.
 */
export function ResetPasswordPage() {
  const search = useSearch({ from: '/auth/reset-password' });
  const navigate = useNavigate();
  const [link] = useState(() => ({ token: search.token ?? '', tenant: search.tenant ?? defaultTenant() }));
  useEffect(() => {
    if (search.token === undefined) return;
    const rest = search.tenant ? { tenant: search.tenant } : {};
    void navigate({ to: '/auth/reset-password', search: rest, replace: true });
  }, [search.token, search.tenant, navigate]);
  return (
    <AuthLayout>
      <AuthCard>
        <AuthHeading
          title={<Trans>Đặt lại mật khẩu</Trans>}
          lead={<Trans>Chọn mật khẩu mới cho tài khoản của bạn.</Trans>}
        />
        {link.token ? <ResetForm token={link.token} tenant={link.tenant} /> : <InvalidLink />}
        <BackToLogin />
      </AuthCard>
    </AuthLayout>
  );
}
