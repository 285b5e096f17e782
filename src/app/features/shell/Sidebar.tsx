import { Brand } from './Brand.tsx';
import { NavMenu } from './NavMenu.tsx';

/**
 * The fixed vertical menu of wide screens (AppFrame builds it from lg up); MobileNav shows the
 * same content in a drawer.
 */
export function Sidebar() {
  return (
    <aside className="sen-dark-nav fixed inset-y-0 left-0 z-20 flex w-64 flex-col gap-4 bg-surface px-4 py-5 shadow-nav">
      <div className="px-2">
        <Brand />
      </div>
      <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        <NavMenu />
      </div>
    </aside>
  );
}
