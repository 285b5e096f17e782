import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Form } from 'react-aria-components';
import type { DocumentType } from '../../contract/documents/define.ts';
import { formatNumber } from '../../contract/domain/format.ts';
import { moneyInWordsOrEmpty } from '../../contract/domain/money-words.ts';
import { FieldInput } from '../entity-ui/form/FieldInput.tsx';
import { Alert } from '../ui/Alert.tsx';
import { ConflictNotice } from '../ui/ConflictNotice.tsx';
import type { SelectOption } from '../ui/Select.tsx';
import { SelectField } from '../ui/SelectField.tsx';
import type { StatusInfo } from './document-data.ts';
import { findProducts } from './document-data.ts';
import { type GridOptions, LinesGrid } from './LinesGrid.tsx';
import { isPriced, type LineProduct } from './lines.ts';
import type { DocumentFormState } from './use-document-form.ts';

/** Header fields the form lays out itself (numbering, totals) or offers as a choice (type, status). */
const OWN_HEADER = new Set(['stt_rec', 'ma_ct', 'status']);

/** Lines read from a saved document get their item's name and units, asked once per code. */
function useLineProducts(form: DocumentFormState) {
  const queryClient = useQueryClient();
  const missing = [
    ...new Set(
      form.lines.lines
        .filter((l) => l.saved && !l.product && l.values.ma_vt)
        .map((l) => l.values.ma_vt ?? ''),
    ),
  ];
  const key = missing.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the codes change
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void Promise.all(
      key.split(',').map(async (code) => {
        const match = await findProducts(queryClient, code).catch(() => null);
        return match?.kind === 'one' ? ([code, match.product] as const) : null;
      }),
    ).then((found) => {
      if (live)
        form.lines.attachProducts(
          new Map(found.filter((f): f is readonly [string, LineProduct] => f !== null)),
        );
    });
    return () => {
      live = false;
    };
  }, [key]);
}

function Totals({ document, form }: { document: DocumentType; form: DocumentFormState }) {
  const { t } = useLingui();
  const totals = form.computed.totals;
  const priced = isPriced(document);
  const rows: [string, string][] = priced
    ? [
        [t`Tổng số lượng`, totals.t_so_luong],
        [t`Tiền hàng`, totals.t_tien_hang],
        [t`Chiết khấu`, totals.t_tien_ck],
        [t`Tiền thuế`, totals.t_tien_thue],
      ]
    : [[t`Tổng số lượng`, totals.t_so_luong]];
  const words = priced ? moneyInWordsOrEmpty(totals.t_tt) : '';
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <p className="text-sm text-body" aria-live="polite">
        {words ? (
          <>
            <span className="font-medium text-heading">{t`Bằng chữ:`}</span>{' '}
            <span data-testid="amount-words">{words}</span>
          </>
        ) : null}
      </p>
      <dl className="grid min-w-72 grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
        {priced ? (
          <div className="contents">
            <dt className="border-t border-line pt-1 font-semibold text-heading">{t`Tổng thanh toán`}</dt>
            <dd
              data-testid="total"
              className="border-t border-line pt-1 text-right text-base font-semibold text-heading tabular-nums"
            >
              {formatNumber(totals.t_tt)}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** A header field chosen from a list (the voucher type, the status), kept as text in the form. */
function HeaderSelect({
  form,
  name,
  ...props
}: {
  form: DocumentFormState;
  name: string;
  label: string;
  options: readonly SelectOption[];
  isReadOnly: boolean;
}) {
  return (
    <SelectField
      {...props}
      name={name}
      value={String(form.values[name] ?? '')}
      onChange={(key) => form.set(name)(key === null ? '' : String(key))}
      errorMessage={form.errors[name]}
    />
  );
}

/**
 * The master-detail form of a document (design/documents.md §6): header fields with the entity
 * form's inputs, the lines grid, the totals and the amount in words.
 */
export function DocumentForm({
  document,
  form,
  formId,
  statuses,
  grid,
  isReadOnly,
}: {
  document: DocumentType;
  form: DocumentFormState;
  formId: string;
  statuses: readonly StatusInfo[];
  grid: GridOptions;
  isReadOnly: boolean;
}) {
  const { t, i18n } = useLingui();
  useLineProducts(form);
  const header = document.header;
  const voucherTypes = document.voucherTypes.map((v) => ({
    id: v.ma_ct,
    label: `${v.ma_ct} — ${i18n.locale === 'en' ? v.ten_ct2 : v.ten_ct}`,
  }));
  const statusOptions = statuses.map((s) => ({ id: s.status, label: s.ten_tt }));
  return (
    <Form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
      validationBehavior="aria"
      validationErrors={form.errors}
      className="grid gap-5"
    >
      {form.conflict ? (
        <ConflictNotice
          message={form.message}
          onReload={form.reload}
          hint={
            <Trans>
              Lưu lại sẽ bị từ chối cho đến khi bạn tải bản mới nhất (thay cho những gì đang nhập).
            </Trans>
          }
        />
      ) : null}
      {form.message && !form.conflict ? <Alert>{form.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <HeaderSelect
          form={form}
          name="ma_ct"
          label={t`Loại chứng từ`}
          options={voucherTypes}
          isReadOnly={isReadOnly}
        />
        {header.fieldNames.map((name) => {
          const field = header.fields[name];
          if (!field || OWN_HEADER.has(name) || field.readOnly) return null;
          const wide = field.wide ? 'sm:col-span-2' : '';
          return (
            <div key={name} className={wide}>
              <FieldInput
                entity={header}
                name={name}
                field={name === 'so_ct' ? { ...field, hint: msg(t`Để trống: tự đánh số khi lưu`) } : field}
                value={form.values[name]}
                onChange={form.set(name)}
                error={form.errors[name]}
                isReadOnly={isReadOnly}
                record={form.base}
              />
            </div>
          );
        })}
        <HeaderSelect
          form={form}
          name="status"
          label={t`Trạng thái`}
          options={statusOptions}
          isReadOnly={isReadOnly}
        />
      </div>
      <LinesGrid
        document={document}
        lines={form.lines}
        amounts={form.computed.amounts}
        errors={form.cellErrors}
        options={grid}
        isReadOnly={isReadOnly}
      />
      <Totals document={document} form={form} />
    </Form>
  );
}

/** A message descriptor of text already translated (a hint made on the spot). */
function msg(text: string) {
  return { id: text, message: text };
}
