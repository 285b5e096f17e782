import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps } from 'react-aria-components';
import { ToggleMark, toggleRowClass } from './ToggleMark.tsx';

/** An on/off switch with its label; the track takes the primary colour when on. */
export function Switch({
  children,
  description,
  className = '',
  ...props
}: Omit<SwitchProps, 'children' | 'className'> & {
  children: ReactNode;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <AriaSwitch {...props} className={`${toggleRowClass} items-start gap-3 ${className}`}>
      <ToggleMark className="mt-0.5 flex h-5 w-9 items-center rounded-full bg-line px-0.5">
        <span className="size-4 rounded-full bg-white shadow-sm transition group-data-selected:translate-x-4" />
      </ToggleMark>
      <span className="grid gap-0.5">
        <span className="font-medium text-heading">{children}</span>
        {description ? <span className="text-[13px] text-muted">{description}</span> : null}
      </span>
    </AriaSwitch>
  );
}
