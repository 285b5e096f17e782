import { entities } from '../../contract/entities/registry.ts';
import { type Entity, screenPath } from '../../contract/entity/define.ts';

/**
 * The catch-all screens of spec §2 (`/generic/*`, `/report/*`): the rest of the address names a
 * declared entity by its API or screen path; `/generic/…` is its list and form, `/report/…` the same
 * list read-only. Apart from menu-screen.ts: the route reads it before the menu's declarations,
 * which the first download leaves out, have arrived.
 */
export function entityForSplat(splat: string | undefined): Entity | undefined {
  const path = (splat ?? '').replace(/^\/+|\/+$/g, '');
  if (path === '') return undefined;
  return entities.find((entity) => entity.path === path || screenPath(entity) === `/${path}`);
}
