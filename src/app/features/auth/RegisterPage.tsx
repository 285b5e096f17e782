import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { authConfigQuery } from '../../data/session.queries.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { AuthCard, AuthLayout } from './AuthLayout.tsx';
import { AuthHeading, AuthLink, BackToLogin, DoneThenSignIn, TenantField } from './AuthParts.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { defaultTenant, normalTenant, tenantConfigQuery } from './recovery.ts';
import { signInErrorMessage } from './sign-in-error.ts';

/** No tenant known yet (and none fixed): ask for it first, then check whether it allows sign-ups. */
function ChooseTenant() {
  const navigate = useNavigate();
  const [tenant, setTenant] = useState(defaultTenant);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: '/auth/register', search: { tenant: normalTenant(tenant) } });
  };
  return (
    <Form onSubmit={submit} className="mt-6 grid gap-4">
      <TenantField value={tenant} onChange={setTenant} autoFocus />
      <Button type="submit" className="mt-1 w-full">
        <Trans>Tiếp tục</Trans>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
    </Form>
  );
}

function Registered() {
  return (
    <DoneThenSignIn>
      <Trans>Tài khoản đã được tạo; quản trị viên sẽ cấp quyền.</Trans>
    </DoneThenSignIn>
  );
}

/** Checks the tenant's setting (auth_self_registration) before offering the form. */
function RegisterForTenant({ tenant, fixed }: { tenant: string; fixed: boolean }) {
  const { i18n } = useLingui();
  const check = useQuery(tenantConfigQuery(tenant));
  const [done, setDone] = useState(false);
  if (done) return <Registered />;
  if (check.isPending)
    return (
      <p role="status" className="mt-6 text-center text-muted">
        <Trans>Đang kiểm tra…</Trans>
      </p>
    );
  if (check.isError) return <Alert className="mt-6">{signInErrorMessage(check.error, i18n)}</Alert>;
  if (!check.data.self_registration)
    return (
      <div className="mt-6 grid gap-4">
        <Alert tone="warning">
          <Trans>
            Doanh nghiệp «{tenant}» không cho phép tự đăng ký tài khoản. Vui lòng liên hệ quản trị viên.
          </Trans>
        </Alert>
        {fixed ? null : (
          <p className="text-center text-sm">
            <AuthLink to="/auth/register" search={{}}>
              <Trans>Chọn doanh nghiệp khác</Trans>
            </AuthLink>
          </p>
        )}
      </div>
    );
  return <RegisterForm tenant={tenant} onDone={() => setDone(true)} />;
}

/** /auth/register (?tenant=…): self-registration, offered only where the tenant allows it. */
export function RegisterPage() {
  const { data: config } = useSuspenseQuery(authConfigQuery);
  const search = useSearch({ from: '/auth/register' });
  const tenant = config.tenant ?? (search.tenant ? normalTenant(search.tenant) : '');
  return (
    <AuthLayout>
      <AuthCard>
        <AuthHeading
          title={<Trans>Đăng ký tài khoản</Trans>}
          lead={
            tenant && config.tenant === null ? (
              <Trans>Doanh nghiệp: {tenant}</Trans>
            ) : (
              <Trans>Tạo tài khoản để làm việc trên Sen.</Trans>
            )
          }
        />
        {tenant ? (
          <RegisterForTenant key={tenant} tenant={tenant} fixed={config.tenant !== null} />
        ) : (
          <ChooseTenant />
        )}
        <BackToLogin />
      </AuthCard>
    </AuthLayout>
  );
}
