import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { messages as en } from '../locales/en/messages.po';
import { messages as vi } from '../locales/vi/messages.po';

export type Locale = 'vi' | 'en';

const catalogs = {
  vi: setupI18n({ locale: 'vi', messages: { vi } }),
  en: setupI18n({ locale: 'en', messages: { en } }),
};

/** Vietnamese unless the caller prefers English (`Accept-Language: en…`). */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}

export function translate(
  locale: Locale,
  message: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  return catalogs[locale]._(message.id, values, { message: message.message });
}
