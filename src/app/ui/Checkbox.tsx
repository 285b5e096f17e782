import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps } from 'react-aria-components';

/** A checkbox with its label; the box follows the primary colour when checked. */
export function Checkbox({
  children,
  className = '',
  ...props
}: Omit<CheckboxProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  return (
    <AriaCheckbox
      {...props}
      className={`group flex cursor-pointer items-center gap-2.5 text-[15px] text-ink data-disabled:cursor-not-allowed data-disabled:opacity-60 ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-[18px] shrink-0 place-items-center rounded-[4px] border-2 border-line bg-surface text-white transition group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary-500 group-data-selected:border-primary-500 group-data-selected:bg-primary-500 group-data-selected:shadow-primary"
      >
        <Check className="size-3 opacity-0 group-data-selected:opacity-100" strokeWidth={3.5} />
      </span>
      {children}
    </AriaCheckbox>
  );
}
