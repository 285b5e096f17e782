import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useMenuLayout } from '../../state/layout.ts';
import { useMinWidth } from '../../ui/use-min-width.ts';
import { Navbar } from './Navbar.tsx';
import { PageArea } from './PageArea.tsx';
import { Sidebar } from './Sidebar.tsx';

function AppFooter() {
  return (
    <footer className="mx-auto flex print:hidden w-full max-w-7xl flex-wrap justify-between gap-2 px-3 pb-5 text-[13px] text-muted sm:px-6">
      <span>© {new Date().getFullYear()} Sen</span>
      <span>
        <Trans>Phần mềm quản lý spa, phòng khám, thẩm mỹ viện</Trans>
      </span>
    </footer>
  );
}

/**
 * The back office: navbar, the menu (a bar under it or a sidebar, as the user chose on this
 * device; a drawer below lg either way), the page and the footer. A no-scroll page fills the
 * viewport under the navbar and drops the footer.
 */
export function AppFrame({ children, noScroll }: { children: ReactNode; noScroll: boolean }) {
  const layout = useMenuLayout();
  const vertical = layout === 'vertical';
  const wide = useMinWidth('lg');
  return (
    <div
      data-menu-layout={layout}
      className={`${noScroll ? 'h-dvh' : 'min-h-dvh'} ${vertical ? 'lg:pl-64 print:pl-0' : ''}`}
    >
      {/* A printed page (window.print: reports) carries the page alone, without the menus. */}
      <div className="contents print:hidden">{vertical && wide ? <Sidebar /> : null}</div>
      <div className={`flex flex-col ${noScroll ? 'h-full' : 'min-h-dvh'}`}>
        <div className="contents print:hidden">
          <Navbar layout={layout} />
        </div>
        <PageArea noScroll={noScroll} className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 sm:py-6">
          {children}
        </PageArea>
        {noScroll ? null : <AppFooter />}
      </div>
    </div>
  );
}
