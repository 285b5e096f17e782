import { DEVICE_KEYS } from './device-keys.ts';
import { devicePreference, useDevicePreference } from './device-preference.ts';

/** Spec §1: light (default), dark, and semi-dark (a dark menu beside light pages). */
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The `data-theme` of <html> switches the CSS tokens (src/app/styles.css). */
const showTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
};

const preference = devicePreference<Theme>(DEVICE_KEYS.theme, THEMES, 'light', showTheme);

export const storedTheme = preference.read;

/** Shows `theme` at once and keeps it on this device. */
export const applyTheme = preference.write;

export function useTheme(): Theme {
  return useDevicePreference(preference);
}
