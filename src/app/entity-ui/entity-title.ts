import { useLingui } from '@lingui/react/macro';
import { menuPath } from '../../contract/auth/menu.ts';
import type { Entity } from '../../contract/entity/define.ts';
import type { Crumb } from '../ui/Breadcrumbs.tsx';

/** The screen's title (entity.title) and its breadcrumb: the menu module and group above it. */
export function useEntityTitle(entity: Entity): { title: string; crumbs: Crumb[] } {
  const { i18n } = useLingui();
  const title = i18n._(entity.title);
  const above = menuPath(entity.menuId)
    .slice(0, -1)
    .map((entry) => ({ label: i18n._(entry.title), to: entry.command ?? undefined }));
  // 'CRM › Khách hàng › Khách hàng': a group named like its screen is said once.
  const path = above.at(-1)?.label === title ? above.slice(0, -1) : above;
  return { title, crumbs: [...path, { label: title }] };
}
