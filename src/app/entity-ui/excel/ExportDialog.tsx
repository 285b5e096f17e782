import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Entity } from '../../../contract/entity/define.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { notify } from '../../ui/toasts.ts';
import type { EntityListParams } from '../entity-api.ts';
import { formatNumber } from '../format.ts';
import { type ExportColumn, type ExportProgress, fetchAllRows, saveRows } from './export-rows.ts';
import { exportFileName } from './sheet.ts';
import { businessToday } from './today.ts';

/**
 * "Xuất Excel": fetches every row of the current filter, search and sort page by page with a
 * progress bar, then downloads `<title>-<yyyymmdd>.xlsx`. "Hủy" stops between pages; nothing is saved.
 */
export function ExportDialog({
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
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<ExportProgress>({ done: 0, total: null });
  const [error, setError] = useState<string | null>(null);
  const controller = useRef(new AbortController());
  const title = i18n._(entity.title);

  // One export per opening: the list's state is taken as it was when the button was pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, see above
  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    (async () => {
      const rows = await fetchAllRows(entity, params, abort.signal, setProgress);
      await saveRows(i18n, entity, columns, rows, exportFileName(title, businessToday()));
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
