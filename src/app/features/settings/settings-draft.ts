import { matchesWords } from '../../../contract/domain/text.ts';
import {
  parseSetting,
  type SettingProblem,
  writeSetting,
} from '../../../contract/settings/setting-values.ts';
import {
  isAdminSetting,
  SETTING_SECTIONS,
  SETTINGS,
  type SettingName,
  type SettingSection,
  settingsOf,
} from '../../../contract/settings/settings.ts';

/**
 * The settings screen's state without React: what the tenant has stored, and the user's changes
 * not yet saved. A change is the text to store, or null for "back to the default" (the row is
 * removed). Values are carried as the stored text of their kind ('t' / 'f', digits, JSON list).
 */
export type Stored = ReadonlyMap<string, string | null>;
export type Draft = Readonly<Partial<Record<SettingName, string | null>>>;

export function storedOf(rows: readonly { name: string; value: string | null }[] | undefined): Stored {
  return new Map((rows ?? []).map((row) => [row.name, row.value]));
}

export function defaultText(name: SettingName): string {
  const def = SETTINGS[name];
  return writeSetting(def, def.default);
}

const hasOwn = (draft: Draft, name: SettingName) => Object.hasOwn(draft, name);

/** The text the field shows: the change, else the stored value, else the default. */
export function shownText(name: SettingName, stored: Stored, draft: Draft): string {
  const raw = hasOwn(draft, name) ? draft[name] : stored.get(name);
  return raw === null || raw === undefined ? defaultText(name) : raw;
}

/** Does the field show the default (nothing stored, or a restore waiting to be saved)? */
export function showsDefault(name: SettingName, stored: Stored, draft: Draft): boolean {
  return hasOwn(draft, name) ? draft[name] === null : (stored.get(name) ?? null) === null;
}

/** The draft with `name` set to `raw`; a change back to what is stored is no change at all. */
export function withChange(draft: Draft, stored: Stored, name: SettingName, raw: string | null): Draft {
  const { [name]: _previous, ...rest } = draft;
  const current = stored.get(name) ?? null;
  return raw === current ? rest : { ...rest, [name]: raw };
}

/** "Khôi phục mặc định": forget the stored value (nothing to do when none is stored). */
export function withDefault(draft: Draft, stored: Stored, name: SettingName): Draft {
  return withChange(draft, stored, name, null);
}

export function changedNames(draft: Draft): SettingName[] {
  return Object.keys(draft) as SettingName[];
}

/** The body of the one bulk PUT system/configs that saves every change. */
export function changeItems(draft: Draft) {
  return changedNames(draft).map((name) => ({
    name,
    group: 'settings' as const,
    value: draft[name] ?? null,
  }));
}

/** Changes whose value does not fit the setting, with why: saving waits until there are none. */
export function draftProblems(draft: Draft): Partial<Record<SettingName, SettingProblem>> {
  const problems: Partial<Record<SettingName, SettingProblem>> = {};
  for (const name of changedNames(draft)) {
    const raw = draft[name];
    if (raw === null || raw === undefined) continue;
    const parsed = parseSetting(SETTINGS[name], raw);
    if (!parsed.ok) problems[name] = parsed.problem;
  }
  return problems;
}

/** Which screen: /system/settings (the tenant's options) or /admin/settings (administrators'). */
export type SettingsAudience = 'tenant' | 'admin';

/**
 * The sections and their settings that match the search, accents and case aside, over the
 * setting's label, help, section and technical name (`translate` gives them in the UI language),
 * among the settings of one screen.
 */
export function matchingSections(
  query: string,
  translate: (message: (typeof SETTINGS)[SettingName]['label']) => string,
  audience: SettingsAudience = 'tenant',
): { section: SettingSection; names: SettingName[] }[] {
  const onScreen = (name: SettingName) => isAdminSetting(name) === (audience === 'admin');
  return (Object.keys(SETTING_SECTIONS) as SettingSection[])
    .map((section) => {
      const sectionLabel = translate(SETTING_SECTIONS[section]);
      const names = settingsOf(section)
        .filter(onScreen)
        .filter((name) => {
          const def = SETTINGS[name];
          const text = `${translate(def.label)} ${translate(def.hint)} ${sectionLabel} ${name}`;
          return matchesWords(text, query);
        });
      return { section, names };
    })
    .filter((group) => group.names.length > 0);
}

/** A list setting's text (a JSON array) as the lines of its box, and back. */
export function listLines(raw: string): string {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.join('\n') : raw;
  } catch {
    return raw;
  }
}

export function linesList(text: string): string {
  const items = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return JSON.stringify(items);
}
