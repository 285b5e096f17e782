import { banners } from '../../../contract/entities/system/banners.entity.ts';
import { callCenterExtensions } from '../../../contract/entities/system/call-center-extensions.entity.ts';
import { callCenterPhoneNumbers } from '../../../contract/entities/system/call-center-phone-numbers.entity.ts';
import { callCenterProviders } from '../../../contract/entities/system/call-center-providers.entity.ts';
import { custom1 } from '../../../contract/entities/system/custom1.entity.ts';
import { custom2 } from '../../../contract/entities/system/custom2.entity.ts';
import { custom3 } from '../../../contract/entities/system/custom3.entity.ts';
import { dictionaries } from '../../../contract/entities/system/dictionaries.entity.ts';
import type { Db } from '../client.ts';
import { ROOM_TYPES } from './demo-services.data.ts';
import { seedEntity } from './seed-entity.ts';

/** Entries of one dictionary group, in the order given. */
const group = (loai: string, entries: [string, string][]) =>
  entries.map(([ma_tudien, ten_tudien], i) => ({ loai, ma_tudien, ten_tudien, order: i + 1 }));

/** Dictionary groups beyond the customer sources every tenant gets (seed/defaults.ts). */
export const DEMO_DICTIONARIES = [
  ...group('nghe_nghiep', [
    ['VANPHONG', 'Nhân viên văn phòng'],
    ['KINHDOANH', 'Kinh doanh tự do'],
    ['GIAOVIEN', 'Giáo viên'],
    ['NOITRO', 'Nội trợ'],
    ['SINHVIEN', 'Sinh viên'],
  ]),
  ...group('loai_da', [
    ['DAU', 'Da dầu'],
    ['KHO', 'Da khô'],
    ['HONHOP', 'Da hỗn hợp'],
    ['NHAYCAM', 'Da nhạy cảm'],
    ['THUONG', 'Da thường'],
  ]),
  ...group('moi_quan_he', [
    ['VOCHONG', 'Vợ/chồng'],
    ['CONCAI', 'Con cái'],
    ['BANBE', 'Bạn bè'],
    ['DONGNGHIEP', 'Đồng nghiệp'],
  ]),
  ...group('ly_do_huy', [
    ['BAN', 'Khách bận việc đột xuất'],
    ['SUCKHOE', 'Lý do sức khỏe'],
    ['DOILICH', 'Khách muốn đổi lịch khác'],
    ['KHONGLIENLAC', 'Không liên lạc được'],
  ]),
  ...group('ket_qua_goi', [
    ['DATLICH', 'Đã đặt lịch hẹn'],
    ['QUANTAM', 'Quan tâm, hẹn gọi lại'],
    ['KHONGNGHE', 'Không nghe máy'],
    ['TUCHOI', 'Từ chối'],
    ['SAISO', 'Sai số'],
  ]),
  ...group('nhom_ncc', [
    ['MYPHAM', 'Mỹ phẩm'],
    ['VATTU', 'Vật tư tiêu hao'],
    ['THIETBI', 'Máy móc, thiết bị'],
    ['DICHVU', 'Dịch vụ thuê ngoài'],
  ]),
  ...group('loai_phong', ROOM_TYPES),
];

/** Demo rows of the System catalogs: dictionaries, custom lists, banners and the call centre. */
export async function seedDemoSystem(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, dictionaries, DEMO_DICTIONARIES);
  await seedEntity(owner, tenantId, custom1, [
    { ma_dm: 'Q1', ten_dm: 'Quận 1', order: 1 },
    { ma_dm: 'Q3', ten_dm: 'Quận 3', order: 2 },
    { ma_dm: 'PN', ten_dm: 'Phú Nhuận', order: 3 },
  ]);
  await seedEntity(owner, tenantId, custom2, [
    { ma_dm: 'FBADS', ten_dm: 'Quảng cáo Facebook', order: 1 },
    { ma_dm: 'TIKTOKADS', ten_dm: 'Quảng cáo TikTok', order: 2 },
    { ma_dm: 'TOROI', ten_dm: 'Phát tờ rơi', order: 3 },
  ]);
  await seedEntity(owner, tenantId, custom3, [
    { ma_dm: 'PHONGVIP', ten_dm: 'Phòng VIP', order: 1 },
    { ma_dm: 'PHONGDOI', ten_dm: 'Phòng đôi', order: 2 },
    { ma_dm: 'PHONGDON', ten_dm: 'Phòng đơn', order: 3, status: 0 },
  ]);
  await seedEntity(owner, tenantId, banners, [
    {
      ma_banner: 'KHAITRUONG',
      tieu_de: 'Ưu đãi khai trương chi nhánh 2 — giảm 30% liệu trình',
      hinh_anh: '/icons/icon-512.png',
      vi_tri: 'dashboard',
      order: 1,
      ngay_bd: '2026-01-01',
      ngay_kt: '2026-12-31',
    },
    {
      ma_banner: 'DANGNHAP',
      tieu_de: 'Sen Spa & Clinic',
      hinh_anh: '/icons/icon-512.png',
      vi_tri: 'login',
      order: 2,
    },
  ]);
  await seedEntity(owner, tenantId, callCenterProviders, [
    {
      ma_tong_dai: 'NOIBO',
      ten_tong_dai: 'Tổng đài nội bộ (SIP)',
      provider: 'sip',
      enable: false,
      endpoint: 'wss://tongdai.sen-demo.example/ws',
      port: 7443,
      path: '/ws',
      domain: 'tongdai.sen-demo.example',
      libs: [],
    },
    { ma_tong_dai: 'STRINGEE', ten_tong_dai: 'Stringee', provider: 'stringee', enable: false, status: 0 },
  ]);
  await seedEntity(owner, tenantId, callCenterPhoneNumbers, [
    { so_dien_thoai: '02873001234', ten_so: 'Hotline chi nhánh 1', ma_tong_dai: 'NOIBO', ma_dvcs: 'CN01' },
    { so_dien_thoai: '02873005678', ten_so: 'Hotline chi nhánh 2', ma_tong_dai: 'NOIBO', ma_dvcs: 'CN02' },
  ]);
  await seedEntity(owner, tenantId, callCenterExtensions, [
    {
      so_may_nhanh: '101',
      ten_may_nhanh: 'Lễ tân CN01',
      ma_tong_dai: 'NOIBO',
      user_name: 'letan',
      ma_dvcs: 'CN01',
    },
    { so_may_nhanh: '102', ten_may_nhanh: 'Tư vấn CN01', ma_tong_dai: 'NOIBO', ma_dvcs: 'CN01' },
    { so_may_nhanh: '201', ten_may_nhanh: 'Lễ tân CN02', ma_tong_dai: 'NOIBO', ma_dvcs: 'CN02' },
  ]);
}
