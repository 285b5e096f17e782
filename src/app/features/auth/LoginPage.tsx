import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { authConfigQuery } from '../../data/session.queries.ts';
import { lastTenant, rememberMe, session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthCard, AuthLayout } from './AuthLayout.tsx';
import { PasswordField } from './PasswordField.tsx';
import { type SignInInput, signIn } from './session-actions.ts';
import { signInErrorMessage } from './sign-in-error.ts';

/** /auth/login (route name auth-login, spec §2): sign in, then back to the page asked for. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { redirect } = useSearch({ from: '/auth/login' });
  const { data: config } = useSuspenseQuery(authConfigQuery);
  const { notice } = useSnapshot(session);
  const [form, setForm] = useState<SignInInput>(() => ({
    tenant: session.tenant || lastTenant(),
    userName: '',
    password: '',
    remember: rememberMe(),
  }));
  const mutation = useMutation({
    mutationFn: (input: SignInInput) => signIn(queryClient, input),
    onSuccess: () => router.navigate({ href: redirect ?? '/', replace: true }),
  });
  const set =
    <K extends keyof SignInInput>(name: K) =>
    (value: SignInInput[K]) =>
      setForm((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(form);
  };

  return (
    <AuthLayout>
      <AuthCard>
        <h1 className="text-[22px] font-semibold text-heading">
          <Trans>Chào mừng bạn trở lại</Trans>
        </h1>
        <p className="mt-1 text-muted">
          <Trans>Đăng nhập để bắt đầu làm việc.</Trans>
        </p>
        <Form onSubmit={submit} className="mt-6 grid gap-4">
          {mutation.isError ? (
            <Alert>{signInErrorMessage(mutation.error, i18n)}</Alert>
          ) : notice ? (
            <Alert tone="warning">{notice}</Alert>
          ) : null}
          {config.tenant === null ? (
            <TextField
              label={t`Mã doanh nghiệp`}
              name="tenant"
              placeholder="demo"
              requiredMessage={t`Vui lòng nhập mã doanh nghiệp`}
              autoComplete="organization"
              isRequired
              value={form.tenant}
              onChange={set('tenant')}
            />
          ) : null}
          <TextField
            label={t`Tên đăng nhập`}
            name="username"
            autoComplete="username"
            requiredMessage={t`Vui lòng nhập tên đăng nhập`}
            autoFocus
            isRequired
            value={form.userName}
            onChange={set('userName')}
          />
          <PasswordField
            label={t`Mật khẩu`}
            name="password"
            autoComplete="current-password"
            requiredMessage={t`Vui lòng nhập mật khẩu`}
            isRequired
            value={form.password}
            onChange={set('password')}
          />
          <Checkbox isSelected={form.remember} onChange={set('remember')}>
            <Trans>Ghi nhớ đăng nhập</Trans>
          </Checkbox>
          <Button type="submit" isPending={mutation.isPending} className="mt-1 w-full">
            <LogIn aria-hidden="true" className="size-4" />
            {mutation.isPending ? <Trans>Đang đăng nhập…</Trans> : <Trans>Đăng nhập</Trans>}
          </Button>
        </Form>
      </AuthCard>
    </AuthLayout>
  );
}
