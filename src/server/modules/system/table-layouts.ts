import type { Config } from '../../../contract/api/system.settings.api.ts';
import { can, type Principal } from '../../../contract/auth/rules.ts';
import { entities } from '../../../contract/entities/registry.ts';
import type { Entity } from '../../../contract/entity/define.ts';
import {
  INVALID_TABLE_LAYOUT,
  parseTableLayout,
  tableLayoutKey,
} from '../../../contract/entity/table-layout.ts';
import { bespokeLayoutMenu } from '../../../contract/list/list-layouts.ts';
import { ApiError } from '../../http/errors.ts';
import { type Locale, translate } from '../../i18n.ts';
import { SETTINGS_MENU } from './setting-store.ts';

/** Config names that hold a data table's layout, and the entity whose list each belongs to. */
const layoutEntities: ReadonlyMap<string, Entity> = new Map(
  entities.map((entity) => [tableLayoutKey(entity), entity]),
);

/** The menu whose read right lets a user save this layout (null: anyone), undefined if no layout. */
function layoutMenu(name: string): string | null | undefined {
  return layoutEntities.get(name)?.menuId ?? bespokeLayoutMenu(name);
}

export function isTableLayoutName(name: string): boolean {
  return layoutMenu(name) !== undefined;
}

/**
 * Who may write a config: a table layout (the settings popup of a list) anyone who may read that
 * list — receptionists arrange their own screens; any other setting only the settings editors.
 * Layouts are the tenant's, as the spec's config update keeps them (one key per table).
 */
export function checkConfigWriteRight(user: Principal, items: readonly Config[]): void {
  const mayEditSettings = can(user, SETTINGS_MENU, 'edit');
  for (const item of items) {
    const menu = layoutMenu(item.name);
    const allowed = mayEditSettings || menu === null || (menu !== undefined && can(user, menu, 'read'));
    if (!allowed) throw new ApiError(403, 'FORBIDDEN');
  }
}

/** A layout's value must read as one (400 VALIDATION on `value`); removing it (null) is fine. */
export function checkTableLayouts(items: readonly Config[], locale: Locale): void {
  for (const item of items) {
    if (!isTableLayoutName(item.name) || item.value === null) continue;
    if (parseTableLayout(item.value)) continue;
    throw new ApiError(400, 'VALIDATION', {
      fields: [{ field: 'value', message: translate(locale, INVALID_TABLE_LAYOUT) }],
    });
  }
}
