import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '../../data/auth.calls.ts';
import { AuthLink } from './AuthParts.tsx';
import { normalTenant, tenantConfigQuery, useDebounced } from './recovery.ts';

/** Under the login form: forgotten password, and sign-up where the tenant allows it. */
export function LoginLinks({ tenant, config }: { tenant: string; config: AuthConfig }) {
  const settled = normalTenant(useDebounced(tenant));
  // A deployment that fixes the tenant answered for it at startup (GET auth/config): not asked twice.
  const fixed = config.tenant !== null;
  const typed = useQuery({ ...tenantConfigQuery(settled), enabled: !fixed && settled !== '' });
  const open = fixed ? config.self_registration : settled !== '' && typed.data?.self_registration === true;
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
