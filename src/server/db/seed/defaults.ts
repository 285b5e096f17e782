import { paymentTypes } from '../../../contract/entities/sales/payment-types.entity.ts';
import { dictionaries } from '../../../contract/entities/system/dictionaries.entity.ts';
import type { Tx } from '../with-tenant.ts';
import { seedEntity } from './seed-entity.ts';

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
 * transaction, as the database owner. Each module adds its part here.
 */
export async function seedTenantDefaults(tx: Tx, tenantId: string): Promise<void> {
  await seedEntity(tx, tenantId, paymentTypes, DEFAULT_PAYMENT_TYPES);
  await seedEntity(tx, tenantId, dictionaries, DEFAULT_CUSTOMER_SOURCES);
}
