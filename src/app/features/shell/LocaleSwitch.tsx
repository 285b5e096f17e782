import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { activateLocale, LOCALES, type Locale } from '../../i18n/i18n.ts';

const LABELS: Record<Locale, string> = { vi: 'VI', en: 'EN' };

export function LocaleSwitch() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <ToggleButtonGroup
      aria-label={t`Ngôn ngữ`}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[i18n.locale]}
      onSelectionChange={(keys) => {
        const [next] = [...keys] as Locale[];
        if (next) void activateLocale(next);
      }}
      className="flex rounded-md border border-line p-0.5"
    >
      {LOCALES.map((locale) => (
        <ToggleButton
          key={locale}
          id={locale}
          aria-label={locale === 'vi' ? 'Tiếng Việt' : 'English'}
          className="cursor-pointer rounded px-2 py-1 text-xs font-medium text-muted outline-none selected:bg-primary-500 selected:text-white focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          {LABELS[locale]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
