import { msg } from '@lingui/core/macro';

/** Refusals of the sales rules (each names its field in the VALIDATION answer). */
export const saleMessages = {
  cardRequired: msg`Chưa chọn thẻ khách hàng (cài đặt bắt buộc có thẻ khi bán hàng)`,
  warehouseRequired: msg`Dòng hàng hóa {ma_vt} phải chọn kho xuất`,
  materialWarehouse: msg`Dịch vụ {ma_vt} tiêu hao vật tư: phải chọn kho xuất vật tư`,
  notSaler: msg`{ma_nvbh} không phải nhân viên bán hàng`,
  performerRequired: msg`Dịch vụ {ma_vt} phải chọn nhân viên thực hiện`,
  allocation: msg`Chiết khấu hóa đơn phân bổ cho dòng phải là {computed}, gửi {sent}`,
  discountLimit: msg`Chiết khấu {rate}% vượt mức cho phép {max}%: cần quyền duyệt hoặc lưu ở trạng thái chờ duyệt`,
  codeInactive: msg`Mã giảm giá {code} đã ngừng sử dụng hoặc không áp dụng cho chi nhánh này`,
  codeExpired: msg`Mã giảm giá {code} không còn hiệu lực vào ngày {ngay_ct}`,
  codeUsedUp: msg`Mã giảm giá {code} đã hết lượt sử dụng`,
  changeFromCash: msg`Tiền thừa chỉ trả được từ tiền mặt: các hình thức khác vượt số phải trả {due}`,
  debtNeedsCustomer: msg`Khách lẻ phải thanh toán đủ: còn thiếu {debt}, hãy chọn khách hàng để ghi nợ`,
  billNotFound: msg`Không tìm thấy hóa đơn đã ghi sổ {id}`,
  billCustomer: msg`Khách hàng trả hàng phải là khách của hóa đơn gốc ({ma_kh})`,
  returnTooLate: msg`Hóa đơn ngày {ngay_hd} đã quá {days} ngày được trả hàng`,
  returnTooMuch: msg`Mã {ma_vt} chỉ còn trả được {con_lai} (đã bán {da_ban}, đã trả {da_tra})`,
};
