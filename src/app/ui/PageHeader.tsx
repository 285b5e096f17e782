import type { ReactNode } from 'react';

/** Title, a line under it and the page's main actions; the actions wrap under the title on phones. */
export function PageHeader({
  title,
  description,
  actions,
  before,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Above the title: a way back, or the breadcrumb. */
  before?: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      {before}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-heading">{title}</h1>
          {description ? <p className="mt-1 text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
