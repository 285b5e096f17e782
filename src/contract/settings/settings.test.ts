import { describe, expect, it } from 'vitest';
import { configSchema } from '../api/system.settings.api.ts';
import { effectiveSettings, readSetting, writeSetting } from './setting-values.ts';
import { SETTING_SECTIONS, SETTINGS, type SettingDef, type SettingName, settingsOf } from './settings.ts';

const all = Object.entries(SETTINGS) as [SettingName, SettingDef][];

describe('settings declaration', () => {
  it('declares every setting spec §5 and §9 name', () => {
    const named = `crm_partner_require_phone crm_partner_validate_website sale_bill_require_card
      sale_package_require_card sale_package_require_otp sale_service_package_not_enough
      sale_service_package_require_main sale_package_otp_max otp_expiration otp_max_hourly sale_return_days
      room_order_start_time room_order_lock_time_value sale_service_room_type sale_golden_hour
      sale_gift_package sale_use_package_money sale_invoice_type sale_invoice_template_code
      sale_invoice_series stock_product_batch customer_create_user customer_group3_manual crm_calllog_status
      crm_calllog_force_task crm_pancake_enabled sale_crm_service call_center_enable call_center_provider
      call_center_endpoint call_center_port call_center_path call_center_domain call_center_url
      call_center_access_key call_center_widget call_center_widget_lib call_center_libs`.split(/\s+/);
    expect(named.filter((name) => !(name in SETTINGS))).toEqual([]);
  });

  it('gives the defaults spec §5 and §9 state', () => {
    const defaults = effectiveSettings([]);
    expect(defaults).toMatchObject({
      crm_partner_require_phone: true,
      sale_package_otp_max: 3,
      otp_expiration: 2,
      otp_max_hourly: 10,
      sale_return_days: 0,
      room_order_start_time: 0,
      room_order_lock_time_value: 0,
      sale_service_room_type: 'main',
      sale_bill_require_card: false,
      call_center_libs: [],
    });
  });

  it('uses names the config API accepts, a known section, a Vietnamese label and help for each', () => {
    for (const [name, def] of all) {
      expect(configSchema.safeParse({ name, value: writeSetting(def, def.default) }).success, name).toBe(
        true,
      );
      expect(def.section in SETTING_SECTIONS, name).toBe(true);
      expect(def.label.message ?? def.label.id, name).toBeTruthy();
      expect(def.hint.message ?? def.hint.id, name).toBeTruthy();
    }
    const grouped = (Object.keys(SETTING_SECTIONS) as (keyof typeof SETTING_SECTIONS)[]).flatMap(settingsOf);
    expect(grouped.sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  it("writes booleans as 't' / 'f' and reads back what it wrote, for every kind", () => {
    expect(writeSetting(SETTINGS.crm_partner_require_phone, false)).toBe('f');
    expect(writeSetting(SETTINGS.sale_bill_require_card, true)).toBe('t');
    for (const [name, def] of all) {
      expect(readSetting(def, writeSetting(def, def.default)), name).toEqual(def.default);
    }
    expect(readSetting(SETTINGS.call_center_libs, '["https://a.example/x.js"]')).toEqual([
      'https://a.example/x.js',
    ]);
  });

  it('falls back to the default when a stored value is absent or unreadable', () => {
    expect(readSetting(SETTINGS.crm_partner_require_phone, undefined)).toBe(true);
    expect(readSetting(SETTINGS.crm_partner_require_phone, 'f')).toBe(false);
    expect(readSetting(SETTINGS.crm_partner_require_phone, 'maybe')).toBe(true);
    expect(readSetting(SETTINGS.sale_package_otp_max, 'abc')).toBe(3);
    expect(readSetting(SETTINGS.call_center_libs, '[oops')).toEqual([]);
    expect(effectiveSettings([{ name: 'otp_max_hourly', value: '5' }]).otp_max_hourly).toBe(5);
  });
});
