import type { ReactNode } from 'react';

/** The row of a checkbox or a switch: the whole row toggles it, dimmed when it cannot. */
export const toggleRowClass =
  'group flex cursor-pointer text-[15px] text-ink data-disabled:cursor-not-allowed data-disabled:opacity-60';

/** The box of a checkbox or the track of a switch: ringed under keyboard focus, primary when on. */
export function ToggleMark({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`shrink-0 transition group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary-500 group-data-selected:bg-primary-500 group-data-selected:shadow-primary ${className}`}
    >
      {children}
    </span>
  );
}
