import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, orderField, statusField } from '../common.ts';
import { DICTIONARY_GROUPS } from './dictionary-groups.ts';

/**
 * Dictionary entries (từ điển, spec §3): short lists grouped by `loai` that dictionary fields
 * choose from (customer source, occupation, skin type…). Codes are unique within their group.
 */
export const dictionaries = defineEntity({
  name: 'system.dictionaries',
  title: msg`Từ điển`,
  one: msg`mục từ điển`,
  fields: {
    loai: f.enum(msg`Nhóm từ điển`, DICTIONARY_GROUPS, { required: true }),
    ...codeAndName(['ma_tudien', msg`Mã`, 32], ['ten_tudien', msg`Tên`], 'ten_tudien2'),
    order: orderField(),
    status: statusField(),
  },
  key: 'ma_tudien',
  keyScope: 'loai',
  list: {
    columns: ['loai', 'ma_tudien', 'ten_tudien', 'ten_tudien2', 'order', 'status'],
    sort: ['loai', 'asc'],
  },
  filters: ['loai', 'status'],
});
