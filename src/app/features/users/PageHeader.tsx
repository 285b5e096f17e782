import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
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
  /** Above the title: a way back. */
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

/** The way back to the list, above a page's title. */
export function BackLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/system/users"
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted outline-none hover:text-primary-600 focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
