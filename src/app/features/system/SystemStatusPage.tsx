import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Clock, Database, Timer } from 'lucide-react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime, splitDuration } from '../../../contract/domain/datetime.ts';
import { healthQuery, serverTimeQuery } from '../../data/system.queries.ts';
import { serverTime, startServerClock } from '../../state/server-time.ts';
import { Badge } from '../../ui/Badge.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { DeviceCard } from './DeviceCard.tsx';
import { ServerCard } from './ServerCard.tsx';

/** The landing screen until the dashboards land: is the server up, and what time is it there. */
export function SystemStatusPage() {
  const { t } = useLingui();
  const { data: time } = useSuspenseQuery(serverTimeQuery);
  const { data: health, dataUpdatedAt } = useSuspenseQuery(healthQuery);
  const clock = useSnapshot(serverTime);
  useEffect(() => startServerClock(time.timestamp), [time.timestamp]);
  const uptime = splitDuration(health.uptime_s);
  const healthy = health.status === 'ok' && health.database.reachable;
  const driver = health.database.driver === 'pglite' ? t`PostgreSQL nhúng (PGlite)` : 'PostgreSQL';

  return (
    <div className="grid gap-5 sm:gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-heading">
            <Trans>Trạng thái hệ thống</Trans>
          </h1>
          <p className="mt-1 text-muted">
            <Trans>Máy chủ, cơ sở dữ liệu và khả năng dùng ngoại tuyến của ứng dụng.</Trans>
          </p>
        </div>
        <Badge tone={healthy ? 'success' : 'danger'} dot>
          {healthy ? <Trans>Hoạt động bình thường</Trans> : <Trans>Có sự cố</Trans>}
        </Badge>
      </div>

      <div className="@container">
        <div className="grid gap-4 @lg:grid-cols-2 @4xl:grid-cols-3 md:gap-6">
          <StatCard
            icon={Clock}
            label={<Trans>Giờ máy chủ</Trans>}
            value={formatDateTime(clock.fetched ? clock.now : time.timestamp, time.time_zone, false)}
            hint={<Trans>Múi giờ {time.time_zone}</Trans>}
            testId="server-time"
          />
          <StatCard
            icon={Database}
            tone={health.database.reachable ? 'success' : 'danger'}
            label={<Trans>Cơ sở dữ liệu</Trans>}
            value={health.database.reachable ? <Trans>Đang hoạt động</Trans> : <Trans>Không phản hồi</Trans>}
            hint={driver}
            testId="database-status"
          />
          <StatCard
            icon={Timer}
            tone="info"
            label={<Trans>Thời gian hoạt động</Trans>}
            value={t`${uptime.days} ngày ${uptime.hours} giờ ${uptime.minutes} phút`}
            hint={<Trans>Kể từ lần khởi động gần nhất</Trans>}
            testId="uptime"
            className="@lg:col-span-2 @4xl:col-span-1"
          />
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2 lg:gap-6">
        <ServerCard health={health} driver={driver} timeZone={time.time_zone} />
        <DeviceCard checkedAt={formatDateTime(dataUpdatedAt, time.time_zone)} />
      </div>
    </div>
  );
}
