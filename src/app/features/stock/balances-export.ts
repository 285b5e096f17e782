import { saveSheet } from '../../entity-ui/excel/excel-file.ts';
import type { BalanceRow } from './product-balances-api.ts';

/** The balances as an Excel sheet: codes and names as text, quantities and values as numbers. */
export function saveBalances(
  headers: readonly string[],
  rows: readonly BalanceRow[],
  fileName: string,
  sheet: string,
) {
  const number = (value: string, format: string) => ({ type: Number, value: Number(value), format });
  const text = (value: string | null) => (value ? { type: String, value } : null);
  const cells = rows.map((row) => [
    text(row.ma_kho),
    text(row.ma_vt),
    text(row.ten_vt),
    text(row.dvt),
    text(row.ma_lo),
    number(row.ton, '#,##0.####'),
    number(row.tien_ton, '#,##0'),
  ]);
  return saveSheet(headers, cells, fileName, sheet);
}
