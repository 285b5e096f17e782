import type { MessageDescriptor } from '@lingui/core';
import { type ColumnName, defineEntity, type Entity, type Fields } from '../entity/define.ts';
import type { SortType } from '../list/list-query.ts';
import type { LedgerRows } from './ledger.ts';
import type { StatusDef } from './statuses.ts';

/**
 * The document language (design/documents.md §1): a document type is a header entity, its line
 * tables, its voucher types and statuses, and a pure post() giving its ledger rows. The engine
 * (src/server/documents) derives tables, API, numbering, locks and posting from it; the client
 * its list, master-detail form and print.
 */

/** A voucher type the document issues; seeded into accounting/vouchers, where a tenant may edit it. */
export interface VoucherTypeDef {
  readonly ma_ct: string;
  readonly ten_ct: string;
  readonly ten_ct2: string;
  readonly phan_he: 'SO' | 'PO' | 'IN' | 'CA' | 'GL';
  /** Numbering prefix (accounting/vouchers.tien_to). */
  readonly tien_to: string;
  /** Default accounts post() uses (the tenant's accounting/vouchers row wins). */
  readonly tk_no: string | null;
  readonly tk_co: string | null;
}

/**
 * A voucher type on one line: its code, Vietnamese and English names, module, numbering prefix and
 * the default debit and credit accounts of post().
 */
export function voucherType(
  ma_ct: string,
  [ten_ct, ten_ct2]: readonly [string, string],
  phan_he: VoucherTypeDef['phan_he'],
  tien_to: string,
  [tk_no, tk_co]: readonly [string | null, string | null] = [null, null],
): VoucherTypeDef {
  return { ma_ct, ten_ct, ten_ct2, phan_he, tien_to, tk_no, tk_co };
}

export interface LineTableInput<L extends Fields = Fields> {
  readonly fields: L;
  /** Most lines one document may carry (bad input of documents.md §7). */
  readonly maxLines?: number;
}

export interface LineTable extends LineTableInput {
  readonly name: string;
  /** SQL table: '<header table>_<name>'. */
  readonly table: string;
  readonly fieldNames: readonly string[];
  readonly maxLines: number;
}

type Row = Readonly<Record<string, unknown>>;

/** A document as post() and checks() see it: header values and its line tables by name. */
export type DocumentValues = Row & { readonly details: readonly Row[] } & Readonly<Record<string, unknown>>;

/** What a stocked item is to posting: its type decides its stock account. */
export interface ProductInfo {
  readonly ma_vt: string;
  /** goods, material, service, package (ITEM_TYPE of stock/products.entity.ts). */
  readonly loai: string;
  readonly cho_phep_am: boolean;
  /** The item tracks batches and expiry (stock/products.theo_lo). */
  readonly theo_lo?: boolean;
}

/** A material one unit of a service uses up (stock/product-consumes), in the material's stock unit. */
export interface MaterialUse {
  readonly ma_vt: string;
  readonly so_luong: string;
}

/** What a payment type is to posting: the account its money lands on and its kind (tien_mat…). */
export interface PaymentMethodInfo {
  readonly ma_httt: string;
  readonly tk: string;
  readonly loai: string;
}

/** Facts post() needs beyond the document, resolved by the engine before it calls post(). */
export interface PostContext {
  /** The voucher type's accounts (the tenant's accounting/vouchers row, else the declaration's). */
  readonly voucher: Pick<VoucherTypeDef, 'ma_ct' | 'tk_no' | 'tk_co'>;
  readonly product: (ma_vt: string) => ProductInfo;
  readonly warehouseBranch: (ma_kho: string) => string;
  /** The input VAT account of a tax code (accounting/taxs.tk_thue_no). */
  readonly inputTaxAccount: (ma_thue: string) => string;
  /** The output VAT account of a tax code (accounting/taxs.tk_thue_co). */
  readonly outputTaxAccount: (ma_thue: string) => string;
  /** A payment type's account and kind (sales/payment-types: tk, loai): the payment-method registry. */
  readonly paymentMethod: (ma_httt: string) => PaymentMethodInfo;
  /** The materials one unit of a service consumes (none for anything else). */
  readonly consumes: (ma_vt: string) => readonly MaterialUse[];
  /**
   * Cost of taking `so_luong` (base unit) out of a warehouse at the moving weighted average of that
   * moment; successive calls within one posting see the earlier ones.
   */
  readonly issueCost: (ma_kho: string, ma_vt: string, so_luong: string) => string;
  /**
   * Batches a consumed material is taken from, the first to expire first, as quantities that sum
   * to `so_luong` ('' for what no batch in stock covers). Absent, or the material untracked: one
   * piece without a batch.
   */
  readonly consumedBatches?: (
    ma_kho: string,
    ma_vt: string,
    so_luong: string,
  ) => readonly { readonly ma_lo: string; readonly so_luong: string }[];
}

/** A refusal of a document-specific rule: the field path ('details[1].ma_kho_nhap') and message. */
export interface DocumentProblem {
  readonly field: string;
  readonly message: MessageDescriptor;
  readonly values?: Record<string, string>;
}

export interface DocumentInput<H extends Fields> {
  /** Registry name '<module>.<name>'. */
  readonly name: string;
  /** API path under /api and screen path (default: the name, 'stock/receipt-orders'). */
  readonly path?: string;
  /** Header table; line tables are '<table>_<line table name>'. */
  readonly table: string;
  /** Default: the name. */
  readonly menuId?: string;
  readonly title: MessageDescriptor;
  readonly one: MessageDescriptor;
  readonly header: H;
  /** Line tables; the first is `details`, a `payments` table may follow. */
  readonly lines: { readonly details: LineTableInput } & Readonly<Record<string, LineTableInput>>;
  /** Voucher types, the default first. */
  readonly voucherTypes: readonly [VoucherTypeDef, ...VoucherTypeDef[]];
  readonly statuses: readonly StatusDef[];
  /** Status of a created document that names none. */
  readonly initialStatus: string;
  readonly list: {
    readonly columns: readonly ColumnName<H>[];
    /** Default: newest first. */
    readonly sort?: readonly [ColumnName<H>, SortType];
  };
  readonly search?: readonly (keyof H & string)[];
  readonly filters?: readonly (keyof H & string)[];
  /** Employee code column (ma_nvbh) when a salesperson is involved. */
  readonly employee?: keyof H & string;
  /** Rules of this type beyond field kinds (a transfer's two warehouses differ). */
  readonly checks?: (doc: DocumentValues) => DocumentProblem[];
  /**
   * Header values that follow from the recomputed document (paid, change, debt of a bill), merged
   * into the stored header after the amounts are recomputed. Pure.
   */
  readonly derive?: (doc: DocumentValues) => Readonly<Record<string, string>>;
  /**
   * A reason the stored document may no longer change whatever its status allows (an order whose
   * e-invoice was issued): edit, delete and status change answer it as a 400 on `status`.
   */
  readonly frozen?: (header: Readonly<Record<string, unknown>>) => MessageDescriptor | undefined;
  /** Menu id of the type's approve screen: moving a document out of awaiting approval needs its edit right. */
  readonly approveMenuId?: string;
  /**
   * post() takes the materials its services consume out of stock (`PostContext.consumes`, service
   * slips): the write reads them and locks and checks their stock with the lines' own items.
   */
  readonly consumesMaterials?: boolean;
  /**
   * How its lines meet batches when `stock_product_batch` is on (documents/batches.ts): 'in' lines
   * bring a batch and its expiry (receipts, returns), 'out' lines take from one (the first to
   * expire when none is named). Types without `ma_lo` on their lines leave it out.
   */
  readonly batches?: 'in' | 'out';
  /** The ledger rows of the document in a posted status (documents.md §5). Pure. */
  readonly post: (doc: DocumentValues, ctx: PostContext) => LedgerRows;
}

export interface DocumentType extends Omit<DocumentInput<Fields>, 'lines' | 'header' | 'path' | 'menuId'> {
  readonly path: string;
  readonly menuId: string;
  /** The header as an entity: its table, list, search, filters, branch/employee/lock scope. */
  readonly header: Entity;
  readonly lines: Readonly<Record<string, LineTable>> & { readonly details: LineTable };
  readonly lineNames: readonly string[];
}

const DEFAULT_MAX_LINES = 1000;

function lineTable(table: string, name: string, input: LineTableInput): LineTable {
  if (!('line' in input.fields)) throw new Error(`Document ${table}: lines ${name} need a line field`);
  return {
    ...input,
    name,
    table: `${table}_${name}`,
    fieldNames: Object.keys(input.fields),
    maxLines: input.maxLines ?? DEFAULT_MAX_LINES,
  };
}

const REQUIRED_HEADER = ['stt_rec', 'ma_dvcs', 'ma_ct', 'so_ct', 'ngay_ct', 'status'];

/** Declares a document type; checks its references once, at load time. */
export function defineDocument<const H extends Fields>(input: DocumentInput<H>): DocumentType {
  const missing = REQUIRED_HEADER.filter((name) => !(name in input.header));
  if (missing.length > 0) throw new Error(`Document ${input.name}: header lacks ${missing.join(', ')}`);
  if (!input.statuses.some((s) => s.status === input.initialStatus))
    throw new Error(`Document ${input.name}: unknown initial status ${input.initialStatus}`);
  const path = input.path ?? input.name.replace('.', '/');
  const menuId = input.menuId ?? input.name;
  const header = defineEntity<Fields>({
    name: input.name,
    path,
    table: input.table,
    menuId,
    title: input.title,
    one: input.one,
    fields: input.header as Fields,
    key: 'stt_rec',
    display: 'so_ct',
    list: { columns: input.list.columns, sort: input.list.sort ?? ['ngay_ct', 'desc'] },
    search: input.search ?? ['so_ct', 'dien_giai'],
    filters: input.filters ?? ['ma_ct', 'status'],
    dateField: 'ngay_ct',
    unique: [['ma_dvcs', 'ma_ct', 'so_ct']],
    lookup: 'read',
    scope: {
      branch: 'ma_dvcs',
      ...(input.employee ? { employee: input.employee } : {}),
      voucher: { type: { field: 'ma_ct' }, date: 'ngay_ct' },
    },
  });
  const lines = Object.fromEntries(
    Object.entries(input.lines).map(([name, def]) => [name, lineTable(input.table, name, def)]),
  ) as DocumentType['lines'];
  return { ...input, path, menuId, header, lines, lineNames: Object.keys(lines) };
}

/** The voucher type a document's ma_ct names, or the declaration's default. */
export function voucherTypeOf(document: DocumentType, maCt: unknown): VoucherTypeDef | undefined {
  return document.voucherTypes.find((v) => v.ma_ct === maCt);
}
