import type { ReactNode } from 'react';

export interface InfoRow {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

/** Label/value pairs on ruled lines, as a description list. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  return (
    <dl className="divide-y divide-line">
      {rows.map((row, index) => (
        <div
          // The rows of a card are fixed; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          key={index}
          className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-3 first:pt-0 last:pb-0"
        >
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="ml-auto text-right font-medium text-heading" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
