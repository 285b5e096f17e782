import type { ReactNode } from 'react';

export type Tone = 'primary' | 'success' | 'danger' | 'warning' | 'info' | 'neutral';

/** Text on a light tint of the tone, plus the solid colour for dots and icons. */
export const toneClasses: Record<Tone, { tint: string; dot: string }> = {
  primary: { tint: 'bg-primary-50 text-primary-ink', dot: 'bg-primary-500' },
  success: { tint: 'bg-success-50 text-success-ink', dot: 'bg-success' },
  danger: { tint: 'bg-danger-50 text-danger-ink', dot: 'bg-danger' },
  warning: { tint: 'bg-warning-50 text-warning-ink', dot: 'bg-warning' },
  info: { tint: 'bg-info-50 text-info-ink', dot: 'bg-info' },
  neutral: { tint: 'bg-subtle text-muted', dot: 'bg-muted' },
};

export function Badge({
  tone = 'neutral',
  dot = false,
  children,
  className = '',
}: {
  tone?: Tone;
  dot?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { tint, dot: dotColour } = toneClasses[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-[13px] font-medium ${tint} ${className}`}
    >
      {dot ? <span aria-hidden="true" className={`size-1.5 rounded-full ${dotColour}`} /> : null}
      {children}
    </span>
  );
}
