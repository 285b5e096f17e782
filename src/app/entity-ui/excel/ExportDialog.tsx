import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Entity } from '../../../contract/entity/define.ts';
import type { ListParams } from '../../../contract/list/list-query.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { notify } from '../../ui/toasts.ts';
import type { EntityListParams } from '../entity-api.ts';
import { formatNumber } from '../format.ts';
import type { ListScreen, ListScreenColumn } from '../list/list-screen.ts';
import { saveSheet } from './excel-file.ts';
import {
  type ExportColumn,
  type ExportProgress,
  entityPages,
  fetchAllPages,
  type PageFetcher,
  saveRows,
} from './export-rows.ts';
import { type ExportCell, exportFileName } from './sheet.ts';
import { businessToday } from './today.ts';

/**
 * "Xuất Excel": fetches every row of the current filter, search and sort page by page with a
 * progress bar, then downloads `<title>-<yyyymmdd>.xlsx` (`save` writes it). "Hủy" stops between
 * pages; nothing is saved. Any list: an entity's (ExcelActions) or a bespoke one (ListScreenTable).
 */
export function ExportDialog<R>({
  title,
  pages,
  save,
  onClose,
}: {
  title: string;
  pages: PageFetcher<R>;
  save: (rows: readonly R[], fileName: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [progress, setProgress] = useState<ExportProgress>({ done: 0, total: null });
  const [error, setError] = useState<string | null>(null);
  const controller = useRef(new AbortController());

  // One export per opening: the list's state is taken as it was when the button was pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, see above
  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    (async () => {
      const rows = await fetchAllPages(pages, abort.signal, setProgress);
      await save(rows, exportFileName(title, businessToday()));
      notify('success', t`Đã xuất ${formatNumber(rows.length)} dòng ra Excel`);
      onClose();
    })().catch((failure: unknown) => {
      if (abort.signal.aborted) return;
      setError(failure instanceof Error ? failure.message : String(failure));
    });
    return () => abort.abort();
  }, []);

  const cancel = () => {
    controller.current.abort();
    onClose();
  };
  const total = progress.total;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => (open ? undefined : cancel())}
      title={<Trans>Xuất Excel: {title}</Trans>}
      actions={
        <Button variant="outline" onPress={cancel}>
          {error ? <Trans>Đóng</Trans> : <Trans>Hủy</Trans>}
        </Button>
      }
    >
      {error ? (
        <Alert>{error}</Alert>
      ) : (
        <ProgressBar
          label={t`Đang tải dữ liệu`}
          value={total === null ? undefined : progress.done}
          maxValue={total ?? 1}
          valueLabel={total === null ? '' : t`${formatNumber(progress.done)} / ${formatNumber(total)} dòng`}
        />
      )}
    </ModalDialog>
  );
}

/** The export of an entity list: its pages as filtered on screen, cells by field kind. */
export function EntityExportDialog({
  entity,
  params,
  columns,
  onClose,
}: {
  entity: Entity;
  params: EntityListParams;
  columns: readonly ExportColumn[];
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <ExportDialog
      title={i18n._(entity.title)}
      pages={entityPages(entity, params)}
      save={(rows, fileName) => saveRows(i18n, entity, columns, rows, fileName)}
      onClose={onClose}
    />
  );
}

/** The export of a bespoke list (list/ListScreenTable.tsx): the shown columns that read as text. */
export function ListExportDialog<R>({
  screen,
  params,
  title,
  columns,
  onClose,
}: {
  screen: ListScreen<R>;
  params: ListParams;
  title: string;
  columns: readonly ListScreenColumn<R>[];
  onClose: () => void;
}) {
  const exported = columns.filter((column) => column.text);
  const cell = (value: string | number | null): ExportCell | null =>
    value === null || value === '' ? null : { type: typeof value === 'number' ? Number : String, value };
  return (
    <ExportDialog
      title={title}
      pages={(pageIndex, pageSize, signal) => screen.fetchPage({ ...params, pageIndex, pageSize }, signal)}
      save={(rows, fileName) =>
        saveSheet(
          exported.map((column) => column.label),
          rows.map((row) => exported.map((column) => cell(column.text?.(row) ?? null))),
          fileName,
          title,
        )
      }
      onClose={onClose}
    />
  );
}
