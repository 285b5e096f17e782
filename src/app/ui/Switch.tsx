import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps } from 'react-aria-components';

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
    <AriaSwitch
      {...props}
      className={`group flex cursor-pointer items-start gap-3 text-[15px] text-ink data-disabled:cursor-not-allowed data-disabled:opacity-60 ${className}`}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 flex h-5 w-9 shrink-0 items-center rounded-full bg-line px-0.5 transition group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-primary-500 group-data-selected:bg-primary-500 group-data-selected:shadow-primary"
      >
        <span className="size-4 rounded-full bg-white shadow-sm transition group-data-selected:translate-x-4" />
      </span>
      <span className="grid gap-0.5">
        <span className="font-medium text-heading">{children}</span>
        {description ? <span className="text-[13px] text-muted">{description}</span> : null}
      </span>
    </AriaSwitch>
  );
}
