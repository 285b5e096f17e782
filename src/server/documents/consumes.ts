import { sql } from 'drizzle-orm';
import type { MaterialUse, ProductInfo } from '../../contract/documents/define.ts';
import { cmp, sub } from '../../contract/domain/decimal.ts';
import { ITEM_TYPE } from '../../contract/entities/stock/products.entity.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { batchesInStock } from '../ledgers/product-batches.ts';
import { batchesEnabled } from './batches.ts';

/**
 * The materials the services of a document consume (stock/product-consumes, in use), read with
 * the facts posting needs about each material (its kind: 152 or 1561), so a service slip's post()
 * can take them out of stock like any line of goods.
 */

type Row = Record<string, unknown>;

const KINDS: Record<string, string> = Object.fromEntries(
  Object.entries(ITEM_TYPE).map(([name, code]) => [String(code), name]),
);

export interface Consumption {
  /** Service → the materials one unit of it uses up, in their stock unit. */
  readonly consumes: ReadonlyMap<string, readonly MaterialUse[]>;
  /** The consumed materials, as posting knows products. */
  readonly materials: ReadonlyMap<string, ProductInfo>;
}

export async function loadConsumption(tx: Tx, services: readonly string[]): Promise<Consumption> {
  if (services.length === 0) return { consumes: new Map(), materials: new Map() };
  const rows = rowsOf<Row>(
    await tx.execute(sql`SELECT c.ma_vt, c.ma_vt_nl,
        trim_scale(c.so_luong * coalesce(c.he_so, 1))::text AS so_luong,
        p.loai::text AS loai, coalesce(p.cho_phep_am, false) AS cho_phep_am,
        coalesce(p.theo_lo, false) AS theo_lo
      FROM stock_product_consumes c
      JOIN stock_products p ON p.tenant_id = c.tenant_id AND p.ma_vt = c.ma_vt_nl
      WHERE c.ma_vt IN ${[...new Set(services)]} AND coalesce(c.status, true)
      ORDER BY c.ma_vt, c.ma_vt_nl`),
  );
  const consumes = new Map<string, MaterialUse[]>();
  const materials = new Map<string, ProductInfo>();
  for (const row of rows) {
    const service = String(row.ma_vt);
    const material = String(row.ma_vt_nl);
    consumes.set(service, [
      ...(consumes.get(service) ?? []),
      { ma_vt: material, so_luong: String(row.so_luong) },
    ]);
    materials.set(material, {
      ma_vt: material,
      loai: KINDS[String(row.loai)] ?? 'goods',
      cho_phep_am: row.cho_phep_am === true,
      theo_lo: row.theo_lo === true,
    });
  }
  return { consumes, materials };
}

type Pieces = readonly { readonly ma_lo: string; readonly so_luong: string }[];

/**
 * What the materials of a document's services take from their batches (PostContext.consumedBatches):
 * read from the balances inside the posting transaction, after the items are locked and the
 * document's earlier rows are taken out, when the setting `stock_product_batch` is on. Later calls
 * see what earlier ones took.
 */
export async function consumedBatchesOf(
  tx: Tx,
  details: readonly Row[],
  consumes: Consumption['consumes'],
  product: (ma_vt: string) => ProductInfo | undefined,
): Promise<((ma_kho: string, ma_vt: string, so_luong: string) => Pieces) | undefined> {
  const wanted = new Set<string>();
  for (const line of details)
    for (const use of consumes.get(String(line.ma_vt)) ?? [])
      if (line.ma_kho && product(use.ma_vt)?.theo_lo) wanted.add(`${line.ma_kho}\u0000${use.ma_vt}`);
  if (wanted.size === 0 || !(await batchesEnabled(tx))) return undefined;
  const stock = new Map<string, { ma_lo: string; ton: string }[]>();
  for (const key of wanted) {
    const [maKho = '', maVt = ''] = key.split('\u0000');
    stock.set(
      key,
      (await batchesInStock(tx, maKho, maVt)).map((b) => ({ ma_lo: b.ma_lo, ton: b.ton })),
    );
  }
  return (maKho, maVt, soLuong) => {
    const pieces: { ma_lo: string; so_luong: string }[] = [];
    let left = soLuong;
    for (const batch of stock.get(`${maKho}\u0000${maVt}`) ?? []) {
      if (cmp(left, '0') <= 0) break;
      if (cmp(batch.ton, '0') <= 0) continue;
      const take = cmp(batch.ton, left) >= 0 ? left : batch.ton;
      batch.ton = sub(batch.ton, take);
      left = sub(left, take);
      pieces.push({ ma_lo: batch.ma_lo, so_luong: take });
    }
    if (cmp(left, '0') > 0 || pieces.length === 0) pieces.push({ ma_lo: '', so_luong: left });
    return pieces;
  };
}
