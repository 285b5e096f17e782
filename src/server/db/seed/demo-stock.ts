import { conversionUnits } from '../../../contract/entities/stock/conversion-units.entity.ts';
import { productConsumes } from '../../../contract/entities/stock/product-consumes.entity.ts';
import { productGroups } from '../../../contract/entities/stock/product-groups.entity.ts';
import { productHours } from '../../../contract/entities/stock/product-hours.entity.ts';
import { productTypes } from '../../../contract/entities/stock/product-types.entity.ts';
import { rates } from '../../../contract/entities/stock/rates.entity.ts';
import { units } from '../../../contract/entities/stock/units.entity.ts';
import { warehouses } from '../../../contract/entities/stock/warehouses.entity.ts';
import type { Db } from '../client.ts';
import { configs } from '../schema.ts';
import { seedItemsDemo } from './demo-items.ts';
import { seedEntity } from './seed-entity.ts';

const UNITS = [
  ['CAI', 'Cái', 'Piece'],
  ['CHAI', 'Chai', 'Bottle'],
  ['HOP', 'Hộp', 'Box'],
  ['TUYP', 'Tuýp', 'Tube'],
  ['LO', 'Lọ', 'Jar'],
  ['GOI', 'Gói', 'Pack'],
  ['ML', 'Mililít', 'Millilitre'],
  ['L', 'Lít', 'Litre'],
  ['LAN', 'Lần', 'Session'],
  ['HU', 'Hũ', 'Jar'],
  ['MIENG', 'Miếng', 'Sheet'],
  ['BO', 'Bộ', 'Set'],
  ['CUON', 'Cuộn', 'Roll'],
  ['CAN', 'Can', 'Can'],
  ['THUNG', 'Thùng', 'Carton'],
  ['LIEU', 'Liệu trình', 'Course'],
].map(([ma_dvt, ten_dvt, ten_dvt2]) => ({ ma_dvt, ten_dvt, ten_dvt2 }));

const WAREHOUSES = ['CN01', 'CN02'].flatMap((branch, i) => [
  {
    ma_kho: `K${branch}`,
    ten_kho: `Kho hàng bán ${branch}`,
    ma_dvcs: branch,
    loai_kho: 1,
    dia_chi:
      i === 0
        ? '12 Nguyễn Thị Minh Khai, Phường Sài Gòn, TP. Hồ Chí Minh'
        : '45 Lê Lợi, Phường Hạc Thành, Thanh Hóa',
    thu_kho: i === 0 ? 'Trần Thị Mai' : 'Lê Văn Hùng',
  },
  {
    ma_kho: `KVT${branch}`,
    ten_kho: `Kho vật tư tiêu hao ${branch}`,
    ma_dvcs: branch,
    loai_kho: 2,
    thu_kho: i === 0 ? 'Trần Thị Mai' : 'Lê Văn Hùng',
  },
]);

const PRODUCT_GROUPS = [
  { ma_nhvt: 'CSD', ten_nhvt: 'Chăm sóc da', ten_nhvt2: 'Skin care', loai_nhom: 2, stt: 10 },
  { ma_nhvt: 'TL', ten_nhvt: 'Triệt lông', ten_nhvt2: 'Hair removal', loai_nhom: 2, stt: 20 },
  { ma_nhvt: 'GB', ten_nhvt: 'Giảm béo', ten_nhvt2: 'Body slimming', loai_nhom: 2, stt: 30 },
  { ma_nhvt: 'GDB', ten_nhvt: 'Gội đầu dưỡng sinh', ten_nhvt2: 'Head spa', loai_nhom: 2, stt: 40 },
  { ma_nhvt: 'MP', ten_nhvt: 'Mỹ phẩm', ten_nhvt2: 'Cosmetics', loai_nhom: 1, stt: 50 },
  { ma_nhvt: 'MPCSD', ten_nhvt: 'Mỹ phẩm chăm sóc da', nhom_me: 'MP', loai_nhom: 1, stt: 60 },
  { ma_nhvt: 'MPCN', ten_nhvt: 'Kem chống nắng', nhom_me: 'MP', loai_nhom: 1, stt: 70 },
  { ma_nhvt: 'VTTH', ten_nhvt: 'Vật tư tiêu hao', ten_nhvt2: 'Consumables', loai_nhom: 3, stt: 80 },
  { ma_nhvt: 'MS', ten_nhvt: 'Massage, xoa bóp', ten_nhvt2: 'Massage', loai_nhom: 2, stt: 35 },
  { ma_nhvt: 'NAIL', ten_nhvt: 'Móng, mi, chân mày', ten_nhvt2: 'Nails and lashes', loai_nhom: 2, stt: 42 },
  { ma_nhvt: 'PX', ten_nhvt: 'Phun xăm thẩm mỹ', ten_nhvt2: 'Cosmetic tattoo', loai_nhom: 2, stt: 44 },
  { ma_nhvt: 'GOIDV', ten_nhvt: 'Gói liệu trình', ten_nhvt2: 'Treatment packages', loai_nhom: 2, stt: 46 },
  { ma_nhvt: 'MPCT', ten_nhvt: 'Chăm sóc cơ thể', nhom_me: 'MP', loai_nhom: 1, stt: 72 },
  { ma_nhvt: 'MPTOC', ten_nhvt: 'Chăm sóc tóc', nhom_me: 'MP', loai_nhom: 1, stt: 74 },
  { ma_nhvt: 'TD', ten_nhvt: 'Trang điểm, phụ kiện', nhom_me: 'MP', loai_nhom: 1, stt: 76 },
  { ma_nhvt: 'TPCN', ten_nhvt: 'Thực phẩm chức năng', ten_nhvt2: 'Supplements', loai_nhom: 1, stt: 78 },
];

const PRODUCT_TYPES = [
  { ma_lvt: 'HH', ten_lvt: 'Hàng hóa', ten_lvt2: 'Merchandise', tk_vt: '1561', tk_dt: '5111', tk_gv: '632' },
  {
    ma_lvt: 'DV',
    ten_lvt: 'Dịch vụ',
    ten_lvt2: 'Service',
    theo_doi_ton: false,
    tk_dt: '5113',
    tk_gv: '632',
  },
  { ma_lvt: 'VT', ten_lvt: 'Vật tư tiêu hao', ten_lvt2: 'Consumables', tk_vt: '152', tk_gv: '632' },
  { ma_lvt: 'CCDC', ten_lvt: 'Công cụ, dụng cụ', ten_lvt2: 'Tools and supplies', tk_vt: '1531' },
];

const PRODUCT_HOURS = [30, 45, 60, 90, 120].map((minutes) => ({
  ma_tl: `P${minutes}`,
  ten_tl: `${minutes} phút`,
  so_phut: minutes,
  so_phut_nghi: minutes >= 90 ? 15 : 10,
}));

const RATES = [
  { ma_bg: 'BGCN01', ten_bg: 'Bảng giá chuẩn CN01', ma_dvcs: 'CN01', ngay_hl: '2025-01-01' },
  { ma_bg: 'BGCN02', ten_bg: 'Bảng giá chuẩn CN02', ma_dvcs: 'CN02', ngay_hl: '2025-01-01' },
  {
    ma_bg: 'KMHE2025',
    ten_bg: 'Giá khuyến mãi hè 2025',
    ma_dvcs: 'CN01',
    ngay_hl: '2025-06-01',
    ngay_hhl: '2025-08-31',
    uu_tien: 10,
    ghi_chu: 'Giảm 20% liệu trình triệt lông và chăm sóc da',
  },
];

const CONVERSIONS = [
  { ma_qd: 'LML', ma_dvt: 'L', ma_dvt_qd: 'ML', he_so: '1000' },
  { ma_qd: 'HOPGOI', ma_dvt: 'HOP', ma_dvt_qd: 'GOI', he_so: '10', ghi_chu: 'Mặt nạ giấy' },
  { ma_qd: 'SRM01THUNG', ma_vt: 'SRM01', ma_dvt: 'THUNG', ma_dvt_qd: 'CHAI', he_so: '12' },
  { ma_qd: 'TOC01THUNG', ma_vt: 'TOC01', ma_dvt: 'THUNG', ma_dvt_qd: 'CHAI', he_so: '12' },
  { ma_qd: 'VT15THUNG', ma_vt: 'VT15', ma_dvt: 'THUNG', ma_dvt_qd: 'CHAI', he_so: '20' },
  { ma_qd: 'MN01HOP', ma_vt: 'MN01', ma_dvt: 'HOP', ma_dvt_qd: 'MIENG', he_so: '10' },
  { ma_qd: 'MN02HOP', ma_vt: 'MN02', ma_dvt: 'HOP', ma_dvt_qd: 'MIENG', he_so: '10' },
  { ma_qd: 'VT05THUNG', ma_vt: 'VT05', ma_dvt: 'THUNG', ma_dvt_qd: 'HOP', he_so: '10' },
];

/**
 * What the demo treatments use up per session (a service slip takes it out of stock): masks,
 * cotton pads, gloves, wet wipes, in their stock units (a pack of 150 pads: 3 pads = 0.02).
 */
const CONSUMES = [
  { ma_dm: 'CSD02MN01', ma_vt: 'CSD02', ma_vt_nl: 'MN01', so_luong: '1', dvt: 'MIENG' },
  { ma_dm: 'CSD02VT01', ma_vt: 'CSD02', ma_vt_nl: 'VT01', so_luong: '0.02', dvt: 'GOI' },
  { ma_dm: 'CSD03VT05', ma_vt: 'CSD03', ma_vt_nl: 'VT05', so_luong: '0.02', dvt: 'HOP' },
  { ma_dm: 'CSD03VT01', ma_vt: 'CSD03', ma_vt_nl: 'VT01', so_luong: '0.02', dvt: 'GOI' },
  { ma_dm: 'CSD05VT04', ma_vt: 'CSD05', ma_vt_nl: 'VT04', so_luong: '0.05', dvt: 'GOI' },
];

/** Demo rows of the stock reference screens (units, warehouses per demo branch, groups…). */
export async function seedStockDemo(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, units, UNITS);
  await seedEntity(owner, tenantId, warehouses, WAREHOUSES);
  await seedEntity(owner, tenantId, productGroups, PRODUCT_GROUPS);
  await seedEntity(owner, tenantId, productTypes, PRODUCT_TYPES);
  await seedEntity(owner, tenantId, productHours, PRODUCT_HOURS);
  await seedEntity(owner, tenantId, rates, RATES);
  await seedItemsDemo(owner, tenantId);
  await seedEntity(owner, tenantId, conversionUnits, CONVERSIONS);
  await seedEntity(owner, tenantId, productConsumes, CONSUMES);
  // The demo's serums and ampoules are tracked by batch and expiry (demo-items.ts `theo_lo`).
  await owner
    .insert(configs)
    .values({ tenant_id: tenantId, id: 'stock_product_batch', name: 'stock_product_batch', value: 't' });
}
