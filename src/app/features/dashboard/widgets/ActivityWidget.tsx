import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FilePenLine, LogIn, UsersRound } from 'lucide-react';
import { formatNumber } from '../../../entity-ui/format.ts';
import { dashboardQueries } from '../dashboard.queries.ts';
import type { WidgetProps } from '../registry.ts';
import { WidgetEmpty } from '../WidgetStates.tsx';
import { LazyDailyChart } from './LazyDailyChart.tsx';

function Figure({
  icon: Icon,
  value,
  label,
  testId,
}: {
  icon: typeof LogIn;
  value: number;
  label: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-md bg-subtle/60 px-3 py-2.5">
      <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary-100 text-primary-600">
        <Icon aria-hidden="true" className="size-5" strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <p className="text-lg font-semibold text-heading tabular-nums" data-testid={testId}>
          {formatNumber(value)}
        </p>
        <p className="truncate text-[13px] text-muted">{label}</p>
      </div>
    </div>
  );
}

/** Sign-ins and data changes of the period (system logs), with the changes per day as bars. */
export function ActivityWidget({ period, branches }: WidgetProps) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(dashboardQueries.activity(period, branches));
  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure icon={LogIn} value={data.sign_ins} label={t`Lượt đăng nhập`} testId="activity-sign-ins" />
        <Figure icon={UsersRound} value={data.users} label={t`Người đăng nhập`} testId="activity-users" />
        <Figure
          icon={FilePenLine}
          value={data.writes}
          label={t`Thao tác thêm, sửa, xóa`}
          testId="activity-writes"
        />
      </div>
      {data.writes === 0 ? (
        <WidgetEmpty
          icon={FilePenLine}
          title={<Trans>Chưa có thay đổi dữ liệu trong khoảng này</Trans>}
          hint={
            <Trans>
              Chọn khoảng thời gian dài hơn, hoặc thêm danh mục (kho, nhân viên…) để thấy hoạt động ở đây.
            </Trans>
          }
        />
      ) : (
        <LazyDailyChart
          label={t`Thao tác thêm, sửa, xóa`}
          points={data.days.map((day) => ({ day: day.day, value: day.writes }))}
        />
      )}
    </div>
  );
}
