import type { ReactNode } from 'react';
import { BranchProblemBanner } from './BranchProblem.tsx';

/**
 * Where the page goes. A no-scroll page (a route's `staticData.noScroll`) gets the height left
 * by the frame and scrolls inside it, never the document; the router resets this element to the
 * top on navigation too (PAGE_SCROLLER in layout-choice.ts). It is `relative` so absolutely
 * placed pieces of the page (React Aria's hidden inputs in table rows) scroll inside it too
 * instead of stretching the document.
 */
export function PageArea({
  children,
  noScroll,
  className,
}: {
  children: ReactNode;
  noScroll: boolean;
  className: string;
}) {
  return (
    <main
      data-page-scroller={noScroll ? '' : undefined}
      className={`${className} ${noScroll ? 'relative flex min-h-0 flex-1 flex-col overflow-auto' : 'flex-1'}`}
    >
      <BranchProblemBanner />
      {children}
    </main>
  );
}
