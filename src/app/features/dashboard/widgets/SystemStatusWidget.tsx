import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { splitDuration } from '../../../../contract/domain/datetime.ts';
import { healthQuery } from '../../../data/system.queries.ts';
import { Badge } from '../../../ui/Badge.tsx';

/** Is the server up: the status page's headline, with the way to the full page (/system/status). */
export function SystemStatusWidget() {
  const { t } = useLingui();
  const { data: health } = useSuspenseQuery(healthQuery);
  const healthy = health.status === 'ok' && health.database.reachable;
  const uptime = splitDuration(health.uptime_s);
  return (
    <div className="grid gap-4">
      <Badge tone={healthy ? 'success' : 'danger'} dot>
        {healthy ? <Trans>Hoạt động bình thường</Trans> : <Trans>Có sự cố</Trans>}
      </Badge>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">
          <Trans>Cơ sở dữ liệu</Trans>
        </dt>
        <dd className="text-right text-heading">
          {health.database.driver === 'pglite' ? t`PostgreSQL nhúng (PGlite)` : 'PostgreSQL'}
        </dd>
        <dt className="text-muted">
          <Trans>Thời gian hoạt động</Trans>
        </dt>
        <dd className="text-right text-heading tabular-nums">
          {t`${uptime.days} ngày ${uptime.hours} giờ ${uptime.minutes} phút`}
        </dd>
        <dt className="text-muted">
          <Trans>Phiên bản</Trans>
        </dt>
        <dd className="text-right text-heading">{health.version}</dd>
      </dl>
      <Link to="/system/status" className="text-sm font-medium text-primary-600 hover:underline">
        <Trans>Xem trạng thái hệ thống</Trans>
      </Link>
    </div>
  );
}
