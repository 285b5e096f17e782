import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { DocumentType } from '../../contract/documents/define.ts';
import { useKeptCatalogue } from '../data/reference-lists.ts';
import { type EntityRow, entityRecordQuery, lookupQuery } from '../entity-ui/entity-api.ts';
import type { EntityRights } from '../entity-ui/entity-rights.ts';
import { FormActions, UnsavedChanges } from '../entity-ui/form/FormActions.tsx';
import { FormPendingDrawer } from '../entity-ui/form/FormPendingDrawer.tsx';
import { formatNumber } from '../entity-ui/format.ts';
import { NEW_RECORD } from '../entity-ui/list-search.ts';
import { Button } from '../ui/Button.tsx';
import { Drawer } from '../ui/Drawer.tsx';
import { type LeaveLocation, useLeaveGuard } from '../ui/LeaveGuard.tsx';
import { openWhileMounted } from '../ui/open-while-mounted.ts';
import { notify } from '../ui/toasts.ts';
import { useBatchesEnabled } from './batches.ts';
import { DocumentForm } from './DocumentForm.tsx';
import { type StatusInfo, useStatuses, useTaxRates } from './document-data.ts';
import type { GridOptions } from './LinesGrid.tsx';
import { isPriced } from './lines.ts';
import { PrintPreview } from './PrintPreview.tsx';
import { useDocumentForm } from './use-document-form.ts';

export interface DocumentDialogProps {
  document: DocumentType;
  rights: EntityRights;
  onClose: () => void;
  /** After a create: the form reopens on the saved document (its number, print). */
  onOpen: (id: string) => void;
}

const leavesForm = (current: LeaveLocation, next: LeaveLocation) =>
  current.pathname !== next.pathname ||
  (current.search as { edit?: string }).edit !== (next.search as { edit?: string }).edit;

/**
 * The grid's choices: the branch's warehouses (asked by branch), every warehouse, taxes and unit
 * names from the catalogues kept on the device.
 */
function useGridOptions(branch: string): GridOptions {
  const all = useKeptCatalogue('warehouses').list?.items ?? [];
  const own = useQuery({
    ...lookupQuery('stock/warehouses', '', { ma_dvcs: branch, pageSize: 200 }),
    enabled: branch !== '',
  }).data?.items;
  const warehouses = own ?? all;
  const taxes = useKeptCatalogue('taxes').list?.items ?? [];
  const units = useKeptCatalogue('units').list?.items ?? [];
  const names = new Map(units.map((unit) => [unit.value, unit.label]));
  const choice = (w: { value: string; label: string }) => ({
    value: w.value,
    label: `${w.value} — ${w.label}`,
  });
  return {
    warehouses: warehouses.map(choice),
    allWarehouses: all.map(choice),
    taxes: taxes.map((tax) => ({ value: tax.value, label: tax.value })),
    unitName: (code) => names.get(code) ?? code,
    batches: useBatchesEnabled(),
  };
}

/** Ctrl+S (⌘S) saves from anywhere in the form: the keyboard never has to leave the grid. */
function useSaveShortcut(save: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
}

function FormPanel({
  document,
  rights,
  onClose,
  onOpen,
  record,
  statuses,
}: DocumentDialogProps & { record: EntityRow | undefined; statuses: StatusInfo[] }) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const one = i18n._(document.one);
  const rates = useTaxRates();
  const [printing, setPrinting] = useState(false);
  const form = useDocumentForm(document, record, rates, (saved, queued) => {
    if (queued || !saved) {
      notify(
        'info',
        t`Đã lưu ${one} trên thiết bị.`,
        t`Chưa có mạng: chứng từ sẽ được gửi khi có kết nối (xem Hộp thư đi).`,
      );
      onClose();
      return;
    }
    notify(
      'success',
      record
        ? t`Đã lưu ${one} ${String(saved.so_ct ?? '')}.`
        : t`Đã thêm ${one} ${String(saved.so_ct ?? '')}.`,
    );
    if (!record) onOpen(String(saved.stt_rec ?? saved.id));
  });
  const grid = useGridOptions(String(form.values.ma_dvcs ?? ''));
  const firstWarehouse = grid.warehouses[0]?.value;
  const { fillEmpty } = form.lines;
  const unplaced =
    'ma_kho' in document.lines.details.fields && form.lines.lines.some((l) => !l.values.ma_kho);
  useEffect(() => {
    if (firstWarehouse && unplaced) fillEmpty('ma_kho', firstWarehouse);
  }, [firstWarehouse, unplaced, fillEmpty]);
  useSaveShortcut(form.submit);
  const guard = useLeaveGuard(form.dirty, leavesForm);
  const editable = !record || statuses.find((s) => s.status === String(record.status))?.cho_sua !== false;
  const writable = (record ? rights.edit : rights.add) && editable;
  const number = String(record?.so_ct ?? '');
  const title = !record ? t`Thêm ${one}` : writable ? t`Sửa ${one} ${number}` : t`Xem ${one} ${number}`;
  const id = record ? String(record.stt_rec ?? record.id) : null;
  return (
    <Drawer
      {...openWhileMounted(onClose)}
      title={title}
      size="xl"
      footer={
        <>
          {/* A phone keeps the total in the bar with the save button (the totals block is far below). */}
          <p className="flex w-full justify-between text-sm font-semibold text-heading tabular-nums md:hidden">
            <span>{isPriced(document) ? t`Tổng thanh toán` : t`Tổng số lượng`}</span>
            <span data-testid="bar-total">
              {formatNumber(isPriced(document) ? form.computed.totals.t_tt : form.computed.totals.t_so_luong)}
            </span>
          </p>
          {id ? (
            <Button variant="outline" className="mr-auto" onPress={() => setPrinting(true)}>
              <Printer aria-hidden="true" className="size-4" />
              <Trans>Xem bản in</Trans>
            </Button>
          ) : null}
          <FormActions
            writable={writable}
            formId={formId}
            saving={form.mutation.isPending}
            onCancel={onClose}
          />
        </>
      }
    >
      <DocumentForm
        document={document}
        form={form}
        formId={formId}
        statuses={statuses}
        grid={grid}
        isReadOnly={!writable}
      />
      {printing && id ? (
        <PrintPreview path={document.path} id={id} onClose={() => setPrinting(false)} />
      ) : null}
      <UnsavedChanges guard={guard} />
    </Drawer>
  );
}

function EditPanel({ id, ...props }: DocumentDialogProps & { id: string; statuses: StatusInfo[] }) {
  const query = useQuery({ ...entityRecordQuery(props.document.header, id), refetchOnMount: 'always' });
  if (query.data)
    return <FormPanel key={`${query.data.id}:${query.data.version}`} {...props} record={query.data} />;
  return (
    <FormPendingDrawer onClose={props.onClose} error={query.isError ? query.error.message : undefined} />
  );
}

/** The document form over its list, opened by the address (`?edit=new`, `?edit=<stt_rec>`). */
export function DocumentFormDialog({ id, ...props }: DocumentDialogProps & { id: string | undefined }) {
  const statuses = useStatuses(props.document);
  if (id === undefined) return null;
  if (id === NEW_RECORD)
    return props.rights.add ? <FormPanel {...props} statuses={statuses} record={undefined} /> : null;
  return <EditPanel id={id} {...props} statuses={statuses} />;
}
