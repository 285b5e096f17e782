import { accounts } from '../../../contract/entities/accounting/accounts.entity.ts';
import { currencies } from '../../../contract/entities/accounting/currencies.entity.ts';
import { taxs } from '../../../contract/entities/accounting/taxs.entity.ts';
import { paymentTypes } from '../../../contract/entities/sales/payment-types.entity.ts';
import { dictionaries } from '../../../contract/entities/system/dictionaries.entity.ts';
import type { Tx } from '../with-tenant.ts';
import { chartOfAccounts } from './chart-of-accounts.ts';
import { seedDocumentVouchers } from './document-vouchers.ts';
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

/** The payment types a cashier needs on day one; `tk` is the ledger account receipts post to. */
export const DEFAULT_PAYMENT_TYPES = [
  { ma_httt: 'TM', ten_httt: 'Tiền mặt', ten_httt2: 'Cash', loai: 'tien_mat', tk: '1111', order: 1 },
  {
    ma_httt: 'CK',
    ten_httt: 'Chuyển khoản',
    ten_httt2: 'Bank transfer',
    loai: 'chuyen_khoan',
    tk: '1121',
    order: 2,
  },
  { ma_httt: 'THE', ten_httt: 'Thẻ ngân hàng', ten_httt2: 'Bank card', loai: 'the', tk: '1121', order: 3 },
  { ma_httt: 'VI', ten_httt: 'Ví điện tử', ten_httt2: 'E-wallet', loai: 'vi_dien_tu', tk: '1121', order: 4 },
];

/** Where customers come from: the choices of the customer form's source field. */
export const DEFAULT_CUSTOMER_SOURCES = [
  ['VANGLAI', 'Khách vãng lai', 'Walk-in'],
  ['GIOITHIEU', 'Người quen giới thiệu', 'Referral'],
  ['FACEBOOK', 'Facebook', 'Facebook'],
  ['ZALO', 'Zalo', 'Zalo'],
  ['TIKTOK', 'TikTok', 'TikTok'],
  ['WEBSITE', 'Website', 'Website'],
  ['HOTLINE', 'Gọi tổng đài', 'Hotline'],
].map(([ma_tudien, ten_tudien, ten_tudien2], i) => ({
  loai: 'nguon_kh',
  ma_tudien,
  ten_tudien,
  ten_tudien2,
  order: i + 1,
}));

/**
 * Reference data every new tenant starts with (not demo data): runs inside createTenant()'s
 * transaction, as the database owner — the chart of accounts of Circular 200/2014/TT-BTC, the
 * currencies VND and USD, the standard VAT rates, the payment types, the customer sources, and the voucher types and statuses of the declared
 * documents.
 */
export async function seedTenantDefaults(tx: Tx, tenantId: string): Promise<void> {
  await seedEntity(tx, tenantId, accounts, chartOfAccounts());
  await seedEntity(tx, tenantId, currencies, DEFAULT_CURRENCIES);
  await seedEntity(tx, tenantId, taxs, DEFAULT_TAXES);
  await seedEntity(tx, tenantId, paymentTypes, DEFAULT_PAYMENT_TYPES);
  await seedEntity(tx, tenantId, dictionaries, DEFAULT_CUSTOMER_SOURCES);
  await seedDocumentVouchers(tx, tenantId);
}
