import { useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import type { Entity } from '../../contract/entity/define.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { type EntityRow, entityListQuery } from './entity-api.ts';
import type { EntityRights } from './entity-rights.ts';
import { listParams } from './list-search.ts';
import { RecordDetails } from './RecordDetails.tsx';
import type { DataColumn } from './table/columns.ts';
import { DataTable } from './table/DataTable.tsx';
import type { PhoneCards, RowMenuItem } from './table/phone-cards.ts';
import type { EntityList } from './use-entity-list.ts';

const actionClass =
  'grid size-7 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-primary-50 hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary-500';

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

/** A card's menu: the row's edit and delete, each only for a user who holds the right. */
function rowMenu(rights: EntityRights, edit: string, del: string, onEdit: () => void, onDelete: () => void) {
  const items: RowMenuItem[] = [];
  if (rights.edit) items.push({ id: 'edit', label: edit, onAction: onEdit });
  if (rights.del) items.push({ id: 'delete', label: del, danger: true, onAction: onDelete });
  return items;
}

/** The rows of the page (or what stands in for them: the outline, the error with "Thử lại"). */
export function EntityTable({
  entity,
  list,
  rights,
  onDelete,
  onOpen,
  selectable = rights.del,
  bulk,
}: {
  entity: Entity;
  list: EntityList;
  rights: EntityRights;
  onDelete: (rows: EntityRow[]) => void;
  /** Opens a row (default: the form over the list, `?edit=<id>`); a bespoke screen's own page. */
  onOpen?: (row: EntityRow) => void;
  /** Rows may be chosen (default: for deleting); bulk actions of a bespoke screen choose too. */
  selectable?: boolean;
  /** The actions on the cards chosen in a phone's select mode. */
  bulk?: PhoneCards<EntityRow>['bulk'];
}) {
  const { t, i18n } = useLingui();
  const { query, columns, search } = list;
  const what = i18n._(entity.title);
  const searchKey = search.searchKey;
  const open = onOpen ?? ((row: EntityRow) => list.setSearch({ edit: row.id }));
  if (query.isError && !query.data) {
    return (
      <div className="px-4 pb-4 sm:px-5">
        <RetryAlert message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <TableSkeleton />;
  const withActions = rights.edit || rights.del;
  const shown = withActions
    ? [...columns.shown, actionsColumn(rights, open, (row) => onDelete([row]))]
    : columns.shown;
  const unselectable = entity.unselectable;
  const params = listParams(entity, search);
  const phone: PhoneCards<EntityRow> = {
    off: entity.list.phoneCards === false,
    pageIndex: search.pageIndex,
    page: (pageIndex) => entityListQuery(entity, { ...params, pageIndex }),
    secondary: entity.list.cardColumns,
    menu: (row) =>
      rowMenu(
        rights,
        t`Sửa`,
        t`Xóa`,
        () => open(row),
        () => onDelete([row]),
      ),
    bulk: selectable ? bulk : undefined,
  };
  return (
    <DataTable
      label={t`Danh sách ${what}`}
      columns={shown}
      rows={query.data.items}
      rowKey={(row) => row.id}
      busy={query.isPlaceholderData}
      sort={list.state.sort}
      onSortChange={list.state.setSort}
      selectedKeys={selectable ? list.selected : undefined}
      onSelectionChange={selectable ? list.setSelected : undefined}
      isSelectable={unselectable ? (row) => row[unselectable.field] !== unselectable.equals : undefined}
      expandedKeys={list.expanded}
      onExpandedChange={list.setExpanded}
      renderExpanded={(row) => (
        <RecordDetails entity={entity} row={row} shown={new Set(columns.shown.map((c) => c.id))} />
      )}
      onRowAction={open}
      phone={phone}
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
