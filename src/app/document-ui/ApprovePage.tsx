import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { menuById } from '../../contract/auth/menu.ts';
import { can } from '../../contract/auth/rules.ts';
import type { DocumentType } from '../../contract/documents/define.ts';
import { DRAFT, POSTED } from '../../contract/documents/statuses.ts';
import type { EntityRow } from '../entity-ui/entity-api.ts';
import { entityColumns } from '../entity-ui/entity-columns.tsx';
import { useEntityTitle } from '../entity-ui/entity-title.ts';
import { formatField } from '../entity-ui/format.ts';
import { ListScreenTable } from '../entity-ui/list/ListScreenTable.tsx';
import type { ListScreenColumn } from '../entity-ui/list/list-screen.ts';
import { useListScreen } from '../entity-ui/list/use-list-screen.ts';
import { session } from '../state/session.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { Button } from '../ui/Button.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { notify } from '../ui/toasts.ts';
import { approveMenuOf, approveScreen, type MoveOutcome, moveDocuments } from './approve-screen.ts';
import { StatusChip } from './DocumentListPage.tsx';
import { useStatuses } from './document-data.ts';

/** The header's list columns (status shown as its chip), each exported as the list shows it. */
function useApproveColumns(document: DocumentType, i18n: I18n): ListScreenColumn<EntityRow>[] {
  const statuses = useStatuses(document);
  return useMemo(() => {
    const { header } = document;
    const cells = {
      status: (row: EntityRow) => <StatusChip status={String(row.status)} statuses={statuses} />,
    };
    const shown = new Set<string>(header.list.columns);
    return entityColumns(header, i18n, cells)
      .filter((column) => header.fields[column.id])
      .map((column) => {
        const field = header.fields[column.id];
        return {
          ...column,
          hidden: !shown.has(column.id),
          text: (row: EntityRow) => (field ? formatField(i18n, column.id, field, row) : null),
        };
      });
  }, [document, i18n, statuses]);
}

/** One toast for a batch: how many moved, and each refusal with its number and reason. */
function report(outcome: MoveOutcome, done: string, refusedTitle: string) {
  if (outcome.moved.length > 0) notify('success', done, outcome.moved.join(', '));
  if (outcome.refused.length > 0)
    notify('danger', refusedTitle, outcome.refused.map((r) => `${r.so_ct}: ${r.message}`).join('\n'));
}

/**
 * /<module>/<path>/approve: the documents awaiting approval, chosen with check boxes and approved
 * (to the posted or approved status) or refused (back to draft) at once. Without the approve
 * right the list is read only; the server refuses the status change anyway (403).
 */
export function ApprovePage({ document }: { document: DocumentType }) {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(session);
  const mayApprove = Boolean(user) && can(session.user, approveMenuOf(document), 'edit');
  const named = useEntityTitle(document.header);
  // The approve screen's menu entry names it ('Duyệt phiếu thu bán hàng'); purchases have none.
  const entry = document.approveMenuId ? menuById(document.approveMenuId) : undefined;
  const title = entry ? i18n._(entry.title) : t`Duyệt ${named.title.toLowerCase()}`;
  const list = useListScreen(approveScreen(document), useApproveColumns(document, i18n));
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const statuses = useStatuses(document);
  const approvedName = statuses.find((s) => s.status === POSTED)?.ten_tt ?? t`Đã duyệt`;

  const move = async (rows: EntityRow[], status: string) => {
    setBusy(true);
    try {
      const outcome = await moveDocuments(document, rows, status);
      const done =
        status === DRAFT
          ? t`Đã trả về nháp ${outcome.moved.length} chứng từ`
          : t`${outcome.moved.length} chứng từ chuyển sang “${approvedName}”`;
      report(outcome, done, t`Không chuyển được ${outcome.refused.length} chứng từ`);
      list.setSelected(new Set());
      await queryClient.invalidateQueries({
        queryKey: ['session', session.tenant, 'entity', document.header.name],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-5 sm:gap-6">
      <PageHeader
        before={<Breadcrumbs items={[...named.crumbs.slice(0, -1), { label: title }]} />}
        title={title}
        description={<Trans>Chọn các chứng từ đang chờ duyệt rồi duyệt hoặc trả về nháp.</Trans>}
      />
      <ListScreenTable
        list={list}
        title={title}
        label={t`Chứng từ chờ duyệt`}
        searchLabel={t`Tìm chứng từ`}
        placeholder={t`Số chứng từ, diễn giải (F3)`}
        empty={<Trans>Không có chứng từ nào chờ duyệt</Trans>}
        selectionActions={
          mayApprove
            ? (chosen) => (
                <>
                  <Button size="sm" isDisabled={busy} onPress={() => void move(chosen, POSTED)}>
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    <Trans>Duyệt {chosen.length} chứng từ</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="tonal"
                    isDisabled={busy}
                    onPress={() => void move(chosen, DRAFT)}
                  >
                    <Undo2 aria-hidden="true" className="size-4" />
                    <Trans>Từ chối {chosen.length} chứng từ</Trans>
                  </Button>
                </>
              )
            : undefined
        }
      />
    </div>
  );
}
