import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
      <img src="/icons/favicon.svg" alt="" className="size-9 shrink-0" width="36" height="36" />
      <span className="min-w-0">
        <span className="block text-xl leading-6 font-semibold tracking-tight text-heading">Sen</span>
        {compact ? null : (
          <span className="block text-xs leading-4 text-muted">
            <Trans>Quản lý spa, phòng khám, thẩm mỹ viện</Trans>
          </span>
        )}
      </span>
    </Link>
  );
}
