import { sql } from 'drizzle-orm';
import type { SettingName } from '../../../contract/settings/settings.ts';
import { SETTINGS } from '../../../contract/settings/settings.ts';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { COMPANY } from '../../documents/print/print-source.ts';
import type { RequestScope } from '../../entity-api/model.ts';
import { ApiError } from '../../http/errors.ts';
import { loadSettings } from '../system/setting-store.ts';
import { einvoiceMessages as m } from './einvoice-messages.ts';
import type { InvoiceData, InvoiceLine, RelatedInvoice } from './invoice-xml.ts';
import type { ProviderConfig } from './provider.ts';

/**
 * What an invoice order's e-invoice is made of, read in the publishing transaction: the settings
 * (template, series, type, the seller from the company settings, the provider), the buyer from the
 * order, and every line of its bills with product names, unit names and VAT rates.
 */

type Row = Record<string, unknown>;

const NAMES = [
  'sale_invoice_type',
  'sale_invoice_template_code',
  'sale_invoice_series',
  'sale_invoice_provider_url',
  'sale_invoice_provider_username',
  'sale_invoice_provider_password',
  ...COMPANY,
] as const;

export type InvoiceSettings = Awaited<ReturnType<typeof loadSettings<(typeof NAMES)[number]>>>;

function missing(scope: RequestScope, name: SettingName): ApiError {
  const setting = scope.t(SETTINGS[name].label);
  return new ApiError(400, 'VALIDATION', {
    fields: [{ field: name, message: scope.t(m.settingMissing, { setting }) }],
  });
}

/** The settings publishing needs; a missing one is a 400 naming it, before anything is written. */
export async function invoiceSettings(tx: Tx, scope: RequestScope): Promise<InvoiceSettings> {
  const settings = await loadSettings(tx, NAMES);
  for (const name of [
    'sale_invoice_template_code',
    'sale_invoice_series',
    'sale_invoice_provider_url',
  ] as const)
    if (!settings[name].trim()) throw missing(scope, name);
  // The seller's name, tax code and address are on every invoice (NBan: Ten, MST, DChi).
  if (!settings.company_name || !settings.company_tax_code || !settings.company_address)
    throw new ApiError(400, 'VALIDATION', {
      fields: [{ field: 'company_tax_code', message: scope.t(m.sellerMissing) }],
    });
  return settings;
}

export function providerConfig(settings: InvoiceSettings): ProviderConfig {
  return {
    baseUrl: settings.sale_invoice_provider_url.trim(),
    username: settings.sale_invoice_provider_username,
    password: settings.sale_invoice_provider_password,
  };
}

const text = (value: unknown): string | undefined =>
  value == null || value === '' ? undefined : String(value);

async function billLines(tx: Tx, billIds: readonly string[]): Promise<InvoiceLine[]> {
  if (billIds.length === 0) return [];
  const rows = rowsOf<Row>(
    await tx.execute(sql`SELECT d.ma_vt, p.ten_vt, coalesce(u.ten_dvt, d.dvt) AS dvt,
        trim_scale(d.so_luong)::text AS so_luong, coalesce(trim_scale(d.gia), 0)::text AS gia,
        coalesce(trim_scale(d.tien_hang), 0)::text AS tien_hang, coalesce(trim_scale(d.tien_ck), 0)::text AS tien_ck,
        coalesce(trim_scale(d.tien_thue), 0)::text AS tien_thue, trim_scale(x.thue_suat)::text AS thue_suat, d.ma_thue,
        d.stt_rec, d.line
      FROM sales_bills_details d
      LEFT JOIN stock_products p ON p.ma_vt = d.ma_vt
      LEFT JOIN stock_units u ON u.ma_dvt = d.dvt
      LEFT JOIN accounting_taxs x ON x.ma_thue = d.ma_thue
      WHERE d.stt_rec IN ${[...billIds]}`),
  );
  // The order's bills in its own order, each bill's lines in theirs.
  const at = (r: Row) => billIds.indexOf(String(r.stt_rec)) * 100_000 + Number(r.line);
  return rows
    .sort((a, b) => at(a) - at(b))
    .map((r) => ({
      code: String(r.ma_vt),
      name: String(r.ten_vt ?? r.ma_vt),
      unit: text(r.dvt),
      quantity: String(r.so_luong),
      price: String(r.gia),
      amount: String(r.tien_hang),
      discount: String(r.tien_ck),
      // No tax code, or the 'KCT' one every tenant starts with: not subject to VAT.
      rate: r.thue_suat == null || r.ma_thue === 'KCT' ? null : String(r.thue_suat),
      tax: String(r.tien_thue),
    }));
}

/** The invoice of an order (its header and details as stored) under a client key. */
export async function invoiceData(
  tx: Tx,
  order: Row & { details: Row[] },
  settings: InvoiceSettings,
  context: { key: string; date: string; replaces?: RelatedInvoice | undefined },
): Promise<InvoiceData> {
  const lines = await billLines(
    tx,
    order.details.map((d) => String(d.stt_rec_hd)),
  );
  return {
    key: context.key,
    type: settings.sale_invoice_type.trim(),
    template: settings.sale_invoice_template_code.trim(),
    series: settings.sale_invoice_series.trim(),
    date: context.date,
    paymentMethod: text(order.ht_tt) ?? 'TM/CK',
    seller: {
      name: settings.company_name,
      taxCode: settings.company_tax_code,
      address: text(settings.company_address),
      phone: text(settings.company_phone),
      email: text(settings.company_email),
    },
    buyer: {
      name: String(order.ten_dv || order.nguoi_mua || ''),
      taxCode: text(order.ma_so_thue),
      address: text(order.dia_chi),
      email: text(order.email),
      code: text(order.ma_kh),
      buyerName: text(order.nguoi_mua),
    },
    lines,
    replaces: context.replaces,
  };
}
