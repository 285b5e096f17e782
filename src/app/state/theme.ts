import { useSyncExternalStore } from 'react';
import { DEVICE_KEYS } from './device-keys.ts';

/** Spec §1: light (default), dark, and semi-dark (a dark menu beside light pages). */
export const THEMES = ['light', 'dark', 'semi-dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * A device preference like the tenant and device id (`sen.` keys): the login page, before any
 * tenant is known, already shows the chosen theme.
 */
const KEY = DEVICE_KEYS.theme;
const listeners = new Set<() => void>();

function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

export function storedTheme(): Theme {
  const saved = localStorage.getItem(KEY);
  return isTheme(saved) ? saved : 'light';
}

/** Shows `theme` at once (the `data-theme` of <html> switches the CSS tokens) and keeps it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(KEY, theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switched: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) applyTheme(storedTheme());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, storedTheme);
}
