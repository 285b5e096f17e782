import { describe, expect, it } from 'vitest';
import { all, parseXml, structureProblems, textAt } from '../../../../tests/fixtures/einvoice-format.ts';
import { type InvoiceData, invoiceTotals, invoiceXml } from './invoice-xml.ts';

const data: InvoiceData = {
  key: '0193a1b2-0000-7000-8000-000000000001',
  type: '1',
  template: '1',
  series: 'C26TAA',
  date: '2026-11-28',
  paymentMethod: 'TM/CK',
  seller: {
    name: 'Công ty TNHH Sen & Spa',
    taxCode: '0312345678',
    address: '12 Lê Lợi, Quận 1, TP.HCM',
    phone: '02838000000',
    email: 'ketoan@sen.vn',
  },
  buyer: {
    name: 'Công ty CP <Hoa> "Mai"',
    taxCode: '0109876543-001',
    address: '5 Hàng Bài, Hà Nội',
    email: 'mua@hoamai.vn',
    code: 'KH0001',
    buyerName: 'Nguyễn Thị Mai',
  },
  lines: [
    {
      code: 'SRM01',
      name: 'Sữa rửa mặt',
      unit: 'Chai',
      quantity: '2',
      price: '385000',
      amount: '770000',
      discount: '20000',
      rate: '10',
      tax: '75000',
    },
    {
      code: 'CSD01',
      name: 'Chăm sóc da mặt',
      unit: 'Lần',
      quantity: '1',
      price: '350000',
      amount: '350000',
      discount: '0',
      rate: '8',
      tax: '28000',
    },
    {
      code: 'TV01',
      name: 'Tư vấn',
      quantity: '1',
      price: '100000',
      amount: '100000',
      discount: '0',
      rate: null,
      tax: '0',
    },
  ],
};

describe('e-invoice XML (Decree 123/2020, Circular 78/2021 data format)', () => {
  it('is well-formed and follows the format structure, element by element', () => {
    const doc = parseXml(invoiceXml(data));
    expect(structureProblems(doc)).toEqual([]);
    expect(doc.documentElement.getElementsByTagName('DLHDon')[0]?.getAttribute('Id')).toBe(data.key);
  });

  it('carries the template, series, type, date and both parties, escaped and read back intact', () => {
    const doc = parseXml(invoiceXml(data));
    expect(textAt(doc, 'DLHDon/TTChung/KHMSHDon')).toBe('1');
    expect(textAt(doc, 'DLHDon/TTChung/KHHDon')).toBe('C26TAA');
    expect(textAt(doc, 'DLHDon/TTChung/THDon')).toBe('Hóa đơn giá trị gia tăng');
    expect(textAt(doc, 'DLHDon/TTChung/NLap')).toBe('2026-11-28');
    expect(textAt(doc, 'DLHDon/TTChung/SHDon')).toBeUndefined();
    expect(textAt(doc, 'DLHDon/NDHDon/NBan/MST')).toBe('0312345678');
    expect(textAt(doc, 'DLHDon/NDHDon/NBan/Ten')).toBe('Công ty TNHH Sen & Spa');
    expect(textAt(doc, 'DLHDon/NDHDon/NMua/Ten')).toBe('Công ty CP <Hoa> "Mai"');
    expect(textAt(doc, 'DLHDon/NDHDon/NMua/MST')).toBe('0109876543-001');
    expect(textAt(doc, 'DLHDon/NDHDon/NMua/HVTNMHang')).toBe('Nguyễn Thị Mai');
  });

  it('lists the lines net of discount with their VAT rates, and totals per rate and in words', () => {
    const doc = parseXml(invoiceXml(data));
    const lines = all(doc, 'HHDVu');
    expect(lines.map((l) => l.getElementsByTagName('ThTien')[0]?.textContent)).toEqual([
      '750000',
      '350000',
      '100000',
    ]);
    expect(lines.map((l) => l.getElementsByTagName('TSuat')[0]?.textContent)).toEqual(['10%', '8%', 'KCT']);
    expect(lines.map((l) => l.getElementsByTagName('STT')[0]?.textContent)).toEqual(['1', '2', '3']);
    const rates = all(doc, 'LTSuat').map((r) => [...r.children].map((c) => c.textContent));
    expect(rates).toEqual([
      ['10%', '750000', '75000'],
      ['8%', '350000', '28000'],
      ['KCT', '100000', '0'],
    ]);
    expect(textAt(doc, 'DLHDon/NDHDon/TToan/TgTCThue')).toBe('1200000');
    expect(textAt(doc, 'DLHDon/NDHDon/TToan/TgTThue')).toBe('103000');
    expect(textAt(doc, 'DLHDon/NDHDon/TToan/TgTTTBSo')).toBe('1303000');
    expect(textAt(doc, 'DLHDon/NDHDon/TToan/TgTTTBChu')).toBe('Một triệu ba trăm lẻ ba nghìn đồng');
    expect(invoiceTotals(data.lines).total).toBe('1303000');
  });

  it('names the invoice it replaces, and leaves VAT out of a sales invoice', () => {
    const replaces = { template: '1', series: 'C26TAA', number: '0000007', date: '2026-11-20' };
    const doc = parseXml(invoiceXml({ ...data, replaces }));
    expect(structureProblems(doc)).toEqual([]);
    expect(textAt(doc, 'DLHDon/TTChung/TTHDLQuan/TCHDon')).toBe('1');
    expect(textAt(doc, 'DLHDon/TTChung/TTHDLQuan/SHDCLQuan')).toBe('0000007');
    expect(textAt(doc, 'DLHDon/TTChung/TTHDLQuan/NLHDCLQuan')).toBe('2026-11-20');
    const sales = parseXml(invoiceXml({ ...data, type: '2', template: '2' }));
    expect(structureProblems(sales)).toEqual([]);
    expect(textAt(sales, 'DLHDon/TTChung/THDon')).toBe('Hóa đơn bán hàng');
    expect(all(sales, 'TSuat')).toHaveLength(0);
  });

  it('is caught by the structure check when an element is missing or out of place', () => {
    const broken = invoiceXml(data)
      .replace(/<KHHDon>.*?<\/KHHDon>/, '')
      .replace('<NLap>', '<Foo/><NLap>');
    expect(structureProblems(parseXml(broken))).toEqual([
      'HDon/DLHDon/TTChung/Foo: not allowed here (or out of order)',
      'HDon/DLHDon/TTChung: missing KHHDon',
    ]);
    expect(() => parseXml(invoiceXml(data).replace('</NBan>', ''))).toThrow(/not well-formed/);
  });
});
