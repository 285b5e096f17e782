import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';

/**
 * A signed-in user's own to-do list (/user/todo, spec §1 "User profile, to-do list"). Personal:
 * the owner scope keeps every row to the user who created it, on every call, administrators
 * included, and any signed-in user may keep one (no menu right, no menu entry).
 */
export const todos = defineEntity({
  name: 'user.todos',
  screen: 'user/todo',
  title: msg`Việc cần làm`,
  one: msg`việc`,
  scope: { owner: true },
  fields: {
    /** Made by the client with the row (offline-friendly); no person types it. */
    ma_viec: f.code(msg`Mã việc`, { required: true, max: 40 }),
    noi_dung: f.text(msg`Nội dung`, { required: true, max: 500, wide: true }),
    han_chot: f.date(msg`Hạn chót`),
    hoan_thanh: f.bool(msg`Đã xong`),
  },
  key: 'ma_viec',
  display: 'noi_dung',
  list: {
    columns: ['noi_dung', 'han_chot', 'hoan_thanh', 'created_at'],
    sort: ['created_at', 'desc'],
  },
  search: ['noi_dung'],
  filters: ['hoan_thanh'],
  dateField: 'han_chot',
});
