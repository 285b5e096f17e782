import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileDown, FileUp } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Entity } from '../../../contract/entity/define.ts';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/toasts.ts';
import type { EntityListParams } from '../entity-api.ts';
import type { ExportColumn } from './export-rows.ts';

// The Excel libraries load only when a button is pressed: the list screen's chunk stays light.
const ExportDialog = lazy(() =>
  import('./ExportDialog.tsx').then((m) => ({ default: m.EntityExportDialog })),
);
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));

/**
 * The list's Excel buttons: "Xuất Excel" for everyone who sees the list; "Nhập Excel" and
 * "Tải mẫu" only with the add right (the server checks it again).
 */
export function ExcelActions({
  entity,
  params,
  columns,
  canImport,
}: {
  entity: Entity;
  params: EntityListParams;
  columns: readonly ExportColumn[];
  canImport: boolean;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  const template = async () => {
    try {
      const [{ saveTemplate }, { exportFileName }] = await Promise.all([
        import('./export-rows.ts'),
        import('./sheet.ts'),
      ]);
      await saveTemplate(i18n, entity, exportFileName(t`Mẫu nhập ${i18n._(entity.title)}`, ''));
    } catch (error) {
      notify('danger', error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => setOpen('export')}>
        <FileDown aria-hidden="true" className="size-4" />
        <Trans>Xuất Excel</Trans>
      </Button>
      {canImport ? (
        <>
          <Button variant="outline" size="sm" onPress={() => setOpen('import')}>
            <FileUp aria-hidden="true" className="size-4" />
            <Trans>Nhập Excel</Trans>
          </Button>
          <Button variant="ghost" size="sm" onPress={() => void template()}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Tải mẫu</Trans>
          </Button>
        </>
      ) : null}
      <Suspense fallback={null}>
        {open === 'export' ? (
          <ExportDialog entity={entity} params={params} columns={columns} onClose={() => setOpen(null)} />
        ) : null}
        {open === 'import' ? <ImportDialog entity={entity} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
