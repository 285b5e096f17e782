import { suppliers } from '../../../contract/entities/purchases/suppliers.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/** Demo suppliers of cosmetics, consumables and equipment (groups from the nhom_ncc dictionary). */
export async function seedDemoPurchases(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, suppliers, [
    {
      ma_ncc: 'NCC001',
      ten_ncc: 'Công ty TNHH Mỹ phẩm Hoa Sen',
      ma_nhom_ncc: 'MYPHAM',
      ma_so_thue: '0312345678',
      dia_chi: '45 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh',
      dien_thoai: '02838234567',
      email: 'kinhdoanh@myphamhoasen.example',
      nguoi_lien_he: 'Nguyễn Văn An',
      dt_lien_he: '0903111222',
      so_ngay_no: 30,
      tien_han_muc_no: '200000000',
    },
    {
      ma_ncc: 'NCC002',
      ten_ncc: 'Công ty CP Vật tư Y tế Minh Phát',
      ma_nhom_ncc: 'VATTU',
      ma_so_thue: '0109876543',
      dia_chi: '12 Trần Duy Hưng, Cầu Giấy, Hà Nội',
      dien_thoai: '02437654321',
      nguoi_lien_he: 'Trần Thị Bích',
      dt_lien_he: '0913222333',
      so_ngay_no: 15,
    },
    {
      ma_ncc: 'NCC003',
      ten_ncc: 'Công ty TNHH Thiết bị Thẩm mỹ Việt Hàn',
      ma_nhom_ncc: 'THIETBI',
      ma_so_thue: '0315556667',
      dien_thoai: '02862223344',
      website: 'https://viethan-thietbi.example',
      ngan_hang: 'Techcombank',
      so_tai_khoan: '19031234567890',
    },
  ]);
}
