import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { activateLocale, LOCALES, type Locale } from '../../i18n/i18n.ts';

const LABELS: Record<Locale, { short: string; name: string }> = {
  vi: { short: 'VI', name: 'Tiếng Việt' },
  en: { short: 'EN', name: 'English' },
};

export function LocaleSwitch() {
  const { i18n, t } = useLingui();
  return (
    <div className="flex items-center gap-1.5">
      <Languages aria-hidden="true" className="size-4 text-muted max-sm:hidden" />
      <ToggleButtonGroup
        aria-label={t`Ngôn ngữ`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[i18n.locale]}
        onSelectionChange={(keys) => {
          const [next] = [...keys] as Locale[];
          if (next) void activateLocale(next);
        }}
        className="flex h-8 rounded-md bg-subtle p-0.5"
      >
        {LOCALES.map((locale) => (
          <ToggleButton
            key={locale}
            id={locale}
            aria-label={LABELS[locale].name}
            lang={locale}
            className="cursor-pointer rounded-[5px] px-2.5 text-xs font-semibold text-muted transition-colors outline-none hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500 data-selected:bg-surface data-selected:text-primary-ink data-selected:shadow-nav"
          >
            {LABELS[locale].short}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
