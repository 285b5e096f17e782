import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { codeAndName, notesField, orderField, statusField } from '../common.ts';

/**
 * The shape of the three tenant-defined lists (system/custom1..3): a code, a name, notes and a
 * status. A tenant gives each list its own meaning (e.g. "Nhóm dịch vụ", "Khu vực").
 */
export function customList(n: 1 | 2 | 3, title: MessageDescriptor, one: MessageDescriptor) {
  return defineEntity({
    name: `system.custom${n}`,
    title,
    one,
    fields: {
      ...codeAndName(['ma_dm', msg`Mã`, 32], ['ten_dm', msg`Tên`], 'ten_dm2'),
      order: orderField(),
      ghi_chu: notesField(),
      status: statusField(),
    },
    key: 'ma_dm',
    list: { columns: ['ma_dm', 'ten_dm', 'ten_dm2', 'order', 'status'], sort: ['order', 'asc'] },
  });
}
