import { accounts } from '../../../contract/entities/accounting/accounts.entity.ts';
import { currencies } from '../../../contract/entities/accounting/currencies.entity.ts';
import { taxs } from '../../../contract/entities/accounting/taxs.entity.ts';
import type { Tx } from '../with-tenant.ts';
import { chartOfAccounts } from './chart-of-accounts.ts';
import { seedEntity } from './seed-entity.ts';

/** Currencies every tenant starts with: the dong (accounting currency) and the US dollar. */
export const DEFAULT_CURRENCIES = [
  {
    ma_nt: 'VND',
    ten_nt: 'Việt Nam đồng',
    ten_nt2: 'Vietnamese dong',
    ky_hieu: '₫',
    so_le: 0,
    doc_tien: 'đồng',
  },
  { ma_nt: 'USD', ten_nt: 'Đô la Mỹ', ten_nt2: 'US dollar', ky_hieu: '$', so_le: 2, doc_tien: 'đô la / xu' },
];

const vat = (ma_thue: string, ten_thue: string, ten_thue2: string, thue_suat: string, stt: number) => ({
  ma_thue,
  ten_thue,
  ten_thue2,
  thue_suat,
  chiu_thue: ma_thue !== 'KCT',
  tk_thue_co: '33311',
  tk_thue_no: '1331',
  stt,
});

/** The VAT rates of the Law on VAT (0%, 5%, 10%, the reduced 8%) and goods not subject to VAT. */
export const DEFAULT_TAXES = [
  vat('KCT', 'Không chịu thuế GTGT', 'Not subject to VAT', '0', 10),
  vat('00', 'Thuế suất 0%', 'VAT 0%', '0', 20),
  vat('05', 'Thuế suất 5%', 'VAT 5%', '5', 30),
  vat('08', 'Thuế suất 8% (giảm thuế GTGT)', 'VAT 8% (reduced rate)', '8', 40),
  vat('10', 'Thuế suất 10%', 'VAT 10%', '10', 50),
];

/**
 * Reference data every new tenant starts with (not demo data): runs inside createTenant()'s
 * transaction, as the database owner — the chart of accounts of Circular 200/2014/TT-BTC, the
 * currencies VND and USD, and the standard VAT rates.
 */
export async function seedTenantDefaults(tx: Tx, tenantId: string): Promise<void> {
  await seedEntity(tx, tenantId, accounts, chartOfAccounts());
  await seedEntity(tx, tenantId, currencies, DEFAULT_CURRENCIES);
  await seedEntity(tx, tenantId, taxs, DEFAULT_TAXES);
}
