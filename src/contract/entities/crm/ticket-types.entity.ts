import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * Work ticket types (loại phiếu công việc): call back, prepare a room, order stock, follow up a
 * complaint… Each carries the colour the ticket calendar paints its tickets with.
 */
export const ticketTypes = defineEntity({
  name: 'crm.ticket-types',
  path: 'crm/ticket/types',
  title: msg`Loại phiếu công việc`,
  one: msg`loại phiếu công việc`,
  fields: {
    ...codeAndName(['ma_loai', msg`Mã loại`], ['ten_loai', msg`Tên loại`]),
    mau: f.text(msg`Màu trên lịch`, { max: 7, hint: msg`Mã màu dạng #RRGGBB` }),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_loai',
  list: { columns: ['ma_loai', 'ten_loai', 'mau', 'status'] },
});
