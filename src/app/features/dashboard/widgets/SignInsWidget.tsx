import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { formatNumber } from '../../../entity-ui/format.ts';
import { dashboardQueries } from '../dashboard.queries.ts';
import type { WidgetProps } from '../registry.ts';
import { WidgetEmpty } from '../WidgetStates.tsx';
import { LazyDailyChart } from './LazyDailyChart.tsx';
import { WidgetFigure } from './WidgetFigure.tsx';

/** Sign-ins per day of the period (the same query as the activity widget, asked once). */
export function SignInsWidget({ period, branches }: WidgetProps) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(dashboardQueries.activity(period, branches));
  if (data.sign_ins === 0)
    return (
      <WidgetEmpty
        icon={LogIn}
        title={<Trans>Chưa có lượt đăng nhập</Trans>}
        hint={<Trans>Chọn khoảng thời gian khác hoặc thêm chi nhánh để xem lượt đăng nhập.</Trans>}
      />
    );
  return (
    <div className="grid gap-3">
      <WidgetFigure value={formatNumber(data.sign_ins)} label={t`lượt đăng nhập`} testId="sign-ins-total" />
      <LazyDailyChart
        kind="area"
        label={t`Lượt đăng nhập`}
        points={data.days.map((day) => ({ day: day.day, value: day.sign_ins }))}
      />
    </div>
  );
}
