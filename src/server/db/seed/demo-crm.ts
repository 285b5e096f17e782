import { complainTypes } from '../../../contract/entities/crm/complain-types.entity.ts';
import { levels } from '../../../contract/entities/crm/levels.entity.ts';
import { sourceTypeOptions } from '../../../contract/entities/crm/source-type-options.entity.ts';
import { sourceTypes } from '../../../contract/entities/crm/source-types.entity.ts';
import { tags } from '../../../contract/entities/crm/tags.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/** Demo rows of the CRM dictionaries: where a spa's customers come from, their levels and tags. */
export async function seedDemoCrm(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, sourceTypes, [
    { ma_nguon: 'ONLINE', ten_nguon: 'Mạng xã hội', ghi_chu: 'Facebook, Zalo, TikTok' },
    { ma_nguon: 'GIOITHIEU', ten_nguon: 'Khách giới thiệu' },
    { ma_nguon: 'VANGLAI', ten_nguon: 'Khách vãng lai' },
  ]);
  await seedEntity(owner, tenantId, sourceTypeOptions, [
    { ma_nguon: 'ONLINE', ma_nguon_ct: 'FACEBOOK', ten_nguon_ct: 'Fanpage Facebook' },
    { ma_nguon: 'ONLINE', ma_nguon_ct: 'ZALO', ten_nguon_ct: 'Zalo OA' },
    { ma_nguon: 'ONLINE', ma_nguon_ct: 'TIKTOK', ten_nguon_ct: 'TikTok' },
    { ma_nguon: 'GIOITHIEU', ma_nguon_ct: 'KHACHCU', ten_nguon_ct: 'Khách cũ giới thiệu' },
  ]);
  await seedEntity(owner, tenantId, levels, [
    { ma_cap: 'MOI', ten_cap: 'Khách mới', thu_tu: 1 },
    { ma_cap: 'BAC', ten_cap: 'Hạng Bạc', thu_tu: 2, doanh_so_tu: '10000000' },
    { ma_cap: 'VANG', ten_cap: 'Hạng Vàng', thu_tu: 3, vip: true, doanh_so_tu: '30000000' },
    { ma_cap: 'KIMCUONG', ten_cap: 'Hạng Kim cương', thu_tu: 4, vip: true, doanh_so_tu: '80000000' },
  ]);
  await seedEntity(owner, tenantId, tags, [
    { ma_nhan: 'DAMUN', ten_nhan: 'Da mụn' },
    { ma_nhan: 'DANHAYCAM', ten_nhan: 'Da nhạy cảm' },
    { ma_nhan: 'LIEUTRINH', ten_nhan: 'Đang theo liệu trình' },
  ]);
  await seedEntity(owner, tenantId, complainTypes, [
    { ma_loai_kn: 'THAIDO', ten_loai_kn: 'Thái độ phục vụ', so_ngay_xl: 2 },
    { ma_loai_kn: 'KETQUA', ten_loai_kn: 'Kết quả liệu trình', so_ngay_xl: 7 },
  ]);
}
