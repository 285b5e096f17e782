import { type ReactNode, useMemo } from 'react';
import { documentByPath } from '../../contract/documents/registry.ts';
import type { Entity } from '../../contract/entity/define.ts';
import { EntityListPage, type ListCustom } from '../entity-ui/EntityListPage.tsx';
import type { EntityRow } from '../entity-ui/entity-api.ts';
import { DocumentFormDialog } from './DocumentFormDialog.tsx';
import { type StatusInfo, useStatuses } from './document-data.ts';

/** A status as a chip in its voucher-infos colour (a tint of it behind, the colour as a dot). */
export function StatusChip({ status, statuses }: { status: string; statuses: readonly StatusInfo[] }) {
  const info = statuses.find((s) => s.status === status);
  const colour = info?.mau ?? '#A8AAAE';
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium"
      // The text darker than the status colour: a light colour on its own tint is unreadable (WCAG AA).
      style={{ backgroundColor: `${colour}29`, color: `color-mix(in srgb, ${colour} 55%, black)` }}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ backgroundColor: colour }} />
      {info?.ten_tt ?? status}
    </span>
  );
}

/**
 * The list screen of a document type (design/documents.md §6): the header entity's data table with
 * date range, branch, counterpart and status filters, status chips, and the master-detail form.
 */
export function DocumentListPage({
  entity,
  actions,
  cells,
  form,
}: {
  entity: Entity;
  actions?: ReactNode;
  /** Cells of its own columns beside the status chip (an invoice order's e-invoice state). */
  cells?: ListCustom['cells'];
  /** A form of its own instead of the master-detail form (an invoice order picks bills, not products). */
  form?: ListCustom['form'];
}) {
  const document = documentByPath(entity.path);
  if (!document) throw new Error(`No document type at ${entity.path}`);
  const statuses = useStatuses(document);
  const custom = useMemo<ListCustom>(
    () => ({
      cells: {
        ...cells,
        status: (row: EntityRow) => <StatusChip status={String(row.status ?? '')} statuses={statuses} />,
      },
      choices: { status: statuses.map((s) => ({ id: s.status, label: s.ten_tt })) },
      actions,
      form: form ?? ((props) => <DocumentFormDialog document={document} {...props} />),
    }),
    [document, statuses, actions, cells, form],
  );
  return <EntityListPage entity={entity} custom={custom} />;
}
