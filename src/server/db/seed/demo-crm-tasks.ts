import { taskTypes } from '../../../contract/entities/crm/task-types.entity.ts';
import { roomGroups } from '../../../contract/entities/sales/room-groups.entity.ts';
import { rooms } from '../../../contract/entities/sales/rooms.entity.ts';
import type { Db } from '../client.ts';
import { seedEntity } from './seed-entity.ts';

/** Demo appointment types, room groups and rooms of both branches (the calendar's columns). */
export async function seedDemoAppointments(owner: Db, tenantId: string): Promise<void> {
  await seedEntity(owner, tenantId, taskTypes, [
    { ma_loai: 'TUVAN', ten_loai: 'Tư vấn', mau: '#00BAD1', thoi_luong: 30 },
    { ma_loai: 'LIEUTRINH', ten_loai: 'Liệu trình', mau: '#7367F0', thoi_luong: 90 },
    { ma_loai: 'TAIKHAM', ten_loai: 'Tái khám', mau: '#28C76F', thoi_luong: 30 },
    { ma_loai: 'CHAMSOC', ten_loai: 'Chăm sóc da', mau: '#FF9F43', thoi_luong: 60 },
  ]);
  await seedEntity(owner, tenantId, roomGroups, [
    { ma_nhom: 'VIP', ten_nhom: 'Phòng VIP' },
    { ma_nhom: 'THUONG', ten_nhom: 'Phòng thường' },
  ]);
  await seedEntity(owner, tenantId, rooms, [
    { ma_phong: 'P101', ten_phong: 'Phòng 101', ma_nhom: 'THUONG', suc_chua: 2, ma_dvcs: 'CN01' },
    { ma_phong: 'P102', ten_phong: 'Phòng 102', ma_nhom: 'THUONG', suc_chua: 1, ma_dvcs: 'CN01' },
    { ma_phong: 'VIP1', ten_phong: 'Phòng VIP 1', ma_nhom: 'VIP', suc_chua: 1, ma_dvcs: 'CN01' },
    { ma_phong: 'P201', ten_phong: 'Phòng 201', ma_nhom: 'THUONG', suc_chua: 2, ma_dvcs: 'CN02' },
    { ma_phong: 'VIP2', ten_phong: 'Phòng VIP 2', ma_nhom: 'VIP', suc_chua: 1, ma_dvcs: 'CN02' },
  ]);
}
