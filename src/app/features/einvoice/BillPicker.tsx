import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { formatNumber } from '../../../contract/domain/format.ts';
import { session } from '../../state/session.ts';
import { Alert } from '../../ui/Alert.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { billsToInvoice } from './einvoice-api.ts';

/** A bill as the order shows it: picked from the list, or read from the order's saved lines. */
export interface BillRow {
  readonly stt_rec: string;
  readonly so_ct: string;
  readonly ngay_ct: string;
  readonly ma_kh: string;
  readonly t_tien_thue: string;
  readonly t_tt: string;
}

export function billRow(row: Record<string, unknown>): BillRow {
  const text = (key: string) => String(row[key] ?? '');
  return {
    stt_rec: text('stt_rec'),
    so_ct: text('so_ct'),
    ngay_ct: text('ngay_ct'),
    ma_kh: text('ma_kh'),
    t_tien_thue: text('t_tien_thue') || '0',
    t_tt: text('t_tt') || '0',
  };
}

export interface Period {
  readonly fromDate: string;
  readonly toDate: string;
}

/**
 * The posted bills of the order's customer in a period, each with a check box; the bills the
 * order already holds stay listed whatever the period. A bill refused by the server (already on
 * another order) shows the server's message on its row.
 */
export function BillPicker({
  customer,
  period,
  onPeriod,
  chosen,
  saved,
  onToggle,
  errors,
  isReadOnly,
}: {
  customer: string;
  period: Period;
  onPeriod: (period: Period) => void;
  chosen: readonly string[];
  saved: readonly BillRow[];
  onToggle: (bill: BillRow, on: boolean) => void;
  errors: ReadonlyMap<string, string>;
  isReadOnly: boolean;
}) {
  const { t } = useLingui();
  const query = useQuery({
    queryKey: ['session', session.tenant, 'invoice-bills', customer, period],
    queryFn: ({ signal }) => billsToInvoice({ ma_kh: customer, ...period }, signal),
    enabled: !isReadOnly,
  });
  const listed = (query.data?.items ?? []).map(billRow).filter((b) => b.ma_kh === customer);
  const rows = [...saved.filter((s) => !listed.some((b) => b.stt_rec === s.stt_rec)), ...listed];
  return (
    <section className="grid gap-3" aria-label={t`Phiếu thu bán hàng cần xuất hóa đơn`}>
      <div className="flex flex-wrap items-end gap-3">
        <h3 className="mr-auto text-base font-semibold text-heading">
          <Trans>Phiếu thu bán hàng</Trans>
        </h3>
        {isReadOnly ? null : (
          <>
            <DatePickerField
              label={t`Từ ngày`}
              value={period.fromDate}
              onChange={(v) => v && onPeriod({ ...period, fromDate: v })}
            />
            <DatePickerField
              label={t`Đến ngày`}
              value={period.toDate}
              onChange={(v) => v && onPeriod({ ...period, toDate: v })}
            />
          </>
        )}
      </div>
      {query.isError ? <Alert>{query.error.message}</Alert> : null}
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-line p-4 text-sm text-muted">
          {query.isPending && !isReadOnly ? (
            <Trans>Đang tải phiếu…</Trans>
          ) : (
            <Trans>Không có phiếu thu bán hàng đã ghi sổ của khách này trong khoảng ngày đã chọn.</Trans>
          )}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-md border border-line">
          {rows.map((bill) => {
            const on = chosen.includes(bill.stt_rec);
            const error = errors.get(bill.stt_rec);
            return (
              <li key={bill.stt_rec} className="px-3 py-2">
                <AriaCheckbox
                  isSelected={on}
                  isDisabled={isReadOnly}
                  onChange={(next) => onToggle(bill, next)}
                  aria-label={t`Chọn phiếu ${bill.so_ct}`}
                  className="group grid cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-3 text-sm data-disabled:cursor-default"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-[18px] place-items-center rounded-[4px] border-2 border-line group-data-selected:border-primary-500 group-data-selected:bg-primary-500"
                  >
                    {on ? <span className="size-2 rounded-sm bg-white" /> : null}
                  </span>
                  <span>
                    <span className="font-medium text-heading">{bill.so_ct}</span>{' '}
                    <span className="text-muted">{bill.ngay_ct.split('-').reverse().join('/')}</span>
                  </span>
                  <span className="text-right tabular-nums">
                    {formatNumber(bill.t_tt)}
                    <span className="block text-xs text-muted">
                      <Trans>Thuế {formatNumber(bill.t_tien_thue)}</Trans>
                    </span>
                  </span>
                </AriaCheckbox>
                {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
