import { describe, expect, it } from 'vitest';
import { receiptOrders } from '../../../contract/documents/stock/receipt-orders.document.ts';
import { transferOrders } from '../../../contract/documents/stock/transfer-orders.document.ts';
import { escapeHtml, printedNumber } from './html.ts';
import { buildPrintData } from './print-model.ts';
import { renderReceiptK80 } from './receipt-k80.ts';
import { renderVoucherA4 } from './voucher-a4.ts';

const t = (message: { id: string; message?: string }) => message.message ?? message.id;
const company = {
  name: 'Sen Spa <Quận 1>',
  taxCode: '0312345678',
  address: '12 Nguyễn Thị Minh Khai',
  phone: '02838123456',
  email: 'lienhe@senspa.vn',
};
const names = {
  items: new Map([['SRM01', 'Sữa rửa mặt Cetaphil 500ml']]),
  units: new Map([
    ['CHAI', 'Chai'],
    ['THUNG', 'Thùng'],
  ]),
  warehouses: new Map([
    ['KCN01', 'Kho hàng bán CN01'],
    ['KCN02', 'Kho hàng bán CN02'],
  ]),
};
const receipt = {
  so_ct: 'PN2026/000012',
  ma_ct: 'PN1',
  ngay_ct: '2026-11-02',
  ma_dvcs: 'CN01',
  ten_dvcs: 'Chi nhánh Quận 1',
  ma_ncc: 'NCC01',
  ten_ncc: 'Công ty Mỹ phẩm An Nhiên',
  dien_giai: 'Nhập hàng tháng 11',
  t_so_luong: '13',
  t_tien_hang: '1250000',
  t_tien_ck: '0',
  t_tien_thue: '0',
  t_tt: '1250000',
  details: [
    {
      ma_vt: 'SRM01',
      dvt: 'THUNG',
      so_luong: '1',
      gia: '1000000',
      tien_hang: '1000000',
      tien: '1080000',
      ma_kho: 'KCN01',
    },
    {
      ma_vt: 'SRM01',
      dvt: 'CHAI',
      so_luong: '12',
      gia: '20833.3333',
      tien_hang: '250000',
      tien: '250000',
      ma_kho: 'KCN01',
      ma_lo: 'L01',
    },
  ],
};

describe('printed numbers and text', () => {
  it('groups thousands with dots and marks decimals with a comma, as Vietnamese vouchers do', () => {
    expect(printedNumber('1250000')).toBe('1.250.000');
    expect(printedNumber('20833.3333')).toBe('20.833,3333');
    expect(printedNumber('-5000')).toBe('-5.000');
  });
  it('escapes markup', () => {
    expect(escapeHtml('<b>"A" & \'B\'</b>')).toBe('&#60;b&#62;&#34;A&#34; &#38; &#39;B&#39;&#60;/b&#62;');
  });
});

describe('A4 voucher', () => {
  const data = buildPrintData({ document: receiptOrders, record: receipt, names, company, t, lang: 'vi' });
  const html = renderVoucherA4(data);

  it('gathers the title of the voucher type, the counterpart, the item names and the signatures', () => {
    expect(data.title).toBe('Phiếu nhập kho');
    expect(data.counterpart).toEqual({ label: 'Nhà cung cấp', value: 'NCC01 — Công ty Mỹ phẩm An Nhiên' });
    expect(data.lines.map((l) => [l.ten_vt, l.dvt])).toEqual([
      ['Sữa rửa mặt Cetaphil 500ml', 'Thùng'],
      ['Sữa rửa mặt Cetaphil 500ml', 'Chai'],
    ]);
    expect(data.signatures).toEqual(['Người lập phiếu', 'Người giao hàng', 'Thủ kho', 'Kế toán trưởng']);
  });

  it('prints company, number, date, lines, totals and the amount in words on an A4 page', () => {
    expect(html).toContain('@page { size: A4;');
    expect(html).toContain('Sen Spa &#60;Quận 1&#62;');
    expect(html).toContain('PN2026/000012');
    expect(html).toContain('Ngày 02/11/2026');
    expect(html).toContain('<td class="num">1.000.000</td>');
    expect(html).toContain('(Số lô L01)');
    expect(html).toContain('Một triệu hai trăm năm mươi nghìn đồng');
    expect(html.match(/<tr>/g)?.length).toBe(1 + 2 + 2);
  });

  it('prints a transfer without prices, with both warehouses and both storekeepers', () => {
    const transfer = buildPrintData({
      document: transferOrders,
      record: {
        so_ct: 'PD2026/000001',
        ma_ct: 'PD1',
        ngay_ct: '2026-11-05',
        t_so_luong: '2',
        details: [{ ma_vt: 'SRM01', dvt: 'CHAI', so_luong: '2', ma_kho: 'KCN01', ma_kho_nhap: 'KCN02' }],
      },
      names,
      company,
      t,
      lang: 'vi',
    });
    const page = renderVoucherA4(transfer);
    expect(transfer.words).toBe('');
    expect(page).not.toContain('Đơn giá');
    expect(page).toContain('Kho hàng bán CN02');
    expect(transfer.signatures).toContain('Thủ kho nhập');
  });
});

describe('80 mm receipt', () => {
  it('fits a roll of paper and carries items, total and words', () => {
    const html = renderReceiptK80(
      buildPrintData({ document: receiptOrders, record: receipt, names, company, t, lang: 'vi' }),
    );
    expect(html).toContain('@page { size: 80mm auto;');
    expect(html).toContain('1 Thùng × 1.000.000');
    expect(html).toContain('<span class="num">1.250.000</span>');
    expect(html).toContain('Một triệu hai trăm năm mươi nghìn đồng');
  });
});
