import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { Activity, ChevronDown, ChevronRight, type LucideIcon } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, SubmenuTrigger } from 'react-aria-components';
import { isPathPrefix } from '../../../contract/auth/paths.ts';
import { Popover } from '../../ui/Popover.tsx';
import { menuIcon } from './menu-icons.ts';
import { type MenuNode, openTrail } from './menu-tree.ts';
import { useMenuTree } from './use-menu-tree.ts';

/** A bar entry; the module of the page on screen on primary-600 (white on it passes AA). */
const barItemClass = (current: boolean) =>
  `flex h-9 shrink-0 cursor-pointer items-center gap-2 rounded-md px-3 text-[15px] whitespace-nowrap outline-none transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 ${
    current
      ? 'bg-primary-600 text-white shadow-primary'
      : 'text-ink hover:bg-subtle aria-expanded:bg-subtle data-pressed:bg-subtle'
  }`;

const itemClass = (current: boolean) =>
  `flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-[14px] outline-none data-focused:bg-primary-50 data-focused:text-primary-ink data-open:bg-subtle ${
    current ? 'font-medium text-primary-ink' : 'text-ink'
  }`;

const dropdownClass =
  'sen-dark-nav max-h-[min(70dvh,34rem)] w-max max-w-[22rem] min-w-56 overflow-y-auto rounded-card bg-surface p-1.5 text-ink shadow-card ring-1 ring-line/60 outline-none data-entering:animate-fade-in';

/** A module's or a group's dropdown: its pages and groups, in the menu tree's order. */
function Dropdown({
  node,
  trail,
  ...position
}: {
  node: MenuNode;
  trail: readonly string[];
  placement?: 'bottom start';
  offset?: number;
}) {
  return (
    <Popover {...position} className={dropdownClass}>
      <Menu aria-label={node.title} className="grid gap-0.5 outline-none">
        {node.children.map((child) => (
          <MenuNodeItem key={child.id} node={child} trail={trail} />
        ))}
      </Menu>
    </Popover>
  );
}

/** A page opens as a link (a new tab with a middle click); a group opens its own dropdown. */
function MenuNodeItem({ node, trail }: { node: MenuNode; trail: readonly string[] }) {
  const current = trail.includes(node.id);
  if (node.children.length === 0) {
    return (
      <MenuItem id={node.id} href={node.command ?? '/'} textValue={node.title} className={itemClass(current)}>
        <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current opacity-60" />
        <span className="min-w-0 truncate">{node.title}</span>
      </MenuItem>
    );
  }
  const Icon = menuIcon(node.icon);
  return (
    <SubmenuTrigger>
      <MenuItem id={node.id} textValue={node.title} className={itemClass(current)}>
        <Icon aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
        <span className="min-w-0 flex-1 truncate">{node.title}</span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </MenuItem>
      <Dropdown node={node} trail={trail} offset={-4} />
    </SubmenuTrigger>
  );
}

/** Icons only where all eight modules still fit on one line with them (from xml, 1400 px). */
function ModuleIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon aria-hidden="true" className="size-[18px] max-xml:hidden" strokeWidth={1.75} />;
}

function ModuleDropdown({ node, trail }: { node: MenuNode; trail: readonly string[] }) {
  const Icon = menuIcon(node.icon);
  const current = trail[0] === node.id;
  if (node.children.length === 0) {
    return (
      <Link
        to={(node.command ?? '/') as never}
        data-current={current || undefined}
        className={barItemClass(current)}
      >
        <ModuleIcon icon={Icon} />
        {node.title}
      </Link>
    );
  }
  return (
    <MenuTrigger>
      <Button data-current={current || undefined} className={barItemClass(current)}>
        <ModuleIcon icon={Icon} />
        {node.title}
        <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
      </Button>
      <Dropdown node={node} trail={trail} placement="bottom start" />
    </MenuTrigger>
  );
}

/**
 * The horizontal layout's menu (the spec's default): a bar of module dropdowns under the navbar,
 * built from the same user menu tree as the sidebar; groups open to the side. Wide screens only —
 * phones and tablets keep the drawer (Navbar builds it from lg up).
 */
export function HorizontalMenu() {
  const { t } = useLingui();
  const tree = useMenuTree();
  const pathname = useLocation({ select: (location) => location.pathname });
  const trail = openTrail(tree, (command) => isPathPrefix(command, pathname));
  return (
    <nav
      aria-label={t`Menu chính`}
      className="sen-dark-nav flex flex-wrap items-center gap-1 rounded-b-card border-t border-line bg-surface px-2 py-1.5"
    >
      {/* An icon with its name for screen readers (and as a tooltip): the modules need the room. */}
      <Link
        to="/system/status"
        title={t`Trạng thái hệ thống`}
        className={barItemClass(isPathPrefix('/system/status', pathname))}
      >
        <Activity aria-hidden="true" className="size-[18px]" strokeWidth={1.75} />
        <span className="sr-only">
          <Trans>Trạng thái hệ thống</Trans>
        </span>
      </Link>
      {tree.map((node) => (
        <ModuleDropdown key={node.id} node={node} trail={trail} />
      ))}
    </nav>
  );
}
