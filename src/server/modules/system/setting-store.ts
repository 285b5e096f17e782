import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../../contract/api/system.settings.api.ts';
import { parseSetting, settingValue } from '../../../contract/settings/setting-values.ts';
import {
  isAdminSetting,
  isSettingName,
  SETTINGS,
  type SettingName,
  type SettingValue,
} from '../../../contract/settings/settings.ts';
import { configs } from '../../db/schema.ts';
import type { Tx } from '../../db/with-tenant.ts';
import { ApiError } from '../../http/errors.ts';
import { type Locale, translate } from '../../i18n.ts';

/**
 * The one way server code reads tenant settings: stored values read as their kind, the declared
 * default when absent or unreadable (contract/settings). Runs inside the tenant's transaction.
 */
export async function loadSettings<N extends SettingName>(
  tx: Tx,
  names: readonly N[],
): Promise<{ [K in N]: SettingValue<K> }> {
  const rows = await tx
    .select({ name: configs.name, value: configs.value })
    .from(configs)
    .where(inArray(configs.name, [...names]));
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(names.map((name) => [name, settingValue(name, stored.get(name))])) as {
    [K in N]: SettingValue<K>;
  };
}

export async function loadSetting<N extends SettingName>(tx: Tx, name: N): Promise<SettingValue<N>> {
  return (await loadSettings(tx, [name]))[name];
}

/**
 * Refuses a write that would store a value a declared setting cannot hold (400 INVALID_SETTING,
 * naming the setting, with the problem on its field) or names one setting twice. Names the
 * declaration does not know (data-table layouts) stay free-form; null removes, so is always fine.
 * Administrators' settings (adminOnly) are written by administrators only: 403 ADMIN_ONLY.
 */
export function checkConfigWrites(items: readonly Config[], locale: Locale, isAdmin: boolean): void {
  const seen = new Set<string>();
  // Administrators' settings are refused before anything else: no hint about their values.
  if (!isAdmin && items.some((item) => isSettingName(item.name) && isAdminSetting(item.name)))
    throw new ApiError(403, 'ADMIN_ONLY');
  for (const item of items) {
    if (seen.has(item.name)) throw new ApiError(400, 'DUPLICATE_SETTING', { values: { name: item.name } });
    seen.add(item.name);
    if (item.value === null || !isSettingName(item.name)) continue;
    const def = SETTINGS[item.name];
    const parsed = parseSetting(def, item.value);
    if (parsed.ok) continue;
    const problem = translate(locale, parsed.problem.message, parsed.problem.values);
    throw new ApiError(400, 'INVALID_SETTING', {
      values: { setting: translate(locale, def.label), name: item.name, problem },
      fields: [{ field: item.name, message: problem }],
    });
  }
}

/** Stores or (value null) removes each setting; the caller's transaction makes it all or nothing. */
export async function writeConfigs(tx: Tx, tenantId: string, userName: string, items: readonly Config[]) {
  for (const item of items) {
    if (item.value === null) {
      await tx.delete(configs).where(eq(configs.name, item.name));
      continue;
    }
    const row = { name: item.name, group: item.group, value: item.value };
    await tx
      .insert(configs)
      .values({ tenant_id: tenantId, id: item.name, ...row, created_by: userName, updated_by: userName })
      .onConflictDoUpdate({
        target: [configs.tenant_id, configs.id],
        set: {
          value: item.value,
          group: item.group,
          updated_by: userName,
          updated_at: new Date(),
          version: sql`${configs.version} + 1`,
        },
      });
  }
}

/** What the audit log keeps of a write: credentials never leave the settings table. */
export function auditedConfig(item: Config): Config {
  const secret = isSettingName(item.name) && 'secret' in SETTINGS[item.name];
  return secret && item.value !== null ? { ...item, value: '***' } : item;
}

/** The menu entry whose edit right allows changing settings (and reading the secret ones). */
export const SETTINGS_MENU = 'system.settings';

/** Settings only administrators and holders of the settings edit right may read. */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set(
  (Object.keys(SETTINGS) as SettingName[]).filter((name) => 'secret' in SETTINGS[name]),
);
