import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';

export interface Crumb {
  label: string;
  /** Where the crumb leads; modules and groups of the menu lead nowhere. */
  to?: string | undefined;
}

/** The way down to the current page (menu module › group › screen); the last crumb is the page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t`Đường dẫn`}>
      <ol className="flex flex-wrap items-center gap-1 text-[13px] text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: crumbs are positions on one path
            <li key={index} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 text-muted/70" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-heading">
                  {item.label}
                </span>
              ) : item.to ? (
                <Link to={item.to} className="rounded-sm hover:text-primary-ink">
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
