import { i18n, type Messages } from '@lingui/core';
import { DEVICE_KEYS } from '../state/device-keys.ts';

export type Locale = 'vi' | 'en';
export const LOCALES: readonly Locale[] = ['vi', 'en'];
const STORAGE_KEY = DEVICE_KEYS.locale;

declare global {
  // The production build's chunks push the messages they show here (scripts/chunk-messages-plugin.ts).
  var __senMessages: Messages[] | undefined;
}

/**
 * Vietnamese arrives with the code that shows it: each chunk of the production build pushes its
 * messages before its own code runs, and they join this catalogue without a re-render (nothing on
 * screen can show a message whose chunk has not run). In development and tests the macros keep the
 * Vietnamese text in the code and Lingui compiles it when asked.
 */
const vi: Messages = {};
i18n.load('vi', vi);
globalThis.__senMessages ??= [];
const arrived = globalThis.__senMessages;
for (const messages of arrived.splice(0)) Object.assign(vi, messages);
arrived.push = (...more: Messages[]) => {
  for (const messages of more) Object.assign(vi, messages);
  return 0;
};

/** English is fetched the first time someone picks it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'en' && !i18n.messages.en) {
    const { messages } = await import('../../locales/en/messages.po');
    i18n.load('en', messages);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
  localStorage.setItem(STORAGE_KEY, locale);
}

export function storedLocale(): Locale {
  return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'vi';
}

export { i18n };
