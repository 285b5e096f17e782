import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Action } from './rights.ts';

/** The seven actions of the right lists (spec §3), as the editor's columns name them. */
export const ACTION_LABELS: Record<Action, MessageDescriptor> = {
  access: msg`Truy cập`,
  read: msg`Xem`,
  readall: msg`Xem tất cả`,
  add: msg`Thêm`,
  edit: msg`Sửa`,
  del: msg`Xóa`,
  print: msg`In`,
};

/** What each action lets the user do, for the column headers' tooltips and the summary. */
export const ACTION_HINTS: Record<Action, MessageDescriptor> = {
  access: msg`Mở màn hình (hiện trên menu)`,
  read: msg`Xem dữ liệu của mình`,
  readall: msg`Xem dữ liệu của mọi nhân viên`,
  add: msg`Thêm mới`,
  edit: msg`Sửa (kèm quyền xem)`,
  del: msg`Xóa`,
  print: msg`In`,
};
