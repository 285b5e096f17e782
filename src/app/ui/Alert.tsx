import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message block inside a form or page; danger and warning ones are announced at once (role="alert"). */
export function Alert({
  tone = 'danger',
  children,
  className = '',
}: {
  tone?: 'danger' | 'info' | 'warning' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'info' ? Info : tone === 'success' ? CircleCheck : CircleAlert;
  const colours = {
    danger: 'bg-danger-50 text-danger-ink',
    info: 'bg-info-50 text-info-ink',
    warning: 'bg-warning-50 text-warning-ink',
    success: 'bg-success-50 text-success-ink',
  }[tone];
  return (
    <div
      role={tone === 'info' || tone === 'success' ? 'status' : 'alert'}
      className={`flex items-start gap-2.5 rounded-md px-3.5 py-2.5 text-sm ${colours} ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
