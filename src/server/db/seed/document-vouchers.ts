import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { documents } from '../../../contract/documents/registry.ts';
import { vouchers } from '../../../contract/entities/accounting/vouchers.entity.ts';
import { type Db, rowsOf } from '../client.ts';
import { voucherInfos } from '../schema.ts';
import { tenants } from '../tenant-table.ts';
import type { Tx } from '../with-tenant.ts';
import { seedEntity } from './seed-entity.ts';

const declaredTypes = () =>
  documents.flatMap((document) => document.voucherTypes.map((voucher) => ({ document, voucher })));

/**
 * The voucher types every declared document type issues (accounting/vouchers) and their statuses
 * (accounting/voucher-infos), for a new tenant: derived from the declarations, editable after.
 * `held` names the types the tenant already has, which are left as the tenant set them.
 */
export async function seedDocumentVouchers(
  tx: Tx,
  tenantId: string,
  held: ReadonlySet<string> = new Set(),
): Promise<void> {
  const types = declaredTypes()
    .map((type, i) => ({ ...type, stt: 100 + i * 10 }))
    .filter(({ voucher }) => !held.has(voucher.ma_ct));
  await seedEntity(
    tx,
    tenantId,
    vouchers,
    types.map(({ voucher, stt }) => ({ ...voucher, so_chu_so: 6, stt })),
  );
  const infos = types.flatMap(({ document, voucher }) =>
    document.statuses.map((status) => ({
      ...status,
      ma_ct: voucher.ma_ct,
      tenant_id: tenantId,
      id: uuidv7(),
      created_by: 'system',
    })),
  );
  if (infos.length > 0) await tx.insert(voucherInfos).values(infos);
}

/**
 * At start-up, as the owner: gives every tenant the voucher types of document types declared since
 * it was created (a module that lands later adds its types to existing shops). A type the tenant
 * has, as a voucher type or by its statuses, is left alone.
 */
export async function syncDocumentVouchers(owner: Db): Promise<void> {
  const rows = rowsOf<{ tenant_id: string; held: string[] }>(
    await owner.execute(sql`
      SELECT t.id AS tenant_id, ARRAY(
        SELECT ma_ct FROM ${sql.identifier(vouchers.table)} WHERE tenant_id = t.id
        UNION SELECT ma_ct FROM ${voucherInfos} WHERE tenant_id = t.id) AS held
      FROM ${tenants} t`),
  );
  const declared = declaredTypes().map(({ voucher }) => voucher.ma_ct);
  for (const { tenant_id, held } of rows) {
    const have = new Set(held);
    if (declared.every((code) => have.has(code))) continue;
    await owner.transaction((tx) => seedDocumentVouchers(tx, tenant_id, have));
  }
}
