import type { ReactNode } from 'react';
import { Popover } from '../../ui/Popover.tsx';

/** The card a navbar button opens, 8 px below it (the user menu, the branches, the bell). */
export function NavbarPopover({
  placement,
  className,
  children,
}: {
  placement: 'bottom start' | 'bottom end';
  /** Its width and padding. */
  className: string;
  children: ReactNode;
}) {
  return (
    <Popover
      placement={placement}
      offset={8}
      className={`rounded-card bg-surface shadow-card ring-1 ring-line/60 outline-none data-entering:animate-fade-in ${className}`}
    >
      {children}
    </Popover>
  );
}
