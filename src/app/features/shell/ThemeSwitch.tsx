import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, LayoutPanelLeft, LayoutPanelTop, type LucideIcon, Moon, PanelLeft, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Separator } from 'react-aria-components';
import { applyMenuLayout, MENU_LAYOUTS, type MenuLayout, useMenuLayout } from '../../state/layout.ts';
import { applyTheme, THEMES, type Theme, useTheme } from '../../state/theme.ts';
import { Popover } from '../../ui/Popover.tsx';

/** One setting of the look: its title and its choices, in `ids` order, each with its icon. */
interface LookSetting<Id extends string> {
  title: MessageDescriptor;
  ids: readonly Id[];
  choices: Record<Id, { label: MessageDescriptor; icon: LucideIcon }>;
}

const THEME_SETTING: LookSetting<Theme> = {
  title: msg`Màu`,
  ids: THEMES,
  choices: {
    light: { label: msg`Sáng`, icon: Sun },
    dark: { label: msg`Tối`, icon: Moon },
    'semi-dark': { label: msg`Menu tối`, icon: PanelLeft },
  },
};

const LAYOUT_SETTING: LookSetting<MenuLayout> = {
  title: msg`Bố cục`,
  ids: MENU_LAYOUTS,
  choices: {
    horizontal: { label: msg`Menu ngang`, icon: LayoutPanelTop },
    vertical: { label: msg`Menu dọc`, icon: LayoutPanelLeft },
  },
};

function Choice({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <MenuItem
      id={id}
      textValue={typeof children === 'string' ? children : id}
      className="flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-[15px] text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink"
    >
      {({ isSelected }) => (
        <>
          <Icon aria-hidden="true" className="size-4" />
          <span className="flex-1">{children}</span>
          {isSelected ? <Check aria-hidden="true" className="size-4 text-primary-500" /> : null}
        </>
      )}
    </MenuItem>
  );
}

const headerClass = 'px-3 pt-1.5 pb-1 text-xs font-medium tracking-wide text-muted uppercase';

/** One setting of the look under its header: its choices, the one in use checked. */
function SettingSection<Id extends string>({
  setting,
  selected,
  onSelect,
}: {
  setting: LookSetting<Id>;
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const { i18n } = useLingui();
  return (
    <MenuSection
      selectionMode="single"
      selectedKeys={[selected]}
      onSelectionChange={(keys) => {
        const [next] = [...keys] as Id[];
        if (next) onSelect(next);
      }}
    >
      <Header className={headerClass}>{i18n._(setting.title)}</Header>
      {setting.ids.map((id) => (
        <Choice key={id} id={id} icon={setting.choices[id].icon}>
          {i18n._(setting.choices[id].label)}
        </Choice>
      ))}
    </MenuSection>
  );
}

/**
 * The navbar's look: the theme (spec §1: light, dark, semi-dark) and the menu layout (spec §4:
 * horizontal by default, or vertical), both kept on this device.
 */
export function ThemeSwitch() {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const layout = useMenuLayout();
  const { label, icon: Icon } = THEME_SETTING.choices[theme];
  return (
    <MenuTrigger>
      <Button
        aria-label={t`Giao diện: ${i18n._(label)}`}
        className="grid size-9 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-subtle hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <Icon aria-hidden="true" className="size-5" />
      </Button>
      <Popover placement="bottom end" className="w-52 rounded-card bg-surface p-1.5 shadow-card outline-none">
        <Menu aria-label={t`Giao diện`} className="outline-none">
          <SettingSection setting={THEME_SETTING} selected={theme} onSelect={applyTheme} />
          <Separator className="my-1 border-t border-line" />
          <SettingSection setting={LAYOUT_SETTING} selected={layout} onSelect={applyMenuLayout} />
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
