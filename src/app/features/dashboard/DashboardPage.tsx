import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { menuPath } from '../../../contract/auth/menu.ts';
import type { DateRange, PeriodPreset } from '../../../contract/domain/period.ts';
import { branchState } from '../../state/branch.ts';
import { serverTime } from '../../state/server-time.ts';
import { session } from '../../state/session.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { businessToday } from './dashboard-prefetch.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { DEFAULT_PERIOD, type PeriodSearch, periodRange } from './period-search.ts';
import { type DashboardId, widgetsFor } from './registry.ts';
import { WidgetFrame } from './WidgetFrame.tsx';
import { WidgetEmpty } from './WidgetStates.tsx';

function useToday(): string {
  return businessToday(useSnapshot(serverTime));
}

/**
 * A dashboard: its title, the period picker and the grid of the widgets registered for it that the
 * user may see. Each widget loads, fails and retries on its own (WidgetFrame).
 */
export function DashboardPage({
  dashboard,
  search,
  onSearch,
}: {
  dashboard: DashboardId;
  search: PeriodSearch;
  onSearch: (search: PeriodSearch) => void;
}) {
  const { i18n } = useLingui();
  const { user } = useSnapshot(session);
  const { branchs } = useSnapshot(branchState);
  const today = useToday();
  const range = periodRange(search, today);
  const trail = menuPath(`dashboard.${dashboard}`).map((entry) => ({ label: i18n._(entry.title) }));
  const widgets = widgetsFor(dashboard, user ? session.user : null);
  const queryClient = useQueryClient();
  // The route's loader asked already; a change of branches (not in the address) asks here.
  for (const widget of widgets) widget.prefetch?.(queryClient, { period: range, branches: branchs });
  const change = (preset: PeriodPreset, next?: DateRange) =>
    onSearch(
      preset === 'custom' && next
        ? { period: preset, from: next.fromDate, to: next.toDate }
        : { period: preset === DEFAULT_PERIOD || preset === 'custom' ? undefined : preset },
    );
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={trail} />}
        title={trail.at(-1)?.label ?? ''}
        actions={<PeriodPicker preset={search.period ?? DEFAULT_PERIOD} range={range} onChange={change} />}
      />
      {widgets.length === 0 ? (
        <div className="rounded-card bg-surface p-6 shadow-card">
          <WidgetEmpty
            icon={LayoutGrid}
            title={<Trans>Chưa có tiện ích nào để hiển thị</Trans>}
            hint={<Trans>Các tiện ích xuất hiện khi bạn được cấp quyền vào các chức năng tương ứng.</Trans>}
          />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 md:gap-6 xl:grid-cols-12">
          {widgets.map((widget) => (
            <WidgetFrame key={widget.id} widget={widget} period={range} branches={branchs} />
          ))}
        </div>
      )}
    </div>
  );
}
