import { i18n } from '@lingui/core';
import { messages as vi } from '../../locales/vi/messages.po';
import { DEVICE_KEYS } from '../state/device-keys.ts';

export type Locale = 'vi' | 'en';
export const LOCALES: readonly Locale[] = ['vi', 'en'];
const STORAGE_KEY = DEVICE_KEYS.locale;

i18n.load('vi', vi);

/** Vietnamese ships with the shell; English is fetched the first time someone picks it. */
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
