import { DEVICE_KEYS } from './device-keys.ts';
import { devicePreference, useDevicePreference } from './device-preference.ts';

/**
 * Spec §4: the menu as a horizontal bar of module dropdowns under the navbar (the default) or a
 * vertical sidebar. Phones and tablets show the drawer in both.
 */
export const MENU_LAYOUTS = ['horizontal', 'vertical'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];

const preference = devicePreference<MenuLayout>(DEVICE_KEYS.layout, MENU_LAYOUTS, 'horizontal');

export const storedMenuLayout = preference.read;
export const applyMenuLayout = preference.write;
export function useMenuLayout(): MenuLayout {
  return useDevicePreference(preference);
}
