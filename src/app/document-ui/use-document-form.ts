import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import type { DocumentType } from '../../contract/documents/define.ts';
import { instantParts } from '../../contract/domain/datetime.ts';
import { ApiRequestError } from '../data/api.ts';
import {
  createRecord,
  type EntityRow,
  entityRecordQuery,
  rememberRecord,
  updateRecord,
} from '../entity-ui/entity-api.ts';
import {
  checkForm,
  type FieldErrors,
  type FormValues,
  fieldOfPath,
  formFromRecord,
} from '../entity-ui/form/form-values.ts';
import { translator } from '../entity-ui/translate.ts';
import { branchState } from '../state/branch.ts';
import { firstExpiringBatch, useBatchesEnabled } from './batches.ts';
import { computeLines, detailsBody, isFilled, lineErrors, lineFromRecord, type TaxRates } from './lines.ts';
import { useDocumentLines } from './use-document-lines.ts';

/** Today in the business time zone, as a document date (Y-m-d). */
function today(): string {
  const p = instantParts(Date.now(), BUSINESS_TIME_ZONE);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The header of a new document: today, the default voucher type and status, the working branch. */
function newHeader(document: DocumentType): FormValues {
  const values = formFromRecord(document.header, undefined);
  values.ngay_ct = today();
  values.ma_ct = document.voucherTypes[0].ma_ct;
  values.status = document.initialStatus;
  // The working branch; with none chosen, the one branch the lists show.
  const branch = branchState.branch ?? (branchState.branchs.length === 1 ? branchState.branchs[0] : null);
  if (branch) values.ma_dvcs = branch;
  return values;
}

const idOf = (row: EntityRow) => String(row.stt_rec ?? row.id);

/** The server's refusal placed on the header inputs and the grid's cells, or said at the top. */
function readRefusal(document: DocumentType, error: Error, lines: Parameters<typeof lineErrors>[0]) {
  if (!(error instanceof ApiRequestError))
    return { header: {}, lines: new Map<string, string>(), message: error.message, conflict: false };
  const conflict = error.status === 409 && error.body.code === 'STALE_VERSION';
  const fields = error.body.fields ?? [];
  const header: FieldErrors = {};
  const loose: string[] = [];
  for (const item of fields) {
    const name = item.field.startsWith('details') ? null : fieldOfPath(document.header, item.field);
    if (name) header[name] ??= item.message;
    else if (!/^details\[\d+\]\./.test(item.field)) loose.push(item.message);
  }
  return { header, lines: lineErrors(lines, fields), message: [error.message, ...loose].join(' '), conflict };
}

/**
 * The master-detail form's state and saving: header values, the lines, errors from the browser's
 * checks and the server's answer (placed on header inputs and line cells), a stale version kept as
 * typed with a reload offered. Saving goes through the outbox like every write.
 */
export function useDocumentForm(
  document: DocumentType,
  record: EntityRow | undefined,
  rates: TaxRates,
  onSaved: (row: EntityRow | null, queued: boolean) => void,
) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(record);
  const [values, setValues] = useState<FormValues>(() =>
    record ? formFromRecord(document.header, record) : newHeader(document),
  );
  const dirty = useRef(false);
  const initialLines = ((record?.details as Record<string, unknown>[] | undefined) ?? []).map(lineFromRecord);
  const batches = useBatchesEnabled();
  const lines = useDocumentLines(
    document,
    initialLines,
    () => {
      dirty.current = true;
    },
    batches ? (ma_kho, ma_vt) => firstExpiringBatch(queryClient, ma_kho, ma_vt) : undefined,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [cellErrors, setCellErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [message, setMessage] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const set = (name: string) => (value: unknown) => {
    dirty.current = true;
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const computed = computeLines(lines.lines, rates);
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: (body: Record<string, unknown>) =>
      base
        ? updateRecord(document.header, idOf(base), { ...body, version: base.version })
        : createRecord(document.header, { id: uuidv7(), ...body }),
    onSuccess: (written) => {
      const saved = written.queued ? null : written.value;
      rememberRecord(queryClient, document.header, saved);
      dirty.current = false;
      onSaved(saved, written.queued);
    },
    onError: (error) => {
      const refusal = readRefusal(document, error, lines.lines);
      setErrors(refusal.header);
      setCellErrors(refusal.lines);
      setConflict(refusal.conflict);
      setMessage(
        refusal.conflict
          ? t`Chứng từ vừa được người khác sửa. Các giá trị bạn đã nhập vẫn được giữ.`
          : refusal.message,
      );
    },
  });
  const submit = () => {
    if (mutation.isPending) return;
    const checked = checkForm(document.header, base ? 'update' : 'create', values, translator(i18n));
    setErrors(checked.errors);
    setCellErrors(new Map());
    setConflict(false);
    const noLines = !lines.lines.some(isFilled);
    if (Object.keys(checked.errors).length > 0 || noLines) {
      setMessage(
        noLines ? t`Chứng từ chưa có dòng hàng nào.` : t`Vui lòng kiểm tra lại các trường được đánh dấu.`,
      );
      return;
    }
    setMessage(null);
    const { details, totals } = detailsBody(document, lines.lines, rates);
    mutation.mutate({ ...checked.body, ...totals, details });
  };
  /** The latest version from the server replaces what was typed (the user asked for it). */
  const reload = async () => {
    if (!base) return;
    const fresh = await queryClient.fetchQuery({
      ...entityRecordQuery(document.header, idOf(base)),
      staleTime: 0,
    });
    setBase(fresh);
    setValues(formFromRecord(document.header, fresh));
    lines.setLines(((fresh.details as Record<string, unknown>[] | undefined) ?? []).map(lineFromRecord));
    setErrors({});
    setCellErrors(new Map());
    setMessage(null);
    setConflict(false);
    dirty.current = false;
  };
  return {
    base,
    values,
    set,
    lines,
    computed,
    errors,
    cellErrors,
    message,
    conflict,
    dirty,
    submit,
    reload,
    mutation,
  };
}

export type DocumentFormState = ReturnType<typeof useDocumentForm>;
