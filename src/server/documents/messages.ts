import { msg } from '@lingui/core/macro';

/** Field messages of document writes (VALIDATION answers name the field path). */
export const documentMessages = {
  noLines: msg`Chứng từ phải có ít nhất một dòng`,
  tooManyLines: msg`Chứng từ có quá nhiều dòng (tối đa {max} dòng)`,
  amountMismatch: msg`{field} không khớp: gửi {sent}, tính được {computed}`,
  unknownCode: msg`{field} "{value}" không tồn tại`,
  warehouseBranch: msg`Kho {ma_kho} không thuộc chi nhánh {ma_dvcs}`,
  unknownStatus: msg`Trạng thái {status} không có trong danh mục trạng thái của chứng từ {ma_ct}`,
  unknownVoucher: msg`Loại chứng từ {ma_ct} không dùng cho {document}`,
  notEditable: msg`Chứng từ ở trạng thái "{status}" không được sửa hoặc xóa`,
  numberTaken: msg`Số chứng từ {so_ct} đã tồn tại`,
  negativeStock: msg`Không đủ tồn kho: {ma_vt} tại kho {ma_kho} thiếu {thieu}`,
  negativeBatch: msg`Không đủ tồn kho: {ma_vt} lô {ma_lo} tại kho {ma_kho} thiếu {thieu}`,
};

/** Batch and expiry refusals of document lines (batches.ts, setting stock_product_batch). */
export const batchMessages = {
  batchRequired: msg`Sản phẩm {ma_vt} quản lý theo lô: nhập số lô`,
  expiryRequired: msg`Lô {ma_lo} của {ma_vt} chưa có hạn sử dụng: nhập hạn sử dụng`,
  expiryDiffers: msg`Lô {ma_lo} của {ma_vt} đã có hạn sử dụng {ngay_hhsd}`,
  unknownBatch: msg`Sản phẩm {ma_vt} không có lô {ma_lo}`,
  noBatchInStock: msg`Kho {ma_kho} không còn lô nào của {ma_vt} có tồn`,
};
