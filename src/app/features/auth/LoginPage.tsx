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
import { AuthCard, AuthLayout } from './AuthLayout.tsx';
import { TenantField, UserNameField } from './AuthParts.tsx';
import { LoginLinks } from './LoginLinks.tsx';
import { PasswordField } from './PasswordField.tsx';
import { type SignInInput, signIn } from './session-actions.ts';
import { signInErrorMessage } from './sign-in-error.ts';

type Setter = <K extends keyof SignInInput>(name: K) => (value: SignInInput[K]) => void;

/** The inputs; the tenant only when the deployment does not fix it (GET /api/auth/config). */
function LoginFields({ form, set, askTenant }: { form: SignInInput; set: Setter; askTenant: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {askTenant ? <TenantField value={form.tenant} onChange={set('tenant')} /> : null}
      <UserNameField value={form.userName} onChange={set('userName')} />
      <PasswordField
        label={t`Mật khẩu`}
        name="password"
        autoComplete="current-password"
        isRequired
        requiredMessage={t`Vui lòng nhập mật khẩu`}
        value={form.password}
        onChange={set('password')}
      />
      <Checkbox isSelected={form.remember} onChange={set('remember')}>
        <Trans>Ghi nhớ đăng nhập</Trans>
      </Checkbox>
    </>
  );
}

function LoginForm() {
  const { i18n } = useLingui();
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
    // Back where the user was sent from; replace, so "Back" does not return to the form.
    onSuccess: () => router.navigate({ href: redirect ?? '/', replace: true }),
  });
  const set: Setter = (name) => (value) => setForm((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(form);
  };
  return (
    <Form onSubmit={submit} className="mt-6 grid gap-4">
      {mutation.isError ? (
        <Alert>{signInErrorMessage(mutation.error, i18n)}</Alert>
      ) : notice ? (
        <Alert tone="warning">{notice}</Alert>
      ) : null}
      <LoginFields form={form} set={set} askTenant={config.tenant === null} />
      <Button type="submit" isPending={mutation.isPending} className="mt-1 w-full">
        <LogIn aria-hidden="true" className="size-4" />
        {mutation.isPending ? <Trans>Đang đăng nhập…</Trans> : <Trans>Đăng nhập</Trans>}
      </Button>
      <LoginLinks tenant={config.tenant ?? form.tenant} config={config} />
    </Form>
  );
}

/** /auth/login (route name auth-login, spec §2): sign in, then back to the page asked for. */
export function LoginPage() {
  return (
    <AuthLayout>
      <AuthCard>
        <h1 className="text-[22px] font-semibold text-heading">
          <Trans>Chào mừng bạn trở lại</Trans>
        </h1>
        <p className="mt-1 text-muted">
          <Trans>Đăng nhập để bắt đầu làm việc.</Trans>
        </p>
        <LoginForm />
      </AuthCard>
    </AuthLayout>
  );
}
