import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Entity } from '../../contract/entity/define.ts';
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { eagerLazy } from '../ui/eager-lazy.ts';
import { LastUpdated } from '../ui/LastUpdated.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import type { SelectOption } from '../ui/Select.tsx';
import { useMinWidth } from '../ui/use-min-width.ts';
import { DeleteRecordsDialog } from './DeleteRecordsDialog.tsx';
import { EntityFilters, useEntityFilterChips } from './EntityFilters.tsx';
import { EntityTable } from './EntityTable.tsx';
import type { EntityRow } from './entity-api.ts';
import { type EntityRights, useEntityRights } from './entity-rights.ts';
import { useEntityTitle } from './entity-title.ts';
import { ExcelActions } from './excel/ExcelActions.tsx';
import { FormPendingDrawer } from './form/FormPendingDrawer.tsx';
import { listParams, NEW_RECORD, presetFromFilters } from './list-search.ts';
import { PendingWrites } from './PendingWrites.tsx';
import { ColumnSettingsPopup, TableSettingsDialog } from './table/ColumnSettingsPopup.tsx';
import { DataTableFooter } from './table/DataTableFooter.tsx';
import { DataTableToolbar } from './table/DataTableToolbar.tsx';
import { type EntityList, useEntityList } from './use-entity-list.ts';

const NO_RIGHTS: EntityRights = { add: false, edit: false, del: false };

/** What a screen built on the list changes: cells drawn its way, filter choices, its own form. */
export interface ListCustom {
  readonly cells?: Readonly<Record<string, (row: EntityRow) => ReactNode>>;
  /** A filter offered as a choice (a document's statuses) instead of a box to type in. */
  readonly choices?: Readonly<Record<string, readonly SelectOption[]>>;
  /**
   * The form opened by `?edit=` in place of the entity form (a document's master-detail form);
   * `onOpen` turns it to a record (the one a create just saved) in place of this address.
   */
  readonly form?: (props: {
    id: string;
    rights: EntityRights;
    onClose: () => void;
    onOpen: (id: string) => void;
  }) => ReactNode;
  /** A row opens this (a profile page) instead of the form; the row then offers no edit button. */
  readonly open?: (row: EntityRow) => void;
  /** The add button's label and where it goes, instead of the form over the list. */
  readonly add?: { readonly label: ReactNode; readonly onPress: () => void };
  /** What the search box says it searches. */
  readonly searchLabel?: string;
  /** More actions of the screen beside the add button (a recompute, an approve screen). */
  readonly actions?: ReactNode;
  /** Actions on the chosen rows beside delete (each draws its own popup); rows become choosable. */
  readonly bulk?: (chosen: readonly EntityRow[], rights: EntityRights) => ReactNode;
}

/*
 * The form with its inputs (lookups, uploads, date and time pickers) is fetched once the list is
 * on screen, not before its rows: a list opens first, and its popups are ready by the time they
 * are asked for. Asked for sooner (a reload on `?edit=`), the form shows its pending drawer.
 */
const EntityFormDialog = eagerLazy(() =>
  import('./form/EntityFormDialog.tsx').then((module) => module.EntityFormDialog),
);

/** Which of the list's own popups is open: the rows asked to be deleted, the column settings. */
function useListPopups() {
  const [deleting, setDeleting] = useState<EntityRow[] | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return { deleting, setDeleting, settingsOpen, setSettingsOpen };
}

/** The popups of the list: column settings, delete confirmation, and the form. */
function ListDialogs({
  entity,
  list,
  rights,
  popups: { deleting, setDeleting, settingsOpen, setSettingsOpen },
  form,
}: {
  form: ListCustom['form'];
  entity: Entity;
  list: EntityList;
  rights: EntityRights;
  popups: ReturnType<typeof useListPopups>;
}) {
  const closeForm = () => list.setSearch({ edit: undefined });
  const openRecord = (id: string) => list.setSearch({ edit: id }, true);
  useEffect(() => {
    for (const popup of [EntityFormDialog, TableSettingsDialog]) void popup.preload().catch(() => undefined);
  }, []);
  return (
    <>
      <ColumnSettingsPopup isOpen={settingsOpen} onOpenChange={setSettingsOpen} columns={list.columns} />
      <DeleteRecordsDialog
        entity={entity}
        rows={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(ids) => list.setSelected(new Set([...list.selected].filter((id) => !ids.includes(id))))}
      />
      {list.search.edit !== undefined && form
        ? form({ id: list.search.edit, rights, onClose: closeForm, onOpen: openRecord })
        : null}
      {list.search.edit === undefined || form ? null : (
        <Suspense fallback={<FormPendingDrawer onClose={closeForm} />}>
          <EntityFormDialog
            entity={entity}
            id={list.search.edit}
            rights={rights}
            onClose={closeForm}
            preset={presetFromFilters(entity, list.search)}
          />
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
  custom = {},
}: {
  entity: Entity;
  title?: string;
  crumbs?: Crumb[];
  readOnly?: boolean;
  custom?: ListCustom;
}) {
  const { t } = useLingui();
  const named = useEntityTitle(entity);
  const held = useEntityRights(entity);
  const rights = readOnly ? NO_RIGHTS : held;
  const list = useEntityList(entity, custom.cells);
  const popups = useListPopups();
  const chosen = (list.query.data?.items ?? []).filter((row) => list.selected.has(row.id));
  const chosenOnPage = chosen.length;
  const heading = title ?? named.title;
  const wide = useMinWidth('md');
  const chips = useEntityFilterChips(entity, list.search, custom.choices);
  // The chosen rows' actions: in the toolbar on a wide screen, in the cards' bottom bar on a phone.
  const bulk = (rows: EntityRow[]) => {
    const count = rows.length;
    return (
      <>
        {custom.bulk?.(rows, rights)}
        {rights.del ? (
          <Button variant="tonal" size="sm" onPress={() => popups.setDeleting(rows)}>
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Xóa {count} dòng đã chọn</Trans>
          </Button>
        ) : null}
      </>
    );
  };
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={crumbs ?? named.crumbs} />}
        title={heading}
        actions={
          custom.actions || rights.add ? (
            <>
              {custom.actions}
              {rights.add ? (
                <Button onPress={custom.add?.onPress ?? (() => list.setSearch({ edit: NEW_RECORD }))}>
                  <Plus aria-hidden="true" className="size-4" />
                  {custom.add?.label ?? <Trans>Thêm mới</Trans>}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      <section aria-label={heading} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
        <DataTableToolbar
          state={list.state}
          search={list.search}
          setSearch={list.setSearch}
          searchLabel={custom.searchLabel ?? t`Tìm kiếm`}
          withDates={Boolean(entity.dateField)}
          filters={
            entity.filters?.length
              ? (draft) => <EntityFilters entity={entity} draft={draft} choices={custom.choices} />
              : undefined
          }
          chips={chips}
          onSettings={() => popups.setSettingsOpen(true)}
        >
          <ExcelActions
            entity={entity}
            params={listParams(entity, list.search)}
            columns={list.columns.shown.map((column) => ({ id: column.id, label: column.label }))}
            canImport={rights.add && !entity.readOnly && !entity.noImport}
          />
          {chosenOnPage > 0 && wide ? bulk(chosen) : null}
        </DataTableToolbar>
        <LastUpdated answer={list.query} className="px-4 pb-2 sm:px-5" />
        <PendingWrites entity={entity} />
        <EntityTable
          entity={entity}
          list={list}
          rights={custom.open ? { ...rights, edit: false } : rights}
          onDelete={popups.setDeleting}
          onOpen={custom.open}
          selectable={rights.del || Boolean(custom.bulk)}
          bulk={bulk}
        />
        <DataTableFooter
          state={list.state}
          search={list.search}
          total={list.query.data?.total ?? 0}
          exact={list.query.data?.total_exact ?? true}
          cards={entity.list.phoneCards !== false}
        />
      </section>
      <ListDialogs entity={entity} list={list} rights={rights} popups={popups} form={custom.form} />
    </div>
  );
}
