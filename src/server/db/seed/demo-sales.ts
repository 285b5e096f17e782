import { cardTypes } from '../../../contract/entities/sales/card-types.entity.ts';
import { customerGroups } from '../../../contract/entities/sales/customer-groups.entity.ts';
import { discountCodes } from '../../../contract/entities/sales/discount-codes.entity.ts';
import { paymentTypes } from '../../../contract/entities/sales/payment-types.entity.ts';
import { vipPeriods } from '../../../contract/entities/sales/vip-periods.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/** Demo rows of the Sales setup catalogs (the four usual payment types come from defaults). */
export async function seedDemoSales(owner: Db, tenantId: string): Promise<void> {
  // VIP ranks are reviewed yearly and each quarter, over the current year (the demo's "now").
  const year = new Date().getUTCFullYear();
  await seedEntity(owner, tenantId, vipPeriods, [
    { ma_ky: `NAM${year}`, ten_ky: `Năm ${year}`, tu_ngay: `${year}-01-01`, den_ngay: `${year}-12-31` },
    ...[1, 2, 3, 4].map((quarter) => ({
      ma_ky: `Q${quarter}${year}`,
      ten_ky: `Quý ${quarter}/${year}`,
      tu_ngay: `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`,
      den_ngay: `${year}-${String(quarter * 3).padStart(2, '0')}-${quarter === 1 || quarter === 4 ? 31 : 30}`,
    })),
  ]);
  await seedEntity(owner, tenantId, customerGroups, [
    { ma_nhom: 'KHLE', ten_nhom: 'Khách lẻ', ghi_chu: 'Khách đến một lần, chưa là hội viên' },
    { ma_nhom: 'THANTHIET', ten_nhom: 'Khách thân thiết', ghi_chu: 'Từ 5 lần sử dụng dịch vụ trong năm' },
    { ma_nhom: 'HOIVIEN', ten_nhom: 'Hội viên', ghi_chu: 'Có thẻ thành viên hoặc thẻ VIP còn hạn' },
    {
      ma_nhom: 'DOANHNGHIEP',
      ten_nhom: 'Khách doanh nghiệp',
      ghi_chu: 'Hợp đồng chăm sóc nhân viên công ty',
    },
  ]);
  await seedEntity(owner, tenantId, paymentTypes, [
    {
      ma_httt: 'VNPAYQR',
      ten_httt: 'Quét mã VNPAY-QR',
      loai: 'vi_dien_tu',
      tk: '1121',
      ngan_hang: 'Vietcombank',
      so_tai_khoan: '0071001234567',
      chu_tai_khoan: 'CONG TY TNHH SEN SPA',
      ty_le_phi: '0.8',
      order: 5,
    },
    { ma_httt: 'TTT', ten_httt: 'Trừ thẻ trả trước', loai: 'the_tra_truoc', order: 6 },
  ]);
  await seedEntity(owner, tenantId, cardTypes, [
    { ma_loai_the: 'TV', ten_loai_the: 'Thẻ thành viên', nhom_the: 1, ty_le_ck: '5', so_thang_hl: 12 },
    {
      ma_loai_the: 'VIP',
      ten_loai_the: 'Thẻ VIP',
      nhom_the: 1,
      ty_le_ck: '10',
      so_thang_hl: 12,
      mau_the: '#C9A227',
    },
    {
      ma_loai_the: 'TIEN10TR',
      ten_loai_the: 'Thẻ tiền 10 triệu',
      nhom_the: 2,
      tien_menh_gia: '10000000',
      tien_tang: '2000000',
      so_thang_hl: 24,
    },
    {
      ma_loai_the: 'LT10',
      ten_loai_the: 'Thẻ liệu trình 10 buổi',
      nhom_the: 3,
      tien_menh_gia: '5000000',
      so_thang_hl: 6,
    },
  ]);
  await seedEntity(owner, tenantId, discountCodes, [
    {
      ma_giam_gia: 'CHAOHE2026',
      ten_giam_gia: 'Chào hè 2026 — giảm 20%',
      loai_giam: 1,
      ty_le_ck: '20',
      tien_ck_toi_da: '500000',
      tien_don_toi_thieu: '1000000',
      ngay_hl_tu: '2026-05-01',
      ngay_hl_den: '2026-08-31',
      so_lan_toi_da: 500,
    },
    {
      ma_giam_gia: 'KHACHMOI',
      ten_giam_gia: 'Khách mới giảm 100.000đ',
      loai_giam: 2,
      tien_ck: '100000',
      ngay_hl_tu: '2026-01-01',
    },
    {
      ma_giam_gia: 'CN02KHAITRUONG',
      ten_giam_gia: 'Khai trương chi nhánh 2 — giảm 30%',
      loai_giam: 1,
      ty_le_ck: '30',
      ngay_hl_tu: '2026-03-01',
      ngay_hl_den: '2026-03-31',
      ma_dvcs: 'CN02',
    },
  ]);
}
