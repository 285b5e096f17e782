import { useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** What an empty table or card list shows: an icon and its own message, or "no data". */
export function NoRows({ children, className = '' }: { children?: ReactNode; className?: string }) {
  const { t } = useLingui();
  return (
    <div className={`grid justify-items-center gap-2 px-4 py-10 text-center text-muted ${className}`}>
      <Inbox aria-hidden="true" className="size-9 text-muted/60" strokeWidth={1.5} />
      {children ?? t`Không có dữ liệu`}
    </div>
  );
}
