import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { uuidv7 } from 'uuidv7';
import { sum } from '../../../contract/domain/decimal.ts';
import { formatNumber } from '../../../contract/domain/format.ts';
import { moneyInWordsOrEmpty } from '../../../contract/domain/money-words.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import { ApiRequestError } from '../../data/api.ts';
import {
  createRecord,
  type EntityRow,
  entityKey,
  entityRecordQuery,
  updateRecord,
} from '../../entity-ui/entity-api.ts';
import type { EntityRights } from '../../entity-ui/entity-rights.ts';
import { businessToday } from '../../entity-ui/excel/today.ts';
import { FieldInput } from '../../entity-ui/form/FieldInput.tsx';
import { FormActions } from '../../entity-ui/form/FormActions.tsx';
import { FormPendingDrawer } from '../../entity-ui/form/FormPendingDrawer.tsx';
import {
  checkForm,
  type FieldErrors,
  fieldOfPath,
  formFromRecord,
} from '../../entity-ui/form/form-values.ts';
import { NEW_RECORD } from '../../entity-ui/list-search.ts';
import { translator } from '../../entity-ui/translate.ts';
import { branchState } from '../../state/branch.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Drawer } from '../../ui/Drawer.tsx';
import { notify } from '../../ui/toasts.ts';
import { BillPicker, type BillRow, billRow, type Period } from './BillPicker.tsx';
import { BUYER_FIELDS, buyerOf, ORDER_FIELDS } from './einvoice-api.ts';
import { EinvoiceInfo } from './InvoiceActions.tsx';

const REPLACING = ['stt_rec_goc', 'ly_do'];

interface Props {
  entity: Entity;
  rights: EntityRights;
  onClose: () => void;
  onOpen: (id: string) => void;
}

function startValues(entity: Entity, record: EntityRow | undefined) {
  const values = formFromRecord(entity, record);
  if (record) return values;
  const branch = branchState.branch ?? (branchState.branchs.length === 1 ? branchState.branchs[0] : null);
  return {
    ...values,
    ngay_ct: businessToday(),
    ma_ct: 'HDD',
    status: '2',
    ...(branch ? { ma_dvcs: branch } : {}),
  };
}

function firstOfMonth(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/** The server's refusal: header fields on their inputs, a bill's on its row (by its stt_rec). */
function refusal(entity: Entity, error: unknown, chosen: readonly string[]) {
  const header: FieldErrors = {};
  const bills = new Map<string, string>();
  if (!(error instanceof ApiRequestError)) return { header, bills, message: (error as Error).message };
  for (const item of error.body.fields ?? []) {
    const line = /^details\[(\d+)\]/.exec(item.field);
    const bill = line ? chosen[Number(line[1])] : undefined;
    if (bill) bills.set(bill, item.message);
    const name = line ? null : fieldOfPath(entity, item.field);
    if (name) header[name] ??= item.message;
  }
  return { header, bills, message: error.body.fields?.length ? '' : error.message };
}

/** The order being entered: header values, the bills picked, the period listed, saving and refusals. */
function useOrderForm(
  entity: Entity,
  record: EntityRow | undefined,
  { onClose, onOpen }: Pick<Props, 'onClose' | 'onOpen'>,
) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => startValues(entity, record));
  const saved = ((record?.details as Record<string, unknown>[] | undefined) ?? []).map((d) =>
    billRow({ ...d, stt_rec: d.stt_rec_hd, so_ct: d.so_ct_hd, ngay_ct: d.ngay_ct_hd, ma_kh: record?.ma_kh }),
  );
  const [picked, setPicked] = useState<BillRow[]>(saved);
  const [period, setPeriod] = useState<Period>(() => {
    const today = businessToday();
    return { fromDate: firstOfMonth(today), toDate: today };
  });
  const [errors, setErrors] = useState<ReturnType<typeof refusal>>({
    header: {},
    bills: new Map(),
    message: '',
  });
  const [saving, setSaving] = useState(false);
  const set = (name: string) => (value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (name !== 'ma_kh') return;
    setPicked([]);
    const code = typeof value === 'string' ? value : '';
    if (code)
      void buyerOf(code)
        .then((buyer) =>
          setValues((v) => ({ ...v, ...Object.fromEntries(BUYER_FIELDS.map((k) => [k, buyer[k] ?? ''])) })),
        )
        .catch(() => undefined);
  };
  const submit = async () => {
    const { body, errors: local } = checkForm(entity, record ? 'update' : 'create', values, translator(i18n));
    if (Object.keys(local).length > 0) return setErrors({ header: local, bills: new Map(), message: '' });
    const chosen = picked.map((b) => b.stt_rec);
    const details = chosen.map((stt_rec_hd) => ({ stt_rec_hd }));
    setSaving(true);
    try {
      const written = record
        ? await updateRecord(entity, String(record.stt_rec), { ...body, details, version: record.version })
        : await createRecord(entity, { ...body, details, id: uuidv7() });
      const row = written.queued ? null : written.value;
      await queryClient.invalidateQueries({ queryKey: entityKey(entity) });
      notify('success', t`Đã lưu đơn xuất hóa đơn ${String(row?.so_ct ?? '')}.`);
      if (!record && row) onOpen(String(row.stt_rec));
      else onClose();
    } catch (error) {
      setErrors(refusal(entity, error, chosen));
    } finally {
      setSaving(false);
    }
  };
  return { values, set, picked, setPicked, saved, period, setPeriod, errors, saving, submit };
}

function OrderPanel({ entity, rights, onClose, onOpen, record }: Props & { record: EntityRow | undefined }) {
  const { t } = useLingui();
  const formId = useId();
  const frozen = Boolean(record?.hd_trang_thai) || String(record?.status ?? '') === '9';
  const writable = (record ? rights.edit : rights.add) && !frozen;
  const { values, set, picked, setPicked, saved, period, setPeriod, errors, saving, submit } = useOrderForm(
    entity,
    record,
    { onClose, onOpen },
  );
  const total = sum(picked.map((b) => b.t_tt));
  const number = String(record?.so_ct ?? '');
  const shown = values.stt_rec_goc ? [...ORDER_FIELDS, ...REPLACING] : ORDER_FIELDS;
  return (
    <Drawer
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={
        record
          ? writable
            ? t`Sửa đơn xuất hóa đơn ${number}`
            : t`Xem đơn xuất hóa đơn ${number}`
          : t`Thêm đơn xuất hóa đơn`
      }
      size="xl"
      footer={<FormActions writable={writable} formId={formId} saving={saving} onCancel={onClose} />}
    >
      <Form
        id={formId}
        className="grid gap-5"
        validationBehavior="aria"
        validationErrors={errors.header}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {errors.message ? <Alert>{errors.message}</Alert> : null}
        {record?.hd_trang_thai ? <EinvoiceInfo order={record} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((name) => {
            const field = entity.fields[name];
            if (!field) return null;
            return (
              <div key={name} className={field.wide ? 'sm:col-span-2' : ''}>
                <FieldInput
                  entity={entity}
                  name={name}
                  field={field}
                  value={values[name]}
                  onChange={set(name)}
                  error={errors.header[name]}
                  isReadOnly={!writable || name === 'stt_rec_goc'}
                  record={record}
                />
              </div>
            );
          })}
        </div>
        <BillPicker
          customer={String(values.ma_kh ?? '')}
          period={period}
          onPeriod={setPeriod}
          chosen={picked.map((b) => b.stt_rec)}
          saved={saved}
          errors={errors.bills}
          isReadOnly={!writable}
          onToggle={(bill, on) =>
            setPicked((now) => (on ? [...now, bill] : now.filter((b) => b.stt_rec !== bill.stt_rec)))
          }
        />
        <p className="flex flex-wrap justify-between gap-2 border-t border-line pt-3 text-sm">
          <span className="text-body">
            <span className="font-medium text-heading">{t`Bằng chữ:`}</span> {moneyInWordsOrEmpty(total)}
          </span>
          <span className="font-semibold text-heading tabular-nums" data-testid="total">
            <Trans>Tổng thanh toán {formatNumber(total)}</Trans>
          </span>
        </p>
      </Form>
    </Drawer>
  );
}

function EditPanel({ id, ...props }: Props & { id: string }) {
  const query = useQuery({ ...entityRecordQuery(props.entity, id), refetchOnMount: 'always' });
  if (query.data)
    return <OrderPanel key={`${query.data.id}:${query.data.version}`} {...props} record={query.data} />;
  return (
    <FormPendingDrawer onClose={props.onClose} error={query.isError ? query.error.message : undefined} />
  );
}

/** The invoice order's form over its list (`?edit=new`, `?edit=<stt_rec>`): buyer, bills, total. */
export function InvoiceOrderForm({ id, ...props }: Props & { id: string }) {
  if (id === NEW_RECORD) return props.rights.add ? <OrderPanel {...props} record={undefined} /> : null;
  return <EditPanel id={id} {...props} />;
}
