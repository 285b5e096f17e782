import { Trans } from '@lingui/react/macro';
import type { Entity } from '../../contract/entity/define.ts';
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { TableSkeleton } from './EntityTable.tsx';
import { useEntityTitle } from './entity-title.ts';

/** The outline of a list screen while its first page loads (the route's pending state). */
export function ListPageSkeleton({ title, crumbs }: { title: string; crumbs: readonly Crumb[] }) {
  return (
    <div className="grid gap-5 sm:gap-6" aria-busy="true">
      <PageHeader before={<Breadcrumbs items={crumbs} />} title={title} />
      <div className="rounded-card bg-surface shadow-card">
        <p role="status" className="sr-only">
          <Trans>Đang tải dữ liệu…</Trans>
        </p>
        <TableSkeleton rows={8} />
      </div>
    </div>
  );
}

/** The outline of an entity's list screen. */
export function EntityListSkeleton({ entity }: { entity: Entity }) {
  const { title, crumbs } = useEntityTitle(entity);
  return <ListPageSkeleton title={title} crumbs={crumbs} />;
}
