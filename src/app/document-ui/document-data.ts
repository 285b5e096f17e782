import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { DocumentType } from '../../contract/documents/define.ts';
import type { StatusDef } from '../../contract/documents/statuses.ts';
import { apiGet } from '../data/api.ts';
import { type EntityRow, entityListSchema } from '../entity-ui/entity-api.ts';
import { session } from '../state/session.ts';
import type { LineProduct, TaxRates } from './lines.ts';
import { type Conversion, unitChoices } from './units.ts';

/**
 * What the document form reads besides the document: products (by code, barcode or name), unit
 * conversions, tax rates and the statuses of its voucher types. Each is read with the user's own
 * rights; one they may not read leaves the form working with less (base unit only, amounts
 * computed by the server, the declared statuses).
 */

const LIST_PAGE = 1000;
const key = (...parts: unknown[]) => ['session', session.tenant, 'document-ui', ...parts];

const conversionsQuery = () =>
  queryOptions({
    queryKey: key('conversions'),
    queryFn: async ({ signal }) => {
      const list = await apiGet('stock/conversion-units', entityListSchema, {
        query: { pageSize: LIST_PAGE, status: '1' },
        signal,
      }).catch(() => ({ items: [] as EntityRow[] }));
      return list.items.map(
        (row): Conversion => ({
          ma_vt: row.ma_vt == null ? null : String(row.ma_vt),
          ma_dvt: String(row.ma_dvt),
          ma_dvt_qd: String(row.ma_dvt_qd),
          he_so: String(row.he_so),
        }),
      );
    },
    staleTime: 5 * 60_000,
  });

const taxRatesQuery = () =>
  queryOptions({
    queryKey: key('tax-rates'),
    queryFn: async ({ signal }): Promise<TaxRates> => {
      const list = await apiGet('accounting/taxs', entityListSchema, {
        query: { pageSize: LIST_PAGE },
        signal,
      }).catch(() => ({ items: [] as EntityRow[] }));
      return new Map(list.items.map((row) => [String(row.ma_thue), String(row.thue_suat ?? '0')]));
    },
    staleTime: 5 * 60_000,
  });

export function useTaxRates(): TaxRates {
  return useQuery(taxRatesQuery()).data ?? EMPTY_RATES;
}
const EMPTY_RATES: TaxRates = new Map();

const productsSchema = entityListSchema;

async function productRow(row: EntityRow, queryClient: QueryClient): Promise<LineProduct> {
  const conversions = await queryClient.fetchQuery(conversionsQuery());
  const maVt = String(row.ma_vt);
  const dvt = String(row.dvt ?? '');
  return {
    ma_vt: maVt,
    ten_vt: String(row.ten_vt ?? ''),
    dvt,
    gia_ban: row.gia_ban == null ? '' : String(row.gia_ban),
    ma_thue: row.ma_thue == null ? '' : String(row.ma_thue),
    theo_lo: row.theo_lo === true,
    units: unitChoices(maVt, dvt, conversions),
  };
}

/** What typing a code and Enter found: the one product, several to choose from, or none. */
export type ProductMatch =
  | { kind: 'one'; product: LineProduct }
  | { kind: 'many'; products: LineProduct[] }
  | { kind: 'none' };

const BARCODE = /^\d{8,14}$/;

/**
 * A code, a barcode (a scanner types the digits and Enter) or words of a name: an exact barcode or
 * code wins; otherwise one match is taken and several are offered.
 */
export async function findProducts(queryClient: QueryClient, typed: string): Promise<ProductMatch> {
  const text = typed.trim();
  if (text === '') return { kind: 'none' };
  const ask = (query: Record<string, string>) =>
    queryClient.fetchQuery({
      queryKey: key('products', query),
      queryFn: ({ signal }) =>
        apiGet('stock/products', productsSchema, { query: { ...query, status: '1' }, signal }),
      staleTime: 30_000,
    });
  if (BARCODE.test(text)) {
    const scanned = await ask({ ma_vach: text, pageSize: '2' });
    if (scanned.items.length === 1 && scanned.items[0])
      return { kind: 'one', product: await productRow(scanned.items[0], queryClient) };
  }
  const found = await ask({ searchKey: text, pageSize: '8' });
  const exact = found.items.find((row) => String(row.ma_vt).toUpperCase() === text.toUpperCase());
  const only = found.items.length === 1 ? found.items[0] : undefined;
  const chosen = exact ?? only;
  if (chosen) return { kind: 'one', product: await productRow(chosen, queryClient) };
  if (found.items.length === 0) return { kind: 'none' };
  return {
    kind: 'many',
    products: await Promise.all(found.items.map((row) => productRow(row, queryClient))),
  };
}

/** A status as the list and the form show it: its name and colour. */
export interface StatusInfo {
  readonly status: string;
  readonly ten_tt: string;
  readonly mau: string;
  /** A document in this status may still be edited. */
  readonly cho_sua: boolean;
}

const voucherInfoSchema = z.looseObject({
  ma_ct: z.string(),
  status: z.string(),
  ten_tt: z.string(),
  mau: z.optional(z.nullable(z.string())),
  cho_sua: z.optional(z.boolean()),
});

/** The declared statuses, built once per declaration so screens keyed on them do not redraw. */
const declared = new WeakMap<readonly StatusDef[], StatusInfo[]>();
function fromDeclaration(statuses: readonly StatusDef[]): StatusInfo[] {
  let infos = declared.get(statuses);
  if (!infos) {
    infos = statuses.map(({ status, ten_tt, mau, cho_sua }) => ({ status, ten_tt, mau, cho_sua }));
    declared.set(statuses, infos);
  }
  return infos;
}

/**
 * The statuses of the document's default voucher type as accounting/voucher-infos names and colours
 * them (a tenant may have renamed them), else as declared.
 */
export function useStatuses(document: DocumentType): StatusInfo[] {
  const maCt = document.voucherTypes[0].ma_ct;
  const query = useQuery({
    queryKey: key('statuses', maCt),
    queryFn: async ({ signal }) => {
      const answer = await apiGet(
        'accounting/voucher-infos',
        z.object({ items: z.array(voucherInfoSchema) }),
        {
          query: { ma_ct: maCt },
          signal,
        },
      );
      return answer.items.map((row) => ({
        status: row.status,
        ten_tt: row.ten_tt,
        mau: row.mau ?? '#A8AAAE',
        cho_sua: row.cho_sua !== false,
      }));
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
  const found = query.data?.length ? query.data : undefined;
  return found ?? fromDeclaration(document.statuses);
}
