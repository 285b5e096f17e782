import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { notesField, orderField, statusField } from '../common.ts';

/**
 * The shape of the three tenant-defined lists (system/custom1..3): a code, a name, notes and a
 * status. A tenant gives each list its own meaning (e.g. "Nhóm dịch vụ", "Khu vực").
 */
export function customList(n: 1 | 2 | 3, title: MessageDescriptor, one: MessageDescriptor) {
  return defineEntity({
    name: `system.custom${n}`,
    path: `system/custom${n}`,
    table: `system_custom${n}`,
    menuId: `system.custom${n}`,
    title,
    one,
    fields: {
      ma_dm: f.code(msg`Mã`, { required: true, max: 32 }),
      ten_dm: f.text(msg`Tên`, { required: true, max: 200 }),
      ten_dm2: f.text(msg`Tên tiếng Anh`, { max: 200 }),
      order: orderField(),
      ghi_chu: notesField(),
      status: statusField(),
    },
    key: 'ma_dm',
    display: 'ten_dm',
    list: { columns: ['ma_dm', 'ten_dm', 'ten_dm2', 'order', 'status'], sort: ['order', 'asc'] },
    search: ['ma_dm', 'ten_dm', 'ten_dm2'],
    filters: ['status'],
  });
}
