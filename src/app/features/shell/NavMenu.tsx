import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Activity } from 'lucide-react';

/** The navigation tree; modules add their sections here as they land. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav className="grid gap-1">
      <p className="px-3 pt-2 pb-1 text-xs font-medium tracking-wide text-muted/80 uppercase">
        <Trans>Hệ thống</Trans>
      </p>
      <Link
        to="/"
        onClick={onNavigate}
        activeOptions={{ exact: true }}
        className="flex items-center gap-3 rounded-md px-3 py-2.5 text-[15px] text-ink transition-colors hover:bg-subtle data-[status=active]:bg-linear-to-r data-[status=active]:from-primary-500 data-[status=active]:to-primary-400 data-[status=active]:text-white data-[status=active]:shadow-primary"
      >
        <Activity aria-hidden="true" className="size-5" strokeWidth={1.75} />
        <Trans>Trạng thái hệ thống</Trans>
      </Link>
    </nav>
  );
}
