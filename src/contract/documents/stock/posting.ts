import { mul, sub } from '../../domain/decimal.ts';
import type { PostContext } from '../define.ts';
import type { StockRow } from '../ledger.ts';

/** Shared arithmetic of stock documents' post(): base quantities, stock accounts, moves. */

type Line = Readonly<Record<string, unknown>>;

export const text = (value: unknown): string => (value == null ? '' : String(value));
const decimal = (value: unknown, empty: string): string =>
  value == null || value === '' ? empty : String(value);

/** The line's quantity in the product's base unit (so_luong × he_so). */
export function baseQuantity(line: Line): string {
  return mul(decimal(line.so_luong, '0'), decimal(line.he_so, '1'));
}

/** The line's cost before VAT: goods less discount. */
export function lineCost(line: Line): string {
  return sub(decimal(line.tien_hang, '0'), decimal(line.tien_ck, '0'));
}

/** Services and packages are sold, not stocked: they move no stock. */
export function isStocked(ctx: PostContext, maVt: string): boolean {
  const loai = ctx.product(maVt).loai;
  return loai === 'goods' || loai === 'material';
}

/** Materials sit on 152, goods on the voucher's stock account (1561 by default). */
export function stockAccount(ctx: PostContext, maVt: string, goodsAccount: string | null): string {
  return ctx.product(maVt).loai === 'material' ? '152' : (goodsAccount ?? '1561');
}

export function move(
  line: Line,
  index: number,
  where: { ma_dvcs: string; ma_kho: string },
  so_luong: string,
  tien: string,
): StockRow {
  return {
    line: index,
    ma_dvcs: where.ma_dvcs,
    ma_kho: where.ma_kho,
    ma_vt: text(line.ma_vt),
    ma_lo: text(line.ma_lo),
    so_luong,
    tien,
  };
}
