import { msg } from '@lingui/core/macro';
import { defineEntity } from '../../entity/define.ts';
import { f } from '../../entity/fields.ts';
import { codeAndName, notesField, statusField } from '../common.ts';

/**
 * Card types (loại thẻ) the spa issues: membership cards (discount on every bill), prepaid money
 * cards (a balance to spend) and treatment cards (a course of sessions).
 */
export const cardTypes = defineEntity({
  name: 'sales.card-types',
  title: msg`Loại thẻ`,
  one: msg`loại thẻ`,
  fields: {
    ...codeAndName(['ma_loai_the', msg`Mã loại thẻ`], ['ten_loai_the', msg`Tên loại thẻ`]),
    nhom_the: f.enum(
      msg`Nhóm thẻ`,
      [
        [1, msg`Thẻ thành viên`],
        [2, msg`Thẻ trả trước`],
        [3, msg`Thẻ liệu trình`],
      ],
      { required: true },
    ),
    tien_menh_gia: f.money(msg`Mệnh giá`, { min: 0 }),
    tien_tang: f.money(msg`Tiền tặng thêm`, { min: 0 }),
    ty_le_ck: f.number('numeric', msg`Chiết khấu khi thanh toán (%)`, { precision: 2, min: 0, max: 100 }),
    so_thang_hl: f.number('int2', msg`Thời hạn (tháng)`, { min: 0, max: 600 }),
    mau_the: f.text(msg`Màu thẻ`, { max: 7, hint: msg`Mã màu dạng #RRGGBB` }),
    hinh_anh: f.image(msg`Hình thẻ`),
    ghi_chu: notesField(),
    status: statusField(),
  },
  key: 'ma_loai_the',
  list: {
    columns: [
      'ma_loai_the',
      'ten_loai_the',
      'nhom_the',
      'tien_menh_gia',
      'ty_le_ck',
      'so_thang_hl',
      'status',
    ],
  },
  filters: ['nhom_the', 'status'],
});
