import { Trans, useLingui } from '@lingui/react/macro';
import { FileSpreadsheet } from 'lucide-react';
import { DropZone, FileTrigger } from 'react-aria-components';
import type { Entity } from '../../../contract/entity/define.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { formatNumber } from '../format.ts';
import { ColumnMapping } from './ColumnMapping.tsx';
import { ImportReview } from './ImportReview.tsx';
import { type ImportState, useImport } from './use-import.ts';

const XLSX_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Step 1: drop a file or choose one (.xlsx); it is read in the browser, nothing is sent yet. */
function PickFile({ state }: { state: ImportState }) {
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void state.readFile(file);
  };
  return (
    <DropZone
      getDropOperation={(types) => (types.has(XLSX_TYPES[0] as string) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        const item = event.items.find((i) => i.kind === 'file');
        if (item?.kind === 'file') void state.readFile(await item.getFile());
      }}
      className="grid place-items-center gap-3 rounded-card border-2 border-dashed border-line p-8 text-center data-drop-target:border-primary-500 data-drop-target:bg-primary-50"
    >
      <FileSpreadsheet aria-hidden="true" className="size-10 text-primary-500" />
      <p className="text-sm text-muted">
        <Trans>Kéo thả tệp Excel (.xlsx) vào đây, hoặc</Trans>
      </p>
      <FileTrigger acceptedFileTypes={[...XLSX_TYPES, '.xlsx']} onSelect={pick}>
        <Button>
          <Trans>Chọn tệp</Trans>
        </Button>
      </FileTrigger>
    </DropZone>
  );
}

function Working({ state, label }: { state: ImportState; label: string }) {
  const { t } = useLingui();
  const total = state.sheet?.rows.length ?? 0;
  return (
    <ProgressBar
      label={label}
      value={state.progress}
      maxValue={total}
      valueLabel={t`${formatNumber(state.progress)} / ${formatNumber(total)} dòng`}
    />
  );
}

function StepBody({ entity, state }: { entity: Entity; state: ImportState }) {
  const { t } = useLingui();
  switch (state.step) {
    case 'pick':
      return <PickFile state={state} />;
    case 'map':
      return <ColumnMapping state={state} />;
    case 'checking':
      return <Working state={state} label={t`Đang kiểm tra dữ liệu`} />;
    case 'importing':
      return <Working state={state} label={t`Đang nhập dữ liệu`} />;
    case 'review':
      return <ImportReview entity={entity} state={state} />;
    case 'done':
      return (
        <Alert tone="success">
          <Trans>Đã nhập {formatNumber(state.written)} dòng.</Trans>
        </Alert>
      );
  }
}

function StepActions({ state, onClose }: { state: ImportState; onClose: () => void }) {
  const { step } = state;
  const close = (
    <Button variant="outline" onPress={onClose} isDisabled={step === 'importing'}>
      {step === 'done' ? <Trans>Đóng</Trans> : <Trans>Hủy</Trans>}
    </Button>
  );
  if (step === 'checking')
    return (
      <Button variant="outline" onPress={state.cancel}>
        <Trans>Dừng kiểm tra</Trans>
      </Button>
    );
  const again = (
    <Button variant="ghost" onPress={() => state.setStep('pick')}>
      <Trans>Chọn tệp khác</Trans>
    </Button>
  );
  if (step === 'map')
    return (
      <>
        {again}
        {close}
        <Button onPress={state.check}>
          <Trans>Kiểm tra</Trans>
        </Button>
      </>
    );
  if (step === 'review')
    return (
      <>
        <Button variant="ghost" onPress={() => state.setStep('map')}>
          <Trans>Sửa cột</Trans>
        </Button>
        {again}
        {close}
        <Button onPress={state.commit} isDisabled={state.errors.length > 0}>
          <Trans>Nhập {formatNumber(state.sheet?.rows.length ?? 0)} dòng</Trans>
        </Button>
      </>
    );
  return close;
}

/**
 * "Nhập Excel": pick a sheet, map its columns to fields, check every row on the server (dry runs,
 * with a progress bar), look at the errors and the first rows, then "Nhập" writes the whole sheet
 * at once. Closing before that writes nothing.
 */
export function ImportDialog({ entity, onClose }: { entity: Entity; onClose: () => void }) {
  const { i18n } = useLingui();
  const state = useImport(entity);
  const close = () => {
    state.cancel();
    onClose();
  };
  const busy = state.step === 'importing';
  return (
    <ModalDialog
      isOpen
      wide
      isDismissable={!busy}
      onOpenChange={(open) => (open ? undefined : close())}
      title={<Trans>Nhập Excel: {i18n._(entity.title)}</Trans>}
      actions={<StepActions state={state} onClose={close} />}
    >
      <div className="grid gap-4">
        {state.failure ? <Alert>{state.failure}</Alert> : null}
        <StepBody entity={entity} state={state} />
      </div>
    </ModalDialog>
  );
}
