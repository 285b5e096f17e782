import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '../../ui/Badge.tsx';

/** Status 1 is active, anything else is locked (spec §3: 1 active, 0 inactive). */
export function StatusBadge({ status }: { status: number }) {
  return status === 1 ? (
    <Badge tone="success" dot>
      <Trans>Hoạt động</Trans>
    </Badge>
  ) : (
    <Badge tone="danger" dot>
      <Trans>Đã khóa</Trans>
    </Badge>
  );
}

export function AdminBadge() {
  return (
    <Badge tone="primary">
      <ShieldCheck aria-hidden="true" className="size-3.5" />
      <Trans>Quản trị viên</Trans>
    </Badge>
  );
}
