import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight, FolderLock } from 'lucide-react';
import { entityByName } from '../../../../contract/entities/registry.ts';
import { screenPath } from '../../../../contract/entity/define.ts';
import { formatTotal } from '../../../entity-ui/format.ts';
import { dashboardQueries } from '../dashboard.queries.ts';
import { WidgetEmpty } from '../WidgetStates.tsx';

/**
 * How many rows each catalogue holds in the selected branches, each a link to its screen. The server
 * leaves out catalogues the user may not read; a count past the cap is the planner's estimate (≈).
 */
export function CountsList({
  entities,
  branches,
}: {
  entities: readonly string[];
  branches: readonly string[];
}) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(dashboardQueries.counts(entities, branches));
  if (data.items.length === 0)
    return (
      <WidgetEmpty
        icon={FolderLock}
        title={<Trans>Bạn chưa được xem danh mục nào ở đây</Trans>}
        hint={<Trans>Nhờ quản trị hệ thống cấp quyền xem các danh mục cần theo dõi.</Trans>}
      />
    );
  return (
    <ul className="-mx-2 grid">
      {data.items.map((item) => {
        const entity = entityByName(item.entity);
        return (
          <li key={item.entity}>
            <Link
              to={screenPath(entity) as never}
              className="flex items-center gap-3 rounded-md px-2 py-2 outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500"
            >
              <span className="min-w-0 flex-1 truncate text-sm text-ink">{i18n._(entity.title)}</span>
              <span className="font-semibold text-heading tabular-nums" data-testid={`count-${item.entity}`}>
                {formatTotal(item.total, item.total_exact)}
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
