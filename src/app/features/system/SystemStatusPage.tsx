import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime, splitDuration } from '../../../contract/domain/datetime.ts';
import { healthQuery, serverTimeQuery } from '../../data/system.queries.ts';
import { serverTime, startServerClock } from '../../state/server-time.ts';
import { Card } from '../../ui/Card.tsx';

/** The landing screen until the dashboards land: is the server up, and what time is it there. */
export function SystemStatusPage() {
  const { t } = useLingui();
  const { data: time } = useSuspenseQuery(serverTimeQuery);
  const { data: health } = useSuspenseQuery(healthQuery);
  const clock = useSnapshot(serverTime);
  useEffect(() => startServerClock(time.timestamp), [time.timestamp]);
  const uptime = splitDuration(health.uptime_s);

  const rows: [string, string][] = [
    [t`Giờ máy chủ`, formatDateTime(clock.fetched ? clock.now : time.timestamp, time.time_zone, false)],
    [t`Cơ sở dữ liệu`, health.database.reachable ? t`Đang hoạt động` : t`Không phản hồi`],
    [
      t`Loại cơ sở dữ liệu`,
      health.database.driver === 'pglite' ? t`PostgreSQL nhúng (PGlite)` : 'PostgreSQL',
    ],
    [t`Phiên bản dữ liệu`, String(health.database.schema_version)],
    [t`Phiên bản`, health.version],
    [t`Thời gian hoạt động`, t`${uptime.days} ngày ${uptime.hours} giờ ${uptime.minutes} phút`],
  ];

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Trạng thái hệ thống</Trans>
      </h1>
      <Card title={<Trans>Máy chủ</Trans>}>
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium" data-testid={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
