import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * Customer sources (/crm/source-types): where customers come from. Like the other CRM dictionaries
 * (source-type-options, complain-types, levels, tags) a plain catalogue with its own menu right,
 * kept apart from the system dictionaries.
 */
export const sourceTypes = defineEntity({
  name: 'crm.source-types',
  title: msg`Nguồn khách hàng`,
  one: msg`nguồn khách hàng`,
  fields: {
    ...codeAndName(['ma_nguon', msg`Mã nguồn`], ['ten_nguon', msg`Tên nguồn`]),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_nguon',
  list: { columns: ['ma_nguon', 'ten_nguon', 'ghi_chu', 'status'] },
});
