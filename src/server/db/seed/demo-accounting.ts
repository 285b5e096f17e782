import { exchangeRates } from '../../../contract/entities/accounting/exchange-rates.entity.ts';
import { expenses } from '../../../contract/entities/accounting/expenses.entity.ts';
import { transactionTerms } from '../../../contract/entities/accounting/transaction-terms.entity.ts';
import { vouchers } from '../../../contract/entities/accounting/vouchers.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

const EXCHANGE_RATES = [
  { ma_tg: 'USD20250102', ma_nt: 'USD', ngay: '2025-01-02', ty_gia: '25450' },
  { ma_tg: 'USD20250701', ma_nt: 'USD', ngay: '2025-07-01', ty_gia: '26150' },
];

const TERMS = [
  { ma_dk: 'TTNGAY', ten_dk: 'Thanh toán ngay', ten_dk2: 'Due on receipt', han_tt: 0 },
  { ma_dk: 'N15', ten_dk: 'Thanh toán trong 15 ngày', ten_dk2: 'Net 15', han_tt: 15 },
  {
    ma_dk: 'N30CK2',
    ten_dk: 'Thanh toán trong 30 ngày, chiết khấu 2% nếu trả trong 10 ngày',
    ten_dk2: '2/10 net 30',
    han_tt: 30,
    so_ngay_ck: 10,
    tl_ck: '2',
  },
];

const EXPENSES = [
  { ma_kmcp: 'NV', ten_kmcp: 'Chi phí nhân viên', ten_kmcp2: 'Staff costs', tk: '6421' },
  { ma_kmcp: 'NVLUONG', ten_kmcp: 'Lương, thưởng nhân viên', kmcp_me: 'NV', tk: '6421' },
  { ma_kmcp: 'NVBH', ten_kmcp: 'Bảo hiểm xã hội, y tế, thất nghiệp', kmcp_me: 'NV', tk: '6421' },
  { ma_kmcp: 'MB', ten_kmcp: 'Thuê mặt bằng', ten_kmcp2: 'Rent', tk: '6427' },
  { ma_kmcp: 'DN', ten_kmcp: 'Điện, nước, internet', ten_kmcp2: 'Utilities', tk: '6427' },
  { ma_kmcp: 'MKT', ten_kmcp: 'Quảng cáo, tiếp thị', ten_kmcp2: 'Marketing', tk: '6418' },
  { ma_kmcp: 'VPP', ten_kmcp: 'Văn phòng phẩm', ten_kmcp2: 'Office supplies', tk: '6423' },
  { ma_kmcp: 'SC', ten_kmcp: 'Sửa chữa, bảo trì thiết bị', ten_kmcp2: 'Repairs and maintenance', tk: '6427' },
];

const voucher = (
  ma_ct: string,
  ten_ct: string,
  ten_ct2: string,
  phan_he: string,
  tk_no: string | null,
  tk_co: string | null,
  stt: number,
) => ({ ma_ct, ten_ct, ten_ct2, phan_he, tien_to: ma_ct.slice(0, 2), tk_no, tk_co, stt });

// The voucher types of the declared documents (PN1, PX1, PD1…) come with every tenant (defaults.ts).
const VOUCHERS = [
  voucher('HD1', 'Hóa đơn bán hàng', 'Sales invoice', 'SO', '131', '5111', 10),
  voucher('PT1', 'Phiếu thu tiền mặt', 'Cash receipt', 'CA', '1111', null, 50),
  voucher('PC1', 'Phiếu chi tiền mặt', 'Cash payment', 'CA', null, '1111', 60),
  voucher('BC1', 'Giấy báo có', 'Bank credit note', 'CA', '1121', null, 70),
  voucher('BN1', 'Giấy báo nợ', 'Bank debit note', 'CA', null, '1121', 80),
  voucher('PK1', 'Phiếu kế toán', 'Journal voucher', 'GL', null, null, 90),
];

/** Demo rows of the accounting reference screens (the defaults already hold accounts, VND, VAT). */
export async function seedAccountingDemo(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, exchangeRates, EXCHANGE_RATES);
  await seedEntity(owner, tenantId, transactionTerms, TERMS);
  await seedEntity(owner, tenantId, expenses, EXPENSES);
  await seedEntity(owner, tenantId, vouchers, VOUCHERS);
}
