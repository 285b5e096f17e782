import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

export { PageHeader } from '../../ui/PageHeader.tsx';

/** The way back to the list, above a page's title. */
export function BackLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="/system/users"
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted outline-none hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
