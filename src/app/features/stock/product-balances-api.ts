import { z } from 'zod/mini';
import { apiGet } from '../../data/api.ts';
import type { ProductBalancesSearch } from './product-balances-search.ts';
import { reportRequest, stockReportQuery } from './stock-report-api.ts';

const rowSchema = z.object({
  ma_kho: z.string(),
  ma_vt: z.string(),
  ten_vt: z.nullable(z.string()),
  dvt: z.nullable(z.string()),
  ma_lo: z.string(),
  ton: z.string(),
  tien_ton: z.string(),
});
export type BalanceRow = z.infer<typeof rowSchema>;

const listSchema = z.object({
  items: z.array(rowSchema),
  total: z.number(),
  totals: z.object({ ton: z.string(), tien_ton: z.string() }),
});
export type BalanceList = z.infer<typeof listSchema>;

const FILTERS = ['ma_kho', 'ma_vt', 'ma_lo', 'toDate'] as const;

export const productBalancesQuery = (search: ProductBalancesSearch) =>
  stockReportQuery(
    'product-balances',
    listSchema,
    reportRequest(search, FILTERS, { index: search.pageIndex, size: search.pageSize }),
  );

/** Every row the filters keep, page after page, for the Excel export. */
export async function allBalances(search: ProductBalancesSearch): Promise<BalanceRow[]> {
  const rows: BalanceRow[] = [];
  for (let index = 1; index <= 100; index += 1) {
    const page = await apiGet('stock/product-balances', listSchema, {
      query: reportRequest(search, FILTERS, { index, size: 1000 }),
    });
    rows.push(...page.items);
    if (rows.length >= page.total || page.items.length === 0) break;
  }
  return rows;
}
