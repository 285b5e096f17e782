import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps } from 'react-aria-components';
import { ToggleMark, toggleRowClass } from './ToggleMark.tsx';

/** A checkbox with its label; the box follows the primary colour when checked. */
export function Checkbox({
  children,
  className = '',
  ...props
}: Omit<CheckboxProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  return (
    <AriaCheckbox {...props} className={`${toggleRowClass} items-center gap-2.5 ${className}`}>
      <ToggleMark className="grid size-[18px] place-items-center rounded-[4px] border-2 border-line bg-surface text-white group-data-selected:border-primary-500">
        <Check className="size-3 opacity-0 group-data-selected:opacity-100" strokeWidth={3.5} />
      </ToggleMark>
      {children}
    </AriaCheckbox>
  );
}
