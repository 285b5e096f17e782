import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { Entity } from '../../contract/entity/define.ts';
import { Alert } from '../ui/Alert.tsx';
import { Breadcrumbs, type Crumb } from '../ui/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { DeleteRecordsDialog } from './DeleteRecordsDialog.tsx';
import { EntityFilters } from './EntityFilters.tsx';
import type { EntityRow } from './entity-api.ts';
import { type EntityRights, useEntityRights } from './entity-rights.ts';
import { useEntityTitle } from './entity-title.ts';
import { EntityFormDialog } from './form/EntityFormDialog.tsx';
import { NEW_RECORD } from './list-search.ts';
import { RecordDetails } from './RecordDetails.tsx';
import type { DataColumn } from './table/columns.ts';
import { DataTable } from './table/DataTable.tsx';
import { DataTableFooter } from './table/DataTableFooter.tsx';
import { DataTableToolbar } from './table/DataTableToolbar.tsx';
import { TableSettingsDialog } from './table/TableSettingsDialog.tsx';
import { type EntityList, useEntityList } from './use-entity-list.ts';

const actionClass =
  'grid size-7 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-primary-50 hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500';

/** The last column: edit and delete, each only for a user who holds the right. */
function actionsColumn(
  rights: EntityRights,
  edit: (row: EntityRow) => void,
  remove: (row: EntityRow) => void,
) {
  return {
    id: '__actions',
    label: '',
    width: (rights.edit ? 36 : 0) + (rights.del ? 36 : 0) + 16,
    align: 'end',
    cell: (row) => <RowActions rights={rights} onEdit={() => edit(row)} onDelete={() => remove(row)} />,
  } satisfies DataColumn<EntityRow>;
}

function RowActions({
  rights,
  onEdit,
  onDelete,
}: {
  rights: EntityRights;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <span className="flex items-center gap-1">
      {rights.edit ? (
        <AriaButton aria-label={t`Sửa`} onPress={onEdit} className={actionClass}>
          <Pencil aria-hidden="true" className="size-4" />
        </AriaButton>
      ) : null}
      {rights.del ? (
        <AriaButton
          aria-label={t`Xóa`}
          onPress={onDelete}
          className={`${actionClass} hover:bg-danger-50 hover:text-danger`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </AriaButton>
      ) : null}
    </span>
  );
}

function TableArea({
  entity,
  list,
  rights,
  onDelete,
}: {
  entity: Entity;
  list: EntityList;
  rights: EntityRights;
  onDelete: (rows: EntityRow[]) => void;
}) {
  const { t, i18n } = useLingui();
  const { query, columns, search } = list;
  const what = i18n._(entity.title);
  const searchKey = search.searchKey;
  const open = (row: EntityRow) => list.setSearch({ edit: row.id });
  if (query.isError && !query.data) {
    return (
      <div className="px-4 pb-4 sm:px-5">
        <Alert>
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onPress={() => void query.refetch()}>
            <Trans>Thử lại</Trans>
          </Button>
        </Alert>
      </div>
    );
  }
  if (!query.data) return <TableSkeleton />;
  const withActions = rights.edit || rights.del;
  const shown = withActions
    ? [...columns.shown, actionsColumn(rights, open, (row) => onDelete([row]))]
    : columns.shown;
  const unselectable = entity.unselectable;
  return (
    <DataTable
      label={t`Danh sách ${what}`}
      columns={shown}
      rows={query.data.items}
      rowKey={(row) => row.id}
      busy={query.isPlaceholderData}
      sort={list.state.sort}
      onSortChange={list.state.setSort}
      selectedKeys={rights.del ? list.selected : undefined}
      onSelectionChange={rights.del ? list.setSelected : undefined}
      isSelectable={unselectable ? (row) => row[unselectable.field] !== unselectable.equals : undefined}
      expandedKeys={list.expanded}
      onExpandedChange={list.setExpanded}
      renderExpanded={(row) => (
        <RecordDetails entity={entity} row={row} shown={new Set(columns.shown.map((c) => c.id))} />
      )}
      onRowAction={open}
      empty={searchKey ? t`Không tìm thấy dòng nào khớp với “${searchKey}”` : t`Chưa có dữ liệu`}
    />
  );
}

export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="grid">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={i} className="flex items-center gap-4 border-b border-line px-5 py-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20 max-sm:hidden" />
        </div>
      ))}
    </div>
  );
}

/** The list screen of a declared entity: title, breadcrumb, the data table and the form over it. */
export function EntityListPage({
  entity,
  title,
  crumbs,
}: {
  entity: Entity;
  title?: string;
  crumbs?: Crumb[];
}) {
  const { t } = useLingui();
  const named = useEntityTitle(entity);
  const rights = useEntityRights(entity);
  const list = useEntityList(entity);
  const [deleting, setDeleting] = useState<EntityRow[] | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const rows = list.query.data?.items ?? [];
  const chosen = rows.filter((row) => list.selected.has(row.id));
  const count = chosen.length;
  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={crumbs ?? named.crumbs} />}
        title={title ?? named.title}
        actions={
          rights.add ? (
            <Button onPress={() => list.setSearch({ edit: NEW_RECORD })}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Thêm mới</Trans>
            </Button>
          ) : null
        }
      />
      <section
        aria-label={title ?? named.title}
        className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card"
      >
        <DataTableToolbar
          state={list.state}
          search={list.search}
          searchLabel={t`Tìm kiếm`}
          withDates={Boolean(entity.dateField)}
          filters={<EntityFilters entity={entity} search={list.search} setSearch={list.setSearch} />}
          onSettings={() => setSettingsOpen(true)}
        >
          {chosen.length > 0 ? (
            <Button variant="tonal" size="sm" onPress={() => setDeleting(chosen)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <Trans>Xóa {count} dòng đã chọn</Trans>
            </Button>
          ) : null}
        </DataTableToolbar>
        <TableArea entity={entity} list={list} rights={rights} onDelete={setDeleting} />
        <DataTableFooter
          state={list.state}
          search={list.search}
          total={list.query.data?.total ?? 0}
          exact={list.query.data?.total_exact ?? true}
        />
      </section>
      {settingsOpen ? (
        <TableSettingsDialog
          isOpen
          onOpenChange={setSettingsOpen}
          layout={list.columns.layout}
          defaults={list.columns.defaults}
          labels={new Map(list.columns.all.map((c) => [c.id, c.label]))}
          onSave={list.columns.settings.save}
          saving={list.columns.settings.saving}
        />
      ) : null}
      <DeleteRecordsDialog
        entity={entity}
        rows={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(ids) => list.setSelected(new Set([...list.selected].filter((id) => !ids.includes(id))))}
      />
      <EntityFormDialog
        entity={entity}
        id={list.search.edit}
        rights={rights}
        onClose={() => list.setSearch({ edit: undefined })}
      />
    </div>
  );
}
