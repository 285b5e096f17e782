import { describe, expect, it } from 'vitest';
import { menuById } from '../auth/menu.ts';
import { type Entity, screenPath } from '../entity/define.ts';
import type { LookupField } from '../entity/fields.ts';
import type { Translate } from '../entity/messages.ts';
import { writeSchema } from '../entity/schemas.ts';
import { entities, entityByName } from './registry.ts';

/** Vietnamese source text with values filled in, like the catalogs do. */
const t: Translate = (message, values = {}) =>
  (message.message ?? message.id).replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    return typeof value === 'object' && value !== null ? t(value as never) : String(value);
  });

/** Every entity as the plain Entity type (each declaration's own field map is narrower). */
const all: readonly Entity[] = entities;

const MINE = [
  'stock.units',
  'stock.conversion-units',
  'stock.warehouses',
  'stock.product-groups',
  'stock.product-types',
  'stock.product-hours',
  'stock.rates',
  'accounting.accounts',
  'accounting.taxs',
  'accounting.currencies',
  'accounting.exchange-rates',
  'accounting.transaction-terms',
  'accounting.expenses',
  'accounting.vouchers',
];

/** What a create accepts from `row`, as the server would store it. */
const created = (entity: Entity, row: Record<string, unknown>) => writeSchema(entity, 'create', t).parse(row);

function errors(entity: Entity, row: Record<string, unknown>): Record<string, string> {
  const result = writeSchema(entity, 'create', t).safeParse(row);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('registered entities', () => {
  it('include every stock and accounting reference entity', () => {
    const names = entities.map((e) => e.name);
    for (const name of MINE) expect(names, name).toContain(name);
  });

  // Personal (owner-scoped) entities have no menu entry: registry.test.ts checks them.
  // Rows on another entity's screen (partOf) are checked with that entity: entity-recipe.test.ts.
  const guarded = all.filter((e) => !e.scope?.owner && !e.partOf);
  it.each(guarded.map((e) => [e.name, e] as const))('%s: menu id exists and opens its path', (_, e) => {
    const entry = menuById(e.menuId);
    expect(entry, e.menuId).toBeDefined();
    expect(entry?.command).toBe(screenPath(e));
  });

  it.each(all.map((e) => [e.name, e] as const))('%s: lookups target registered entities', (_, e) => {
    for (const name of e.fieldNames) {
      const field = e.fields[name];
      if (field?.kind !== 'lookup' && field?.kind !== 'multiLookup') continue;
      const target = entityByName((field as LookupField).entity);
      const key = target.fields[target.key];
      // A read-only key is nobody's to type: the server fills it (appointments' LH… codes).
      const filled =
        key?.required || key?.readOnly || (key && 'numbered' in key && key.numbered !== undefined);
      expect(filled, `${name} → ${target.name}`).toBe(true);
    }
  });

  const stockAndAccounting = all.filter((e) => MINE.includes(e.name));
  it.each(stockAndAccounting.map((e) => [e.name, e] as const))(
    '%s: key and display are required fields',
    (_, e) => {
      expect(e.fields[e.key]?.required).toBe(true);
      expect(e.fields[e.display]?.required).toBe(true);
      expect(e.fields[e.key]?.kind).toBe('code');
    },
  );
});

describe('stock and accounting rules', () => {
  it('takes a VAT rate as a percentage with two decimals, between 0 and 100', () => {
    const taxs = entityByName('accounting.taxs');
    expect(created(taxs, { ma_thue: 'k10', ten_thue: 'x', thue_suat: '10.50' })).toMatchObject({
      ma_thue: 'K10',
      thue_suat: '10.5',
      chiu_thue: true,
      status: true,
    });
    expect(errors(taxs, { ma_thue: 'A', ten_thue: 'x', thue_suat: '100.01' })).toEqual({
      thue_suat: 'Thuế suất (%) không được lớn hơn 100',
    });
    expect(errors(taxs, { ma_thue: 'A', ten_thue: 'x', thue_suat: '5.125' }).thue_suat).toMatch(/thập phân/);
  });

  it('keeps exchange rates and conversion factors as decimal strings, never floats', () => {
    const rates = entityByName('accounting.exchange-rates');
    const parsed = created(rates, { ma_tg: 'usd1', ma_nt: 'USD', ngay: '2025-07-01', ty_gia: '26150.1234' });
    expect(parsed.ty_gia).toBe('26150.1234');
    expect(errors(rates, { ma_tg: 'A', ma_nt: 'USD', ngay: '2025-02-30', ty_gia: '0' })).toMatchObject({
      ngay: expect.stringMatching(/không phải ngày hợp lệ/),
      ty_gia: expect.stringMatching(/không được nhỏ hơn/),
    });
    const conversion = entityByName('stock.conversion-units');
    expect(errors(conversion, { ma_qd: 'A', ma_dvt: 'HOP', ma_dvt_qd: 'HOP', he_so: '10' })).toEqual({
      ma_dvt_qd: 'Sang đơn vị không được trùng với Từ đơn vị',
    });
  });

  it('refuses an account that is its own parent and a service duration of zero minutes', () => {
    expect(
      errors(entityByName('accounting.accounts'), { tk: '111', ten_tk: 'x', tk_me: '111', tinh_chat: 1 }),
    ).toEqual({ tk_me: 'Tài khoản mẹ không được trùng với Số tài khoản' });
    expect(errors(entityByName('stock.product-hours'), { ma_tl: 'P0', ten_tl: '0', so_phut: 0 })).toEqual({
      so_phut: 'Số phút không được nhỏ hơn 1',
    });
  });

  it('scopes warehouses and price lists by branch, with the validity start behind from/to', () => {
    expect(entityByName('stock.warehouses').scope?.branch).toBe('ma_dvcs');
    expect(entityByName('stock.rates').scope?.branch).toBe('ma_dvcs');
    expect(entityByName('stock.rates').dateField).toBe('ngay_hl');
    expect(entityByName('accounting.exchange-rates').dateField).toBe('ngay');
  });
});
