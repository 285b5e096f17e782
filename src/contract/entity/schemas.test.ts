import { describe, expect, it } from 'vitest';
import { partners } from '../entities/crm/partners.entity.ts';
import { units } from '../entities/stock/units.entity.ts';
import type { Translate } from './messages.ts';
import { writeSchema } from './schemas.ts';

/** Vietnamese source text with values filled in, like the catalogs do. */
const t: Translate = (message, values = {}) =>
  (message.message ?? message.id).replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    return typeof value === 'object' && value !== null ? t(value as never) : String(value);
  });

function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('writeSchema', () => {
  it('normalises a valid create: code uppercased, defaults filled, phone digits kept', () => {
    const parsed = writeSchema(partners, 'create', t).parse({
      ma_kh: 'kh001',
      ten_kh: '  Nguyễn Thị Hoa ',
      dien_thoai: '090 123-4567',
      gioi_tinh: '2',
      ngay_sinh: '1900-01-01',
      ma_dvcs: 'CN01',
    });
    expect(parsed).toMatchObject({
      ma_kh: 'KH001',
      ten_kh: 'Nguyễn Thị Hoa',
      dien_thoai: '0901234567',
      gioi_tinh: 2,
      ngay_sinh: null,
      ma_dvcs: 'CN01',
    });
    expect(writeSchema(units, 'create', t).parse({ ma_dvt: 'hop', ten_dvt: 'Hộp' }).status).toBe(true);
  });

  it('names each failing field in Vietnamese and rejects unknown fields', () => {
    const result = writeSchema(partners, 'create', t).safeParse({
      ma_kh: 'KH 01',
      dien_thoai: '12345',
      ngay_sinh: '2023-02-30',
      gioi_tinh: 3,
      ma_dvcs: 'CN01',
      hacker: 1,
    });
    expect(errors(result)).toEqual({
      ma_kh: 'Mã khách hàng chỉ gồm chữ cái và chữ số',
      ten_kh: 'Tên khách hàng không được để trống',
      dien_thoai: 'Điện thoại không hợp lệ',
      ngay_sinh: 'Ngày sinh không phải ngày hợp lệ (năm-tháng-ngày)',
      gioi_tinh: 'Giới tính không nằm trong danh sách cho phép',
      hacker: 'Trường hacker không có trong khách hàng',
    });
  });

  it('refuses NUL characters, which PostgreSQL text and jsonb cannot hold, in any kind', () => {
    const result = writeSchema(partners, 'create', t).safeParse({
      ma_kh: 'KH1',
      ten_kh: 'A\u0000B',
      ma_dvcs: 'CN01',
    });
    expect(errors(result)).toEqual({ ten_kh: 'Tên khách hàng không hợp lệ' });
  });

  it('update needs a version; patch only touches the fields it carries', () => {
    expect(errors(writeSchema(units, 'update', t).safeParse({ ma_dvt: 'A', ten_dvt: 'B' }))).toEqual({
      version: 'Thiếu phiên bản dữ liệu (version) để cập nhật',
    });
    expect(writeSchema(units, 'patch', t).parse({ ten_dvt: 'Chai', created_at: 'x', version: 3 })).toEqual({
      ten_dvt: 'Chai',
      version: 3,
    });
  });
});
