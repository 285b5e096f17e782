import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The dictionary groups (`loai`) whose entries (`ma_tudien` / `ten_tudien`) the program's
 * dictionary fields offer. A `f.dictionary(label, group)` field names one of these (checked by
 * the registry test); add the group here when declaring a new one.
 */
export const DICTIONARY_GROUPS = [
  ['nguon_kh', msg`Nguồn khách hàng`],
  ['nghe_nghiep', msg`Nghề nghiệp`],
  ['loai_da', msg`Loại da`],
  ['moi_quan_he', msg`Mối quan hệ`],
  ['ly_do_huy', msg`Lý do hủy lịch hẹn`],
  ['ket_qua_goi', msg`Kết quả cuộc gọi`],
  ['nhom_ncc', msg`Nhóm nhà cung cấp`],
  ['loai_phong', msg`Loại phòng`],
] as const satisfies readonly (readonly [string, MessageDescriptor])[];

export type DictionaryGroup = (typeof DICTIONARY_GROUPS)[number][0];
