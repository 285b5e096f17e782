import { and, eq, inArray, sql } from 'drizzle-orm';
import { settingValue } from '../../../contract/settings/setting-values.ts';
import { rowsOf } from '../../db/client.ts';
import { branches } from '../../db/entity-tables.ts';
import { configs, entityTables, tenants } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import type { Company, PrintNames } from './print-model.ts';

type Row = Readonly<Record<string, unknown>>;

/** The company settings (/admin/settings) a printed voucher's heading and an e-invoice's seller are. */
export const COMPANY = [
  'company_name',
  'company_tax_code',
  'company_address',
  'company_phone',
  'company_email',
] as const;

/**
 * The company details of /admin/settings (configs). Left unset, the tenant's name and the
 * document's branch address and phone stand in: a voucher never prints without a heading.
 */
export async function loadCompany(tx: Tx, tenantId: string, branch: string): Promise<Company> {
  const rows = await tx
    .select({ name: configs.name, value: configs.value })
    .from(configs)
    .where(and(eq(configs.tenant_id, tenantId), inArray(configs.name, [...COMPANY])));
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  const value = (name: (typeof COMPANY)[number]) => String(settingValue(name, stored.get(name)) ?? '').trim();
  const [tenant] = await tx.select({ name: tenants.ten_dn }).from(tenants).where(eq(tenants.id, tenantId));
  const [office] = await tx
    .select({ address: branches.dia_chi, phone: branches.dien_thoai })
    .from(branches)
    .where(and(eq(branches.tenant_id, tenantId), eq(branches.ma_dvcs, branch)));
  return {
    name: value('company_name') || tenant?.name || '',
    taxCode: value('company_tax_code'),
    address: value('company_address') || office?.address || '',
    phone: value('company_phone') || office?.phone || '',
    email: value('company_email'),
  };
}

/** code → name of one catalogue, for the codes the document holds. */
async function namesOf(
  tx: Tx,
  tenantId: string,
  entityName: string,
  key: string,
  display: string,
  codes: Set<string>,
) {
  const table = entityTables[entityName];
  if (!table || codes.size === 0) return new Map<string, string>();
  const columns = table as unknown as Record<string, Parameters<typeof eq>[0]>;
  const rows = rowsOf<Row>(
    await tx.execute(
      sql`SELECT ${columns[key]} AS code, ${columns[display]} AS name FROM ${table}
          WHERE ${table.tenant_id} = ${tenantId} AND ${columns[key]} IN ${[...codes]}`,
    ),
  );
  return new Map(rows.map((row) => [String(row.code), String(row.name)]));
}

/** The names of the items, units and warehouses a document's lines name. */
export async function loadPrintNames(tx: Tx, tenantId: string, lines: readonly Row[]): Promise<PrintNames> {
  const codes = (...fields: string[]) =>
    new Set(
      lines.flatMap((line) =>
        fields.map((f) => line[f]).filter((v): v is string => typeof v === 'string' && v !== ''),
      ),
    );
  return {
    items: await namesOf(tx, tenantId, 'stock.products', 'ma_vt', 'ten_vt', codes('ma_vt')),
    units: await namesOf(tx, tenantId, 'stock.units', 'ma_dvt', 'ten_dvt', codes('dvt')),
    warehouses: await namesOf(
      tx,
      tenantId,
      'stock.warehouses',
      'ma_kho',
      'ten_kho',
      codes('ma_kho', 'ma_kho_nhap'),
    ),
  };
}
