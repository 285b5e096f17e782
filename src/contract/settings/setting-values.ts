import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SETTINGS, type SettingDef, type SettingName, type SettingValue } from './settings.ts';

/** Longest text (and list item) a setting takes. */
export const SETTING_TEXT_MAX = 1000;
/** Most items a list setting takes. */
export const SETTING_LIST_MAX = 50;

/** Why a value does not fit its setting, as a message to show under the field. */
export interface SettingProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

export type SettingParse = { ok: true; value: unknown } | { ok: false; problem: SettingProblem };

const invalid = (message: MessageDescriptor, values?: SettingProblem['values']): SettingParse => ({
  ok: false,
  problem: values ? { message, values } : { message },
});

function parseNumber(def: Extract<SettingDef, { kind: 'number' }>, raw: string): SettingParse {
  const value = /^-?\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= def.min && value <= def.max) return { ok: true, value };
  return invalid(msg`Phải là số nguyên từ {min} đến {max}`, { min: def.min, max: def.max });
}

function parseList(raw: string): SettingParse {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = null;
  }
  const items = Array.isArray(value) ? value : null;
  const fits = (item: unknown) =>
    typeof item === 'string' && item.trim() !== '' && item.length <= SETTING_TEXT_MAX;
  if (items && items.length <= SETTING_LIST_MAX && items.every(fits)) return { ok: true, value: items };
  return invalid(msg`Phải là danh sách (tối đa {max} dòng), mỗi dòng một giá trị không để trống`, {
    max: SETTING_LIST_MAX,
  });
}

/**
 * Checks a value about to be stored against its setting, strictly: booleans only 't' / 'f',
 * whole numbers inside the declared range, an enum one of its options, a list a JSON array of
 * non-empty texts. The server refuses what fails (INVALID_SETTING); the screen says it at once.
 */
export function parseSetting(def: SettingDef, raw: string): SettingParse {
  switch (def.kind) {
    case 'bool':
      return raw === 't' || raw === 'f'
        ? { ok: true, value: raw === 't' }
        : invalid(msg`Phải là 't' (bật) hoặc 'f' (tắt)`);
    case 'number':
      return parseNumber(def, raw);
    case 'list':
      return parseList(raw);
    default: {
      const options = def.options?.map(([value]) => value);
      if (options && !options.includes(raw))
        return invalid(msg`Phải là một trong các giá trị: {options}`, { options: options.join(', ') });
      const max = def.maxLength ?? SETTING_TEXT_MAX;
      if (raw.length > max) return invalid(msg`Dài tối đa {max} ký tự`, { max });
      return { ok: true, value: raw };
    }
  }
}

/**
 * A stored value (or none) read as its kind; absent or unreadable values give the default.
 * Booleans written by older clients as 'true' / '1' still read as on.
 */
export function readSetting(def: SettingDef, raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined || raw === '') return def.default;
  if (def.kind === 'bool') {
    if (['t', 'true', '1'].includes(raw)) return true;
    if (['f', 'false', '0'].includes(raw)) return false;
    return def.default;
  }
  const parsed = parseSetting(def, raw);
  return parsed.ok ? parsed.value : def.default;
}

/** The text stored for a value of the setting's kind. */
export function writeSetting(def: SettingDef, value: unknown): string {
  switch (def.kind) {
    case 'bool':
      return value === true ? 't' : 'f';
    case 'number':
      return String(Number(value));
    case 'list':
      return JSON.stringify(Array.isArray(value) ? value : []);
    default:
      return String(value ?? '');
  }
}

/** The effective value of one setting from its stored text (or none). */
export function settingValue<N extends SettingName>(
  name: N,
  raw: string | null | undefined,
): SettingValue<N> {
  return readSetting(SETTINGS[name], raw) as SettingValue<N>;
}

/** Every setting with its effective value, from the stored `{ name, value }` rows. */
export function effectiveSettings(rows: readonly { name: string; value: string | null }[]) {
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(
    (Object.keys(SETTINGS) as SettingName[]).map((name) => [name, settingValue(name, stored.get(name))]),
  ) as unknown as { [N in SettingName]: SettingValue<N> };
}
