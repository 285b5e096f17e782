import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '../../data/api.ts';
import { session } from '../../state/session.ts';

/** What the suppliers screen reads of the payable (contract/api/supplier-ledger.api.ts). */

const balanceSchema = z.object({
  items: z.array(z.object({ ma_ncc: z.string(), ten_ncc: z.nullable(z.string()), du_no: z.string() })),
});
export type SupplierDebt = z.infer<typeof balanceSchema>['items'][number];

const ledgerSchema = z.object({
  ma_ncc: z.string(),
  dau_ky: z.string(),
  cuoi_ky: z.string(),
  items: z.array(
    z.object({
      stt_rec: z.string(),
      ma_ct: z.string(),
      so_ct: z.string(),
      ngay_ct: z.string(),
      dien_giai: z.nullable(z.string()),
      tk_du: z.string(),
      ps_no: z.string(),
      ps_co: z.string(),
      du_no: z.string(),
    }),
  ),
});
export type SupplierLedgerRow = z.infer<typeof ledgerSchema>['items'][number];

const key = (...parts: unknown[]) => ['session', session.tenant, 'purchases', ...parts];

export const supplierDebtsQuery = () =>
  queryOptions({
    queryKey: key('supplier-balances'),
    queryFn: ({ signal }) => apiGet('purchases/supplier-balances', balanceSchema, { signal }),
  });

export const supplierLedgerQuery = (maNcc: string, fromDate: string | null, toDate: string | null) =>
  queryOptions({
    queryKey: key('supplier-ledger', maNcc, fromDate, toDate),
    queryFn: ({ signal }) =>
      apiGet('purchases/supplier-ledger', ledgerSchema, {
        query: { ma_ncc: maNcc, ...(fromDate ? { fromDate } : {}), ...(toDate ? { toDate } : {}) },
        signal,
      }),
  });
