import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDay, formatNumber } from '../../entity-ui/format.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { DataTable } from '../../entity-ui/table/DataTable.tsx';
import { DatePickerField } from '../../ui/DateFields.tsx';
import { ModalDialog } from '../../ui/Dialog.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { type SupplierDebt, type SupplierLedgerRow, supplierLedgerQuery } from './supplier-debts-api.ts';

function useLedgerColumns(): DataColumn<SupplierLedgerRow>[] {
  const { t } = useLingui();
  const money = (id: 'ps_no' | 'ps_co' | 'du_no', label: string): DataColumn<SupplierLedgerRow> => ({
    id,
    label,
    width: 120,
    align: 'end',
    cell: (row) => formatNumber(row[id]),
  });
  return [
    { id: 'ngay_ct', label: t`Ngày`, width: 100, cell: (row) => formatDay(row.ngay_ct) },
    { id: 'so_ct', label: t`Số chứng từ`, width: 140, isRowHeader: true, cell: (row) => row.so_ct },
    { id: 'dien_giai', label: t`Diễn giải`, minWidth: 120, cell: (row) => row.dien_giai ?? '' },
    { id: 'tk_du', label: t`TK đối ứng`, width: 90, cell: (row) => row.tk_du },
    money('ps_no', t`Phát sinh nợ`),
    money('ps_co', t`Phát sinh có`),
    money('du_no', t`Còn phải trả`),
  ];
}

/** A line "label: amount" above or below the ledger. */
function Balance({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex justify-between gap-4 text-sm">
      <span className="text-muted">{label}</span>
      <span className="font-medium tabular-nums text-heading">{formatNumber(value)}</span>
    </p>
  );
}

/**
 * Sổ chi tiết công nợ: one supplier's 331 rows in a period (receipts raise what is owed, payments
 * lower it), with the balance before the period, after each row and at its end.
 */
export function SupplierLedgerDialog({ supplier, onClose }: { supplier: SupplierDebt; onClose: () => void }) {
  const { t } = useLingui();
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const ledger = useQuery({
    ...supplierLedgerQuery(supplier.ma_ncc, fromDate, toDate),
    placeholderData: keepPreviousData,
  });
  const columns = useLedgerColumns();
  return (
    <ModalDialog
      wide
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Sổ công nợ: ${supplier.ten_ncc ?? supplier.ma_ncc}`}
    >
      <div className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <DatePickerField label={t`Từ ngày`} value={fromDate} onChange={setFromDate} />
          <DatePickerField label={t`Đến ngày`} value={toDate} onChange={setToDate} />
        </div>
        {ledger.isError && !ledger.data ? (
          <RetryAlert message={ledger.error.message} onRetry={() => void ledger.refetch()} />
        ) : null}
        {ledger.data ? (
          <>
            <Balance label={t`Đầu kỳ`} value={ledger.data.dau_ky} />
            <DataTable
              label={t`Sổ công nợ nhà cung cấp`}
              columns={columns}
              rows={ledger.data.items}
              rowKey={(row) => String(ledger.data?.items.indexOf(row))}
              busy={ledger.isPlaceholderData}
              empty={<Trans>Không có phát sinh trong kỳ</Trans>}
            />
            <Balance label={t`Cuối kỳ`} value={ledger.data.cuoi_ky} />
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}
