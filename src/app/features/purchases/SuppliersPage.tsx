import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Entity } from '../../../contract/entity/define.ts';
import { EntityListPage, type ListCustom } from '../../entity-ui/EntityListPage.tsx';
import { formatNumber } from '../../entity-ui/format.ts';
import type { DataColumn } from '../../entity-ui/table/columns.ts';
import { DataTable } from '../../entity-ui/table/DataTable.tsx';
import { Button } from '../../ui/Button.tsx';
import { RetryAlert } from '../../ui/RetryAlert.tsx';
import { SupplierLedgerDialog } from './SupplierLedgerDialog.tsx';
import { type SupplierDebt, supplierDebtsQuery } from './supplier-debts-api.ts';

function useDebtColumns(open: (row: SupplierDebt) => void): DataColumn<SupplierDebt>[] {
  const { t } = useLingui();
  return [
    { id: 'ma_ncc', label: t`Mã nhà cung cấp`, width: 150, cell: (row) => row.ma_ncc },
    {
      id: 'ten_ncc',
      label: t`Tên nhà cung cấp`,
      minWidth: 220,
      isRowHeader: true,
      cell: (row) => row.ten_ncc ?? '',
    },
    { id: 'du_no', label: t`Còn phải trả`, width: 150, align: 'end', cell: (row) => formatNumber(row.du_no) },
    {
      id: 'so',
      label: t`Sổ công nợ`,
      width: 150,
      cell: (row) => (
        <Button size="sm" variant="tonal" onPress={() => open(row)} aria-label={t`Sổ công nợ ${row.ma_ncc}`}>
          <BookOpen aria-hidden="true" className="size-4" />
          <Trans>Xem sổ</Trans>
        </Button>
      ),
    },
  ];
}

/**
 * What the spa owes its suppliers (331) under the suppliers list: each supplier with a balance,
 * read from the GL balance table, and its ledger on demand.
 */
function SupplierDebts({ open }: { open: (row: SupplierDebt) => void }) {
  const { t } = useLingui();
  const debts = useQuery(supplierDebtsQuery());
  const columns = useDebtColumns(open);
  const title = t`Công nợ phải trả nhà cung cấp`;
  return (
    <section aria-label={title} className="min-w-0 overflow-hidden rounded-card bg-surface shadow-card">
      <h2 className="px-4 pt-4 pb-2 font-medium text-heading sm:px-5">{title}</h2>
      {debts.isError ? (
        <div className="px-4 pb-4 sm:px-5">
          <RetryAlert message={debts.error.message} onRetry={() => void debts.refetch()} />
        </div>
      ) : (
        <DataTable
          label={title}
          columns={columns}
          rows={debts.data?.items ?? []}
          rowKey={(row) => row.ma_ncc}
          busy={debts.isPending}
          empty={<Trans>Không còn nợ nhà cung cấp nào</Trans>}
        />
      )}
    </section>
  );
}

/** /purchases/suppliers: the suppliers list, a chosen supplier's ledger, and the payables below. */
export function SuppliersPage({ entity }: { entity: Entity }) {
  const [shown, setShown] = useState<SupplierDebt | null>(null);
  const custom = useMemo<ListCustom>(
    () => ({
      bulk: (chosen) =>
        chosen.length === 1 && chosen[0] ? (
          <Button
            variant="tonal"
            size="sm"
            onPress={() => {
              const row = chosen[0];
              if (row)
                setShown({ ma_ncc: String(row.ma_ncc), ten_ncc: String(row.ten_ncc ?? ''), du_no: '0' });
            }}
          >
            <BookOpen aria-hidden="true" className="size-4" />
            <Trans>Sổ công nợ</Trans>
          </Button>
        ) : null,
    }),
    [],
  );
  return (
    <div className="grid gap-5 sm:gap-6">
      <EntityListPage entity={entity} custom={custom} />
      <SupplierDebts open={setShown} />
      {shown ? <SupplierLedgerDialog supplier={shown} onClose={() => setShown(null)} /> : null}
    </div>
  );
}
