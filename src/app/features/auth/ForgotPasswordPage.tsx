import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { forgotPassword } from '../../data/auth.calls.ts';
import { authConfigQuery } from '../../data/session.queries.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { AuthCard, AuthLayout } from './AuthLayout.tsx';
import { AuthHeading, BackToLogin, TenantField, UserNameField } from './AuthParts.tsx';
import { applyTypedTenant, defaultTenant } from './recovery.ts';
import { signInErrorMessage } from './sign-in-error.ts';

function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { i18n } = useLingui();
  const { data: config } = useSuspenseQuery(authConfigQuery);
  const [tenant, setTenant] = useState(defaultTenant);
  const [userName, setUserName] = useState('');
  const mutation = useMutation({
    mutationFn: () => {
      applyTypedTenant(tenant);
      return forgotPassword(userName);
    },
    onSuccess: onSent,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };
  return (
    <Form onSubmit={submit} className="mt-6 grid gap-4">
      {mutation.isError ? <Alert>{signInErrorMessage(mutation.error, i18n)}</Alert> : null}
      {config.tenant === null ? <TenantField value={tenant} onChange={setTenant} /> : null}
      <UserNameField value={userName} onChange={setUserName} />
      <Button type="submit" isPending={mutation.isPending} className="mt-1 w-full">
        <Send aria-hidden="true" className="size-4" />
        {mutation.isPending ? <Trans>Đang gửi…</Trans> : <Trans>Gửi liên kết đặt lại</Trans>}
      </Button>
    </Form>
  );
}

/** /auth/forgot-password: asks for a reset link; the answer never tells whether the user exists. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  return (
    <AuthLayout>
      <AuthCard>
        <AuthHeading
          title={<Trans>Quên mật khẩu</Trans>}
          lead={
            sent ? null : (
              <Trans>
                Nhập tên đăng nhập, chúng tôi sẽ gửi liên kết đặt lại mật khẩu qua SMS hoặc email.
              </Trans>
            )
          }
        />
        {sent ? (
          <Alert tone="info" className="mt-6">
            <Trans>
              Nếu tài khoản tồn tại và có số điện thoại hoặc email, chúng tôi đã gửi liên kết đặt lại mật
              khẩu. Liên kết có hiệu lực trong 15 phút.
            </Trans>
          </Alert>
        ) : (
          <ForgotPasswordForm onSent={() => setSent(true)} />
        )}
        <BackToLogin />
      </AuthCard>
    </AuthLayout>
  );
}
