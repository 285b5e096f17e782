import { sql } from 'drizzle-orm';
import type { MaterialUse, ProductInfo } from '../../contract/documents/define.ts';
import { ITEM_TYPE } from '../../contract/entities/stock/products.entity.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';

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
        p.loai::text AS loai, coalesce(p.cho_phep_am, false) AS cho_phep_am
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
    });
  }
  return { consumes, materials };
}
