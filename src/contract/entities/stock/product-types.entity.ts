import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, inUseField } from '../common.ts';

/**
 * Product types (loại vật tư): goods, services, consumables… Each carries the default accounts
 * its stock, revenue and cost of sales post to.
 */
export const productTypes = defineEntity({
  name: 'stock.product-types',
  title: msg`Loại sản phẩm`,
  one: msg`loại sản phẩm`,
  fields: {
    ...codeAndName(['ma_lvt', msg`Mã loại`], ['ten_lvt', msg`Tên loại`], 'ten_lvt2'),
    theo_doi_ton: f.bool(msg`Theo dõi tồn kho`, { default: true }),
    tk_vt: f.lookup(msg`Tài khoản kho`, 'accounting.accounts', { nameAs: 'ten_tk_vt' }),
    tk_dt: f.lookup(msg`Tài khoản doanh thu`, 'accounting.accounts', { nameAs: 'ten_tk_dt' }),
    tk_gv: f.lookup(msg`Tài khoản giá vốn`, 'accounting.accounts', { nameAs: 'ten_tk_gv' }),
    status: inUseField(),
  },
  key: 'ma_lvt',
  list: {
    columns: ['ma_lvt', 'ten_lvt', 'theo_doi_ton', 'tk_vt', 'tk_dt', 'tk_gv', 'status'],
  },
  filters: ['theo_doi_ton', 'status'],
});
