import { msg } from '@lingui/core/macro';

/** Refusals and answers of invoice orders and their publishing (each names its field when it has one). */
export const einvoiceMessages = {
  duplicateBill: msg`Phiếu {so_ct_hd} có hai lần trong đơn`,
  billNotFound: msg`Không tìm thấy phiếu thu bán hàng đã ghi sổ {id}`,
  billBranch: msg`Phiếu {so_ct_hd} thuộc chi nhánh {ma_dvcs}, khác chi nhánh của đơn`,
  billCustomer: msg`Phiếu {so_ct_hd} là của khách {ma_kh}, khác khách hàng của đơn`,
  billTaken: msg`Phiếu {so_ct_hd} đã nằm trong đơn xuất hóa đơn {so_ct}`,
  taxCode: msg`Mã số thuế phải gồm 10 chữ số, hoặc 10 chữ số, dấu gạch ngang và 3 chữ số`,
  companyRequired: msg`Có mã số thuế thì phải nhập tên đơn vị mua`,
  buyerRequired: msg`Nhập tên đơn vị mua hoặc tên người mua hàng`,
  originalNotFound: msg`Không tìm thấy đơn xuất hóa đơn gốc {id}`,
  originalNotPublished: msg`Chỉ thay thế được hóa đơn đã phát hành (đơn {so_ct} chưa phát hành hoặc đã hủy, đã bị thay thế)`,
  originalTaken: msg`Hóa đơn của đơn {so_ct} đã có đơn thay thế {other}`,
  reasonRequired: msg`Nhập lý do thay thế hóa đơn`,
  notReady: msg`Đơn {so_ct} chưa ở trạng thái chờ phát hành`,
  notPublished: msg`Chỉ hủy được hóa đơn đã phát hành (đơn {so_ct})`,
  cancelReason: msg`Nhập lý do hủy hóa đơn`,
  settingMissing: msg`Chưa cài đặt {setting} (Cài đặt › Hóa đơn điện tử)`,
  sellerMissing: msg`Chưa khai báo mã số thuế, tên và địa chỉ doanh nghiệp (Quản trị › Cài đặt)`,
  rejected: msg`Nhà cung cấp hóa đơn từ chối: {message}`,
  unreachable: msg`Không gửi được đến nhà cung cấp hóa đơn ({message}); bấm phát hành lại, hóa đơn không bị phát hành hai lần`,
};
