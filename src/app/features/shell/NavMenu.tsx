import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { Activity, ChevronRight } from 'lucide-react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { isPathPrefix } from '../../../contract/auth/paths.ts';
import { menuIcon } from './menu-icons.ts';
import { type MenuNode, openTrail } from './menu-tree.ts';
import { useMenuTree } from './use-menu-tree.ts';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-[15px] text-ink transition-colors outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500 data-[status=active]:bg-linear-to-r data-[status=active]:from-primary-500 data-[status=active]:to-primary-400 data-[status=active]:text-white data-[status=active]:shadow-primary';

function MenuLink({ node, onNavigate }: { node: MenuNode; onNavigate?: (() => void) | undefined }) {
  return (
    <Link
      // Commands are paths the server sends ('/crm/partners'), not routes known at build time; a
      // screen not built yet is answered by the router's 404 page.
      to={(node.command ?? '/') as never}
      onClick={onNavigate}
      title={node.title}
      className={`${linkClass} py-1.5 pl-6 text-[14px]`}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current opacity-60" />
      <span className="min-w-0 truncate">{node.title}</span>
    </Link>
  );
}

function MenuBranch({
  node,
  depth,
  onNavigate,
}: {
  node: MenuNode;
  depth: number;
  onNavigate?: (() => void) | undefined;
}) {
  if (node.children.length === 0) return <MenuLink node={node} onNavigate={onNavigate} />;
  const Icon = menuIcon(node.icon);
  return (
    <Disclosure id={node.id} className="group/menu">
      <Heading level={depth === 0 ? 3 : 4}>
        <Button
          slot="trigger"
          className={`flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-left text-ink outline-none hover:bg-subtle focus-visible:outline-2 focus-visible:outline-primary-500 ${depth === 0 ? 'text-[15px]' : 'text-[14px]'}`}
        >
          <Icon aria-hidden="true" className={depth === 0 ? 'size-5' : 'size-4'} strokeWidth={1.75} />
          <span className="min-w-0 flex-1 truncate">{node.title}</span>
          <ChevronRight
            aria-hidden="true"
            className="size-4 text-muted transition-transform group-data-expanded/menu:rotate-90"
          />
        </Button>
      </Heading>
      <DisclosurePanel className={depth === 0 ? 'pl-4' : ''}>
        <div className="grid grid-cols-1 gap-0.5 py-0.5">
          {node.children.map((child) => (
            <MenuBranch key={child.id} node={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** The navigation: the status page, then every module the user may open. */
export function NavMenu({ onNavigate }: { onNavigate?: () => void }) {
  const tree = useMenuTree();
  const pathname = useLocation({ select: (location) => location.pathname });
  const trail = openTrail(tree, (command) => isPathPrefix(command, pathname));
  return (
    <nav className="grid grid-cols-1 gap-1">
      <Link to="/" onClick={onNavigate} activeOptions={{ exact: true }} className={linkClass}>
        <Activity aria-hidden="true" className="size-5" strokeWidth={1.75} />
        <Trans>Trạng thái hệ thống</Trans>
      </Link>
      {tree.length > 0 ? (
        <p className="px-3 pt-3 pb-1 text-xs font-medium tracking-wide text-muted uppercase">
          <Trans>Chức năng</Trans>
        </p>
      ) : null}
      {/* The group owns the expanded state (of nested groups too): open the way to this page. */}
      <DisclosureGroup
        allowsMultipleExpanded
        defaultExpandedKeys={trail}
        className="grid grid-cols-1 gap-0.5"
      >
        {tree.map((node) => (
          <MenuBranch key={node.id} node={node} depth={0} onNavigate={onNavigate} />
        ))}
      </DisclosureGroup>
    </nav>
  );
}
