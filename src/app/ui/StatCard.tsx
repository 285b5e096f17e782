import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Tone, toneClasses } from './Badge.tsx';

/** A headline figure: tinted icon, label, value and a muted hint line. */
export function StatCard({
  icon: Icon,
  tone = 'primary',
  label,
  value,
  hint,
  testId,
  className = '',
}: {
  icon: LucideIcon;
  tone?: Tone;
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`flex items-start gap-4 rounded-card bg-surface p-5 shadow-card ${className}`}>
      <span className={`grid size-11 shrink-0 place-items-center rounded-md ${toneClasses[tone].tint}`}>
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <p className="mt-0.5 text-lg font-semibold text-heading tabular-nums" data-testid={testId}>
          {value}
        </p>
        {hint ? <p className="mt-0.5 truncate text-[13px] text-muted">{hint}</p> : null}
      </div>
    </div>
  );
}
