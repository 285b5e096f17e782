import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { LockKeyhole, LockOpen } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { Avatar } from '../shell/Avatar.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { PasswordField } from './PasswordField.tsx';
import { signOut, unlock } from './session-actions.ts';
import { signInErrorMessage } from './sign-in-error.ts';

function UnlockForm({ redirect }: { redirect: string | undefined }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: unlock,
    onSuccess: () => router.navigate({ href: redirect ?? '/', replace: true }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(password);
  };
  return (
    <Form onSubmit={submit} className="mt-6 grid gap-4 text-left">
      {mutation.isError ? <Alert>{signInErrorMessage(mutation.error, i18n)}</Alert> : null}
      <PasswordField
        label={t`Mật khẩu`}
        name="password"
        autoComplete="current-password"
        autoFocus
        isRequired
        requiredMessage={t`Vui lòng nhập mật khẩu`}
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" isPending={mutation.isPending} className="w-full">
        <LockOpen aria-hidden="true" className="size-4" />
        {mutation.isPending ? <Trans>Đang mở khóa…</Trans> : <Trans>Mở khóa</Trans>}
      </Button>
    </Form>
  );
}

/** /lock-screen: the session stays; the same user's password opens the app again. */
export function LockScreenPage() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { redirect } = useSearch({ from: '/lock-screen' });
  const { user } = useSnapshot(session);
  const name = user?.user_info || user?.user_name || '';
  const switchUser = async () => {
    await signOut(queryClient);
    await router.navigate({ to: '/auth/login', search: redirect ? { redirect } : {}, replace: true });
  };

  return (
    <AuthLayout>
      <div className="w-full max-w-[400px] rounded-card bg-surface px-6 py-8 text-center shadow-card sm:px-10 sm:py-10">
        <span className="mx-auto grid size-11 place-items-center rounded-full bg-primary-50 text-primary-500">
          <LockKeyhole aria-hidden="true" className="size-5" />
        </span>
        <h1 className="mt-3 text-[22px] font-semibold text-heading">
          <Trans>Màn hình đã khóa</Trans>
        </h1>
        <div className="mt-5 flex flex-col items-center gap-2">
          <Avatar name={name} size="lg" />
          <p className="font-semibold text-heading" data-testid="locked-user">
            {name}
          </p>
          <p className="-mt-2 text-sm text-muted">{user?.user_name}</p>
        </div>
        <UnlockForm redirect={redirect} />
        <Button variant="ghost" size="sm" className="mt-4" onPress={() => void switchUser()}>
          <Trans>Đăng nhập bằng tài khoản khác</Trans>
        </Button>
      </div>
    </AuthLayout>
  );
}
