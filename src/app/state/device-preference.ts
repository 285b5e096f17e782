import { useSyncExternalStore } from 'react';

/**
 * A choice kept on this device under a `sen.` key (theme, menu layout): read before the first
 * render, shared by every tab (another tab's change is followed), the same for every user and
 * tenant of the device — as the login page, before any tenant is known, already shows it.
 */
export interface DevicePreference<T extends string> {
  read: () => T;
  write: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function devicePreference<T extends string>(
  key: string,
  values: readonly T[],
  fallback: T,
  onChange: (value: T) => void = () => undefined,
): DevicePreference<T> {
  const listeners = new Set<() => void>();
  const read = (): T => {
    const saved = localStorage.getItem(key);
    return values.includes(saved as T) ? (saved as T) : fallback;
  };
  const write = (value: T) => {
    localStorage.setItem(key, value);
    onChange(value);
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      onChange(read());
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  return { read, write, subscribe };
}

/** The current value, re-rendering when this tab or another one changes it. */
export function useDevicePreference<T extends string>(preference: DevicePreference<T>): T {
  return useSyncExternalStore(preference.subscribe, preference.read);
}
