import type { ReactNode } from 'react';

export function Card({
  title,
  description,
  action,
  children,
  className = '',
  ...rest
}: {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  role?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <section {...rest} className={`rounded-card bg-surface shadow-card ${className}`}>
      {title ? (
        <header className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6 sm:pt-6">
          <div className="min-w-0">
            <h2 className="text-base font-semibold text-heading">{title}</h2>
            {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
          </div>
          {action}
        </header>
      ) : null}
      <div className="p-5 sm:p-6">{children}</div>
    </section>
  );
}
