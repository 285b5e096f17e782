import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AuthLink } from './AuthParts.tsx';
import { normalTenant, tenantConfigQuery, useDebounced } from './recovery.ts';

/** Under the login form: forgotten password, and sign-up where the tenant allows it. */
export function LoginLinks({ tenant }: { tenant: string }) {
  const settled = normalTenant(useDebounced(tenant));
  const config = useQuery({ ...tenantConfigQuery(settled), enabled: settled !== '' });
  const open = settled !== '' && config.data?.self_registration === true;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
      <AuthLink to="/auth/forgot-password">
        <Trans>Quên mật khẩu?</Trans>
      </AuthLink>
      {open ? (
        <span className="text-muted">
          <Trans>Chưa có tài khoản?</Trans>{' '}
          <AuthLink to="/auth/register" search={{ tenant: settled }}>
            <Trans>Đăng ký</Trans>
          </AuthLink>
        </span>
      ) : null}
    </div>
  );
}
