import { useLingui } from '@lingui/react/macro';
import { Check, type LucideIcon, Moon, PanelLeft, Sun } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { applyTheme, THEMES, type Theme, useTheme } from '../../state/theme.ts';

const ICONS: Record<Theme, LucideIcon> = { light: Sun, dark: Moon, 'semi-dark': PanelLeft };

/** The navbar's theme choice (spec §1: light, dark, semi-dark), kept on this device. */
export function ThemeSwitch() {
  const { t } = useLingui();
  const theme = useTheme();
  const names: Record<Theme, string> = { light: t`Sáng`, dark: t`Tối`, 'semi-dark': t`Menu tối` };
  const Icon = ICONS[theme];
  return (
    <MenuTrigger>
      <Button
        aria-label={t`Giao diện: ${names[theme]}`}
        className="grid size-9 cursor-pointer place-items-center rounded-md text-muted outline-none hover:bg-subtle hover:text-heading focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <Icon aria-hidden="true" className="size-5" />
      </Button>
      <Popover placement="bottom end" className="w-48 rounded-card bg-surface p-1.5 shadow-card outline-none">
        <Menu
          aria-label={t`Giao diện`}
          selectionMode="single"
          selectedKeys={[theme]}
          onAction={(key) => applyTheme(key as Theme)}
          className="outline-none"
        >
          {THEMES.map((id) => {
            const ItemIcon = ICONS[id];
            return (
              <MenuItem
                key={id}
                id={id}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-[15px] text-ink outline-none data-focused:bg-primary-50 data-focused:text-primary-ink"
              >
                {({ isSelected }) => (
                  <>
                    <ItemIcon aria-hidden="true" className="size-4" />
                    <span className="flex-1">{names[id]}</span>
                    {isSelected ? <Check aria-hidden="true" className="size-4 text-primary-500" /> : null}
                  </>
                )}
              </MenuItem>
            );
          })}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
