import { useLingui } from '@lingui/react/macro';
import { Check, LayoutPanelLeft, LayoutPanelTop, type LucideIcon, Moon, PanelLeft, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Separator } from 'react-aria-components';
import { applyMenuLayout, MENU_LAYOUTS, type MenuLayout, useMenuLayout } from '../../state/layout.ts';
import { applyTheme, THEMES, type Theme, useTheme } from '../../state/theme.ts';
import { Popover } from '../../ui/Popover.tsx';

const THEME_ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, 'semi-dark': PanelLeft };
const LAYOUT_ICONS: Record<MenuLayout, LucideIcon> = {
  horizontal: LayoutPanelTop,
  vertical: LayoutPanelLeft,
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
function ChoiceSection<Id extends string>({
  title,
  ids,
  selected,
  onSelect,
  labels,
  icons,
}: {
  title: string;
  ids: readonly Id[];
  selected: Id;
  onSelect: (id: Id) => void;
  labels: Record<Id, string>;
  icons: Record<Id, LucideIcon>;
}) {
  return (
    <MenuSection
      selectionMode="single"
      selectedKeys={[selected]}
      onSelectionChange={(keys) => {
        const [next] = [...keys] as Id[];
        if (next) onSelect(next);
      }}
    >
      <Header className={headerClass}>{title}</Header>
      {ids.map((id) => (
        <Choice key={id} id={id} icon={icons[id]}>
          {labels[id]}
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
  const { t } = useLingui();
  const theme = useTheme();
  const layout = useMenuLayout();
  const themes: Record<Theme, string> = { light: t`Sáng`, dark: t`Tối`, 'semi-dark': t`Menu tối` };
  const layouts: Record<MenuLayout, string> = { horizontal: t`Menu ngang`, vertical: t`Menu dọc` };
  const Icon = THEME_ICONS[theme];
  return (
    <MenuTrigger>
      <Button
        aria-label={t`Giao diện: ${themes[theme]}`}
        className="grid size-9 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-subtle hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <Icon aria-hidden="true" className="size-5" />
      </Button>
      <Popover placement="bottom end" className="w-52 rounded-card bg-surface p-1.5 shadow-card outline-none">
        <Menu aria-label={t`Giao diện`} className="outline-none">
          <ChoiceSection
            title={t`Màu`}
            ids={THEMES}
            selected={theme}
            onSelect={applyTheme}
            labels={themes}
            icons={THEME_ICONS}
          />
          <Separator className="my-1 border-t border-line" />
          <ChoiceSection
            title={t`Bố cục`}
            ids={MENU_LAYOUTS}
            selected={layout}
            onSelect={applyMenuLayout}
            labels={layouts}
            icons={LAYOUT_ICONS}
          />
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
