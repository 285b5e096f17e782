import { sql } from 'drizzle-orm';
import type { MaterialUse, PaymentMethodInfo, ProductInfo } from '../../contract/documents/define.ts';
import { ITEM_TYPE } from '../../contract/entities/stock/products.entity.ts';
import type { Entity } from '../../contract/entity/define.ts';
import type { LookupField } from '../../contract/entity/fields.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/with-tenant.ts';
import { ApiError } from '../http/errors.ts';
import { loadConsumption } from './consumes.ts';
import type { FieldIssue } from './input.ts';
import { documentMessages } from './messages.ts';
import type { DocumentModel } from './model.ts';

/**
 * The codes a document refers to, read once per write: every lookup value must exist (an unknown
 * product or warehouse is a 400 naming its line), and posting gets the facts it needs.
 */

type Row = Record<string, unknown>;

export interface References {
  readonly products: ReadonlyMap<string, ProductInfo>;
  /** Warehouse → its branch. */
  readonly warehouses: ReadonlyMap<string, string>;
  /** Tax code → rate (percent) and input VAT account. */
  readonly taxes: ReadonlyMap<string, { thue_suat: string; tk_thue_no: string; tk_thue_co: string }>;
  /** Payment type → its account and kind (the payment-method registry posting reads). */
  readonly paymentMethods: ReadonlyMap<string, PaymentMethodInfo>;
  /** Service → the materials one unit of it consumes (stock/product-consumes). */
  readonly consumes: ReadonlyMap<string, readonly MaterialUse[]>;
}

interface Use {
  readonly path: string;
  readonly value: string;
}

/** Every lookup value of the header and lines, grouped by target entity. */
function lookupUses(model: DocumentModel, header: Row, lines: Record<string, Row[]>): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const collect = (entity: Entity, row: Row, prefix: string) => {
    for (const name of entity.fieldNames) {
      const field = entity.fields[name];
      const value = row[name];
      if (field?.kind !== 'lookup' || value == null || value === '') continue;
      const target = (field as LookupField).entity;
      uses.set(target, [...(uses.get(target) ?? []), { path: `${prefix}${name}`, value: String(value) }]);
    }
  };
  collect(model.document.header, header, '');
  for (const [name, rows] of Object.entries(lines)) {
    const entity = model.lineEntities[name];
    if (!entity) continue;
    rows.forEach((row, i) => {
      collect(entity, row, `${name}[${i}].`);
    });
  }
  return uses;
}

async function existing(tx: Tx, entity: Entity, values: string[], extra = sql``): Promise<Row[]> {
  if (values.length === 0) return [];
  const key = sql.identifier(entity.key);
  return rowsOf<Row>(
    await tx.execute(
      sql`SELECT ${key} AS code${extra} FROM ${sql.identifier(entity.table)} WHERE ${key} IN ${[...new Set(values)]}`,
    ),
  );
}

/** stock_products.loai (ITEM_TYPE of products.entity.ts) as posting names it. */
const ITEM_KINDS: Record<string, string> = Object.fromEntries(
  Object.entries(ITEM_TYPE).map(([name, code]) => [String(code), name]),
);

/** Cash lands on 111, every other way of paying on the bank (112) unless the type names its account. */
function paymentMethodOf(r: Row): PaymentMethodInfo {
  const loai = String(r.loai ?? 'khac');
  const tk = r.tk ? String(r.tk) : loai === 'tien_mat' ? '1111' : '1121';
  return { ma_httt: String(r.code), loai, tk };
}

const EXTRA: Record<string, ReturnType<typeof sql>> = {
  'stock.products': sql`, loai::text AS loai, coalesce(cho_phep_am, false) AS cho_phep_am,
      coalesce(theo_lo, false) AS theo_lo`,
  'stock.warehouses': sql`, ma_dvcs`,
  'accounting.taxs': sql`, trim_scale(thue_suat)::text AS thue_suat, coalesce(tk_thue_no, '1331') AS tk_thue_no,
      coalesce(tk_thue_co, '33311') AS tk_thue_co`,
  'sales.payment-types': sql`, loai::text AS loai, tk`,
};

/** Reads the referenced rows; 400 naming every path whose code does not exist. */
export async function loadReferences(
  tx: Tx,
  model: DocumentModel,
  header: Row,
  lines: Record<string, Row[]>,
  t: Translate,
): Promise<References> {
  const found = new Map<string, Map<string, Row>>();
  const issues: FieldIssue[] = [];
  for (const [target, uses] of lookupUses(model, header, lines)) {
    const entity = model.header.registry.get(target);
    if (!entity) continue;
    const rows = await existing(
      tx,
      entity,
      uses.map((u) => u.value),
      EXTRA[target] ?? sql``,
    );
    const byCode = new Map(rows.map((row) => [String(row.code), row]));
    found.set(target, byCode);
    for (const use of uses.filter((u) => !byCode.has(u.value)))
      issues.push({
        field: use.path,
        message: t(documentMessages.unknownCode, { field: use.path, value: use.value }),
      });
  }
  if (issues.length > 0) throw new ApiError(400, 'VALIDATION', { fields: issues.slice(0, 50) });
  const rowsOfTarget = (target: string) => [...(found.get(target)?.values() ?? [])];
  const products = new Map<string, ProductInfo>(
    rowsOfTarget('stock.products').map((r) => [
      String(r.code),
      {
        ma_vt: String(r.code),
        loai: ITEM_KINDS[String(r.loai)] ?? 'goods',
        cho_phep_am: r.cho_phep_am === true,
        theo_lo: r.theo_lo === true,
      },
    ]),
  );
  const services = model.document.consumesMaterials
    ? [...products.values()].filter((p) => p.loai === 'service').map((p) => p.ma_vt)
    : [];
  const consumption = await loadConsumption(tx, services);
  for (const [code, material] of consumption.materials) if (!products.has(code)) products.set(code, material);
  return {
    products,
    consumes: consumption.consumes,
    warehouses: new Map(rowsOfTarget('stock.warehouses').map((r) => [String(r.code), String(r.ma_dvcs)])),
    taxes: new Map(
      rowsOfTarget('accounting.taxs').map((r) => [
        String(r.code),
        {
          thue_suat: String(r.thue_suat ?? '0'),
          tk_thue_no: String(r.tk_thue_no),
          tk_thue_co: String(r.tk_thue_co),
        },
      ]),
    ),
    paymentMethods: new Map(
      rowsOfTarget('sales.payment-types').map((r) => [String(r.code), paymentMethodOf(r)]),
    ),
  };
}
