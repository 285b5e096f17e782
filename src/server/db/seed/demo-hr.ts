import { departments } from '../../../contract/entities/hr/departments.entity.ts';
import { employees } from '../../../contract/entities/hr/employees.entity.ts';
import { shifts } from '../../../contract/entities/hr/shifts.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/**
 * Demo departments, shifts and employees. NV001 is the employee of the demo user `letan`
 * (seed.ts: saler and employees ['NV001'], branch CN01).
 */
export const DEMO_EMPLOYEES = [
  {
    ma_nv: 'NV001',
    ten_nv: 'Nguyễn Thị Lễ Tân',
    gioi_tinh: 2,
    ngay_sinh: '1998-04-12',
    dien_thoai: '0901234567',
    ma_dvcs: 'CN01',
    ma_bp: 'LETAN',
    chuc_vu: 'Lễ tân',
    ma_ca: 'SANG',
    la_nvbh: true,
    ngay_vao_lam: '2024-03-01',
  },
  {
    ma_nv: 'NV002',
    ten_nv: 'Trần Thị Mai',
    gioi_tinh: 2,
    dien_thoai: '0912345678',
    ma_dvcs: 'CN01',
    ma_bp: 'KTV',
    chuc_vu: 'Kỹ thuật viên chính',
    ma_ca: 'HANHCHINH',
    la_ktv: true,
    ngay_vao_lam: '2023-08-15',
  },
  {
    ma_nv: 'NV003',
    ten_nv: 'Lê Văn Hùng',
    gioi_tinh: 1,
    dien_thoai: '0987654321',
    email: 'hung.le@sen-demo.example',
    ma_dvcs: 'CN01',
    ma_bp: 'TUVAN',
    chuc_vu: 'Chuyên viên tư vấn',
    ma_ca: 'CHIEU',
    la_nvbh: true,
    ngay_vao_lam: '2024-01-10',
  },
  {
    ma_nv: 'NV004',
    ten_nv: 'Phạm Thị Hồng Nhung',
    gioi_tinh: 2,
    dien_thoai: '0934567890',
    ma_dvcs: 'CN02',
    ma_bp: 'LETAN',
    chuc_vu: 'Lễ tân',
    ma_ca: 'SANG',
    la_nvbh: true,
    ngay_vao_lam: '2025-02-20',
  },
  {
    ma_nv: 'NV005',
    ten_nv: 'Võ Thanh Tâm',
    gioi_tinh: 1,
    dien_thoai: '0976543210',
    ma_dvcs: 'CN02',
    ma_bp: 'KTV',
    chuc_vu: 'Kỹ thuật viên',
    ma_ca: 'CHIEU',
    la_ktv: true,
    ngay_vao_lam: '2025-03-01',
  },
];

export async function seedDemoHr(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, departments, [
    { ma_bp: 'LETAN', ten_bp: 'Lễ tân', order: 1 },
    { ma_bp: 'KTV', ten_bp: 'Kỹ thuật viên', order: 2 },
    { ma_bp: 'TUVAN', ten_bp: 'Tư vấn', order: 3 },
    { ma_bp: 'KETOAN', ten_bp: 'Kế toán', order: 4 },
    { ma_bp: 'QUANLY', ten_bp: 'Ban quản lý', order: 5 },
  ]);
  await seedEntity(owner, tenantId, shifts, [
    { ma_ca: 'SANG', ten_ca: 'Ca sáng', gio_bd: '08:00', gio_kt: '14:00', so_gio: '6', mau: '#7367F0' },
    { ma_ca: 'CHIEU', ten_ca: 'Ca chiều', gio_bd: '14:00', gio_kt: '21:00', so_gio: '7', mau: '#FF9F43' },
    {
      ma_ca: 'HANHCHINH',
      ten_ca: 'Ca hành chính',
      gio_bd: '08:30',
      gio_kt: '17:30',
      gio_nghi_bd: '12:00',
      gio_nghi_kt: '13:00',
      so_gio: '8',
      mau: '#28C76F',
    },
  ]);
  await seedEntity(owner, tenantId, employees, DEMO_EMPLOYEES);
}
