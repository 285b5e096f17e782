import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../../contract/settings/settings.ts';
import {
  changeItems,
  draftProblems,
  linesList,
  listLines,
  matchingSections,
  shownText,
  showsDefault,
  storedOf,
  withChange,
  withDefault,
} from './settings-draft.ts';

const stored = storedOf([
  { name: 'otp_expiration', value: '5' },
  { name: 'table_crm_partners', value: '{"columns":[]}' },
]);
const plain = (message: { message?: string; id: string }) => message.message ?? message.id;

describe('settings screen draft', () => {
  it('shows the stored value, else the default marked as such', () => {
    expect(shownText('otp_expiration', stored, {})).toBe('5');
    expect(showsDefault('otp_expiration', stored, {})).toBe(false);
    expect(shownText('otp_max_hourly', stored, {})).toBe('10');
    expect(showsDefault('otp_max_hourly', stored, {})).toBe(true);
    expect(shownText('crm_partner_require_phone', stored, {})).toBe('t');
  });

  it('counts a change back to the stored value as no change', () => {
    const changed = withChange({}, stored, 'otp_expiration', '7');
    expect(changeItems(changed)).toEqual([{ name: 'otp_expiration', group: 'settings', value: '7' }]);
    expect(withChange(changed, stored, 'otp_expiration', '5')).toEqual({});
  });

  it('restores a default by removing the stored value, and does nothing when none is stored', () => {
    const restored = withDefault({}, stored, 'otp_expiration');
    expect(changeItems(restored)).toEqual([{ name: 'otp_expiration', group: 'settings', value: null }]);
    expect(shownText('otp_expiration', stored, restored)).toBe('2');
    expect(showsDefault('otp_expiration', stored, restored)).toBe(true);
    expect(withDefault({}, stored, 'otp_max_hourly')).toEqual({});
  });

  it('holds back changes that do not fit their setting, saying why', () => {
    const draft = withChange(withChange({}, stored, 'otp_expiration', '0'), stored, 'sale_golden_hour', 't');
    expect(Object.keys(draftProblems(draft))).toEqual(['otp_expiration']);
    expect(draftProblems(draft).otp_expiration?.values).toEqual({ min: 1, max: 1440 });
  });

  it('finds settings without accents, over label, help and name, keeping sections in order', () => {
    const found = matchingSections('ma otp', plain);
    expect(found.map((group) => group.section)).toEqual(['sale', 'otp']);
    expect(found[1]?.names).toContain('otp_expiration');
    expect(matchingSections('call_center_port', plain)).toEqual([
      { section: 'call_center', names: ['call_center_port'] },
    ]);
    expect(matchingSections('không có cài đặt này', plain)).toEqual([]);
  });

  it('splits the settings between the tenant screen and the administrators’ screen, each once', () => {
    const tenant = matchingSections('', plain).flatMap((group) => group.names);
    const admin = matchingSections('', plain, 'admin');
    expect(admin.map((group) => group.section)).toEqual(['company', 'auth']);
    expect(tenant).not.toContain('auth_self_registration');
    expect(tenant).not.toContain('company_name');
    expect(tenant).toContain('call_center_access_key');
    expect(tenant.length + admin.flatMap((group) => group.names).length).toBe(Object.keys(SETTINGS).length);
  });

  it('edits a list one line per item', () => {
    expect(listLines('["a.js","b.js"]')).toBe('a.js\nb.js');
    expect(linesList(' a.js \n\n b.js ')).toBe('["a.js","b.js"]');
    expect(linesList('')).toBe('[]');
  });
});
