import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import type { Entity } from '../../contract/entity/define.ts';
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { eagerLazy } from '../ui/eager-lazy.ts';
import { LastUpdated } from '../ui/LastUpdated.tsx';
import { LoadingWhileMounted } from '../ui/LoadingOverlay.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { DeleteRecordsDialog } from './DeleteRecordsDialog.tsx';
import { EntityFilters } from './EntityFilters.tsx';
import { EntityTable } from './EntityTable.tsx';
import type { EntityRow } from './entity-api.ts';
import { type EntityRights, useEntityRights } from './entity-rights.ts';
import { useEntityTitle } from './entity-title.ts';
import { ExcelActions } from './excel/ExcelActions.tsx';
import { FormPendingDrawer } from './form/FormPendingDrawer.tsx';
import { listParams, NEW_RECORD } from './list-search.ts';
import { PendingWrites } from './PendingWrites.tsx';
import { DataTableFooter } from './table/DataTableFooter.tsx';
import { DataTableToolbar } from './table/DataTableToolbar.tsx';
import { type EntityList, useEntityList } from './use-entity-list.ts';

const NO_RIGHTS: EntityRights = { add: false, edit: false, del: false };

/*
 * The form with its inputs (lookups, uploads, date and time pickers) and the column settings with
 * their number field are fetched once the list is on screen, not before its rows: a list opens
 * first, and its popups are ready by the time they are asked for. Asked for sooner (a reload on
 * `?edit=`), the form shows its pending drawer and the settings the loading overlay meanwhile.
 */
const EntityFormDialog = eagerLazy(() =>
  import('./form/EntityFormDialog.tsx').then((module) => module.EntityFormDialog),
);
const TableSettingsDialog = eagerLazy(() =>
  import('./table/TableSettingsDialog.tsx').then((module) => module.TableSettingsDialog),
);

/** The popups of the list: column settings, delete confirmation, and the form. */
function ListDialogs({
  entity,
  list,
  rights,
  deleting,
  setDeleting,
  settingsOpen,
  setSettingsOpen,
}: {
  entity: Entity;
  list: EntityList;
  rights: EntityRights;
  deleting: EntityRow[] | null;
  setDeleting: (rows: EntityRow[] | null) => void;
  settingsOpen: boolean;
  setSettingsOpen: (open: boolean) => void;
}) {
  const { columns } = list;
  const closeForm = () => list.setSearch({ edit: undefined });
  useEffect(() => {
    for (const popup of [EntityFormDialog, TableSettingsDialog]) void popup.preload().catch(() => undefined);
  }, []);
  return (
    <>
      {settingsOpen ? (
        <Suspense fallback={<LoadingWhileMounted />}>
          <TableSettingsDialog
            isOpen
            onOpenChange={setSettingsOpen}
            layout={columns.layout}
            defaults={columns.defaults}
            labels={new Map(columns.all.map((c) => [c.id, c.label]))}
            onSave={columns.settings.save}
            saving={columns.settings.saving}
          />
        </Suspense>
      ) : null}
      <DeleteRecordsDialog
        entity={entity}
        rows={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(ids) => list.setSelected(new Set([...list.selected].filter((id) => !ids.includes(id))))}
      />
      {list.search.edit === undefined ? null : (
        <Suspense fallback={<FormPendingDrawer onClose={closeForm} />}>
          <EntityFormDialog entity={entity} id={list.search.edit} rights={rights} onClose={closeForm} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The list screen of a declared entity: title and breadcrumb, the data table, and the form over
 * it. `readOnly` (reports) offers no add, edit or delete whatever the user's rights.
 */
export function EntityListPage({
  entity,
  title,
  crumbs,
  readOnly = false,
}: {
  entity: Entity;
  title?: string;
  crumbs?: Crumb[];
  readOnly?: boolean;
}) {
  const { t } = useLingui();
  const named = useEntityTitle(entity);
  const held = useEntityRights(entity);
  const rights = readOnly ? NO_RIGHTS : held;
  const list = useEntityList(entity);
  const [deleting, setDeleting] = useState<EntityRow[] | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const chosen = (list.query.data?.items ?? []).filter((row) => list.selected.has(row.id));
  const count = chosen.length;
  const heading = title ?? named.title;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={crumbs ?? named.crumbs} />}
        title={heading}
        actions={
          rights.add ? (
            <Button onPress={() => list.setSearch({ edit: NEW_RECORD })}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Thêm mới</Trans>
            </Button>
          ) : null
        }
      />
      <section aria-label={heading} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
        <DataTableToolbar
          state={list.state}
          search={list.search}
          searchLabel={t`Tìm kiếm`}
          withDates={Boolean(entity.dateField)}
          filters={<EntityFilters entity={entity} search={list.search} setSearch={list.setSearch} />}
          onSettings={() => setSettingsOpen(true)}
        >
          <ExcelActions
            entity={entity}
            params={listParams(entity, list.search)}
            columns={list.columns.shown.map((column) => ({ id: column.id, label: column.label }))}
            canImport={rights.add && !entity.readOnly}
          />
          {count > 0 ? (
            <Button variant="tonal" size="sm" onPress={() => setDeleting(chosen)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Xóa {count} dòng đã chọn</Trans>
            </Button>
          ) : null}
        </DataTableToolbar>
        <LastUpdated answer={list.query} className="px-4 pb-2 sm:px-5" />
        <PendingWrites entity={entity} />
        <EntityTable entity={entity} list={list} rights={rights} onDelete={setDeleting} />
        <DataTableFooter
          state={list.state}
          search={list.search}
          total={list.query.data?.total ?? 0}
          exact={list.query.data?.total_exact ?? true}
        />
      </section>
      <ListDialogs
        entity={entity}
        list={list}
        rights={rights}
        deleting={deleting}
        setDeleting={setDeleting}
        settingsOpen={settingsOpen}
        setSettingsOpen={setSettingsOpen}
      />
    </div>
  );
}
