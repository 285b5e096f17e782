import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../../../contract/api/system.api.ts';
import { todayIn } from '../../../contract/domain/period.ts';
import { complains } from '../../../contract/entities/crm/complains.entity.ts';
import { partners } from '../../../contract/entities/crm/partners.entity.ts';
import { units } from '../../../contract/entities/stock/units.entity.ts';
import { f } from '../../../contract/entity/fields.ts';
import { testEntity } from '../../test/test-entity.ts';
import { translator } from '../translate.ts';
import { checkForm, cleanCode, fieldOfPath, finishNumber, formFromRecord } from './form-values.ts';

const t = translator(setupI18n({ locale: 'vi', messages: { vi: {} } }));

const things = testEntity('things', {
  title: msg`Đồ vật`,
  one: msg`đồ vật`,
  fields: {
    ma: f.code(msg`Mã`, { required: true }),
    so_luong: f.number('numeric', msg`Số lượng`, { precision: 2, min: 0, max: 1000 }),
    loai: f.enum(msg`Loại`, [
      [1, msg`Một`],
      [2, msg`Hai`],
    ]),
    cau_hinh: f.json(msg`Cấu hình`),
    ma_cu: f.code(msg`Mã cũ`),
  },
  key: 'ma',
  display: 'ma',
  list: { columns: ['ma'], sort: ['ma', 'asc'] },
  rules: [{ rule: 'duplicate', field: 'ma_cu', other: 'ma' }],
});

describe('input rules', () => {
  it('keeps only letters and digits in codes, upper case', () => {
    expect(cleanCode('ab-c 12_đ')).toBe('ABC12Đ');
  });

  it('finishes a number when the input loses focus: trailing dot dropped, clamped', () => {
    const field = things.fields.so_luong;
    expect(finishNumber(field, '12.')).toBe('12');
    expect(finishNumber(field, '5000')).toBe('1000');
    expect(finishNumber(field, '-3')).toBe('3'); // no minus where min is 0 (typing rule)
    expect(finishNumber(field, '007.50')).toBe('7.50');
    expect(finishNumber(field, '-')).toBe('');
  });
});

describe('checkForm', () => {
  it('says what the server would say, naming the field by its label', () => {
    const values = formFromRecord(things, undefined);
    const { errors } = checkForm(things, 'create', { ...values, ma: '', so_luong: '1001' }, t);
    expect(errors).toEqual({ ma: 'Mã không được để trống', so_luong: 'Số lượng không được lớn hơn 1000' });
  });

  it('reads JSON and enums into the body, and reports JSON that does not read', () => {
    const values = { ...formFromRecord(things, undefined), ma: 'A1', loai: '2', cau_hinh: '{"x": [1]}' };
    const ok = checkForm(things, 'create', values, t);
    expect(ok.errors).toEqual({});
    expect(ok.body).toMatchObject({ ma: 'A1', loai: 2, cau_hinh: { x: [1] }, so_luong: null });
    const bad = checkForm(things, 'create', { ...values, cau_hinh: '{x' }, t);
    expect(bad.errors).toEqual({ cau_hinh: 'Cấu hình không phải JSON hợp lệ' });
  });

  it('applies the duplicate rule', () => {
    const values = { ...formFromRecord(things, undefined), ma: 'A1', ma_cu: 'A1' };
    expect(checkForm(things, 'update', values, t).errors).toEqual({ ma_cu: 'Mã cũ không được trùng với Mã' });
  });

  it('starts a new record from the declared defaults and an edit from the record', () => {
    expect(formFromRecord(units, undefined)).toEqual({ ma_dvt: '', ten_dvt: '', ten_dvt2: '', status: true });
    const partner = formFromRecord(partners, {
      id: 'x',
      version: 1,
      ma_kh: 'KH1',
      gioi_tinh: 2,
      ngay_sinh: null,
    });
    expect(partner).toMatchObject({ ma_kh: 'KH1', gioi_tinh: '2', ngay_sinh: null, ten_kh: '' });
  });

  it('starts a new record from a preset (the list filter), and a today date on today', () => {
    const complaint = formFromRecord(complains, undefined, { ma_kh: 'KH000042' });
    expect(complaint).toMatchObject({ ma_kh: 'KH000042', trang_thai: '0' });
    expect(complaint.ngay_kn).toBe(todayIn(Date.now(), BUSINESS_TIME_ZONE));
    const edited = formFromRecord(complains, { id: 'x', version: 1, ngay_kn: '2026-01-02' }, { ma_kh: 'K' });
    expect(edited).toMatchObject({ ngay_kn: '2026-01-02', ma_kh: '' });
  });

  it('maps a server field path onto the form field', () => {
    expect(fieldOfPath(partners, 'ma_kh')).toBe('ma_kh');
    expect(fieldOfPath(partners, 'dien_thoai.0')).toBe('dien_thoai');
    expect(fieldOfPath(partners, 'id')).toBeNull();
  });
});
