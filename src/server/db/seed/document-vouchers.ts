import { uuidv7 } from 'uuidv7';
import { documents } from '../../../contract/documents/registry.ts';
import { vouchers } from '../../../contract/entities/accounting/vouchers.entity.ts';
import { voucherInfos } from '../schema.ts';
import type { Tx } from '../with-tenant.ts';
import { seedEntity } from './seed-entity.ts';

/**
 * The voucher types every declared document type issues (accounting/vouchers) and their statuses
 * (accounting/voucher-infos), for a new tenant: derived from the declarations, editable after.
 */
export async function seedDocumentVouchers(tx: Tx, tenantId: string): Promise<void> {
  const types = documents.flatMap((document) =>
    document.voucherTypes.map((voucher) => ({ document, voucher })),
  );
  await seedEntity(
    tx,
    tenantId,
    vouchers,
    types.map(({ voucher }, i) => ({ ...voucher, so_chu_so: 6, stt: 100 + i * 10 })),
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
