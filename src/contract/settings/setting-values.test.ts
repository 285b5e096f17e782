import { describe, expect, it } from 'vitest';
import { parseSetting, readSetting, SETTING_LIST_MAX, SETTING_TEXT_MAX } from './setting-values.ts';
import { SETTINGS, type SettingDef, type SettingName } from './settings.ts';

const accepts = (name: SettingName, raw: string) => parseSetting(SETTINGS[name], raw).ok;

describe('parseSetting: what a declared setting may store', () => {
  it("takes only 't' / 'f' for a switch", () => {
    expect(parseSetting(SETTINGS.sale_golden_hour, 't')).toEqual({ ok: true, value: true });
    expect(parseSetting(SETTINGS.sale_golden_hour, 'f')).toEqual({ ok: true, value: false });
    for (const raw of ['true', '1', 'yes', '', 'T'])
      expect(accepts('sale_golden_hour', raw), raw).toBe(false);
  });

  it('takes whole numbers inside the declared range only, and says the range', () => {
    expect(parseSetting(SETTINGS.otp_expiration, '15')).toEqual({ ok: true, value: 15 });
    expect(accepts('otp_expiration', '1440')).toBe(true);
    for (const raw of ['0', '1441', '2.5', '1e3', 'abc', '', ' ', '-3', '99999999999999999999'])
      expect(accepts('otp_expiration', raw), raw).toBe(false);
    expect(accepts('room_order_start_time', '0')).toBe(true);
    expect(accepts('room_order_start_time', '24')).toBe(false);
    const refused = parseSetting(SETTINGS.call_center_port, '70000');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problem.values).toEqual({ min: 1, max: 65535 });
  });

  it('takes an enum value only from its options', () => {
    expect(accepts('sale_service_room_type', 'main')).toBe(true);
    expect(accepts('sale_service_room_type', 'vip')).toBe(false);
  });

  it('takes texts up to the limit, empty included', () => {
    expect(accepts('sale_invoice_series', '')).toBe(true);
    expect(accepts('sale_invoice_series', 'C26TAA')).toBe(true);
    expect(accepts('sale_invoice_series', 'x'.repeat(SETTING_TEXT_MAX + 1))).toBe(false);
  });

  it('takes a list as a JSON array of non-empty texts', () => {
    expect(parseSetting(SETTINGS.call_center_libs, '["https://a.example/x.js"]')).toEqual({
      ok: true,
      value: ['https://a.example/x.js'],
    });
    expect(accepts('call_center_libs', '[]')).toBe(true);
    for (const raw of ['[oops', '"a"', '[1]', '[""]', '{"a":1}', 'null'])
      expect(accepts('call_center_libs', raw), raw).toBe(false);
    const tooMany = JSON.stringify(Array.from({ length: SETTING_LIST_MAX + 1 }, (_, i) => `u${i}`));
    expect(accepts('call_center_libs', tooMany)).toBe(false);
  });

  it('reads an out-of-range or foreign stored value as the default', () => {
    expect(readSetting(SETTINGS.otp_expiration, '0')).toBe(2);
    expect(readSetting(SETTINGS.sale_service_room_type, 'vip')).toBe('main');
    expect(readSetting(SETTINGS.auth_self_registration, 'true')).toBe(true);
    expect(readSetting(SETTINGS.call_center_libs, '[1,2]')).toEqual([]);
  });

  it('accepts every default of the declaration (the screen can always save it back)', () => {
    for (const [name, def] of Object.entries(SETTINGS) as [SettingName, SettingDef][]) {
      const raw =
        def.kind === 'bool' ? (def.default ? 't' : 'f') : def.kind === 'list' ? '[]' : String(def.default);
      expect(parseSetting(def, raw).ok, name).toBe(true);
    }
  });
});
