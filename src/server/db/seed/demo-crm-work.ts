import { serviceExpenses } from '../../../contract/entities/crm/service-expenses.entity.ts';
import { crmServices } from '../../../contract/entities/crm/services.entity.ts';
import { targets } from '../../../contract/entities/crm/targets.entity.ts';
import { ticketTypes } from '../../../contract/entities/crm/ticket-types.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/**
 * Demo work ticket types, the after-care plan and costs of two treatments of the demo catalogue
 * (CSD05 peel, CSD03 acne care), and this month's targets of two CN01 employees. Tickets, calls
 * and care assignments need demo customers, which come later.
 */
export async function seedDemoCrmWork(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, ticketTypes, [
    { ma_loai: 'GOILAI', ten_loai: 'Gọi lại khách', mau: '#00BAD1' },
    { ma_loai: 'CHUANBI', ten_loai: 'Chuẩn bị phòng, sản phẩm', mau: '#FF9F43' },
    { ma_loai: 'KHIEUNAI', ten_loai: 'Xử lý khiếu nại', mau: '#FF4C51' },
  ]);
  await seedEntity(owner, tenantId, crmServices, [
    { ma_cs: 'CS00001', ma_vt: 'CSD05', ten_cs: 'Gọi hỏi thăm da sau peel', so_ngay: 1, hinh_thuc: 'call' },
    { ma_cs: 'CS00002', ma_vt: 'CSD05', ten_cs: 'Nhắc dùng kem chống nắng', so_ngay: 3, hinh_thuc: 'sms' },
    {
      ma_cs: 'CS00003',
      ma_vt: 'CSD05',
      ten_cs: 'Tái khám sau peel',
      so_ngay: 14,
      hinh_thuc: 'appointment',
      ma_loai: 'TAIKHAM',
    },
    { ma_cs: 'CS00004', ma_vt: 'CSD03', ten_cs: 'Hỏi thăm tình trạng mụn', so_ngay: 2, hinh_thuc: 'call' },
  ]);
  await seedEntity(owner, tenantId, serviceExpenses, [
    { ma_cp: 'CP00001', ma_vt: 'CSD05', ten_cp: 'Hoa hồng kỹ thuật viên', tien: '80000' },
    { ma_cp: 'CP00002', ma_vt: 'CSD05', ten_cp: 'Quà dưỡng da sau peel', tien: '45000' },
    { ma_cp: 'CP00003', ma_vt: 'CSD03', ten_cp: 'Hoa hồng kỹ thuật viên', tien: '40000' },
  ]);
  const now = new Date();
  const month = { nam: now.getUTCFullYear(), thang: now.getUTCMonth() + 1, ma_dvcs: 'CN01' };
  await seedEntity(owner, tenantId, targets, [
    { ma_mt: 'MT000001', ma_nv: 'NV001', doanh_so: '120000000', so_cuoc_goi: 300, so_lich_hen: 90, ...month },
    { ma_mt: 'MT000002', ma_nv: 'NV002', doanh_so: '90000000', so_cuoc_goi: 150, so_lich_hen: 60, ...month },
  ]);
}
