import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Tone } from '../../ui/Badge.tsx';

const iconTones: Partial<Record<Tone, string>> = {
  primary: 'bg-primary-50 text-primary-500',
  danger: 'bg-danger-50 text-danger',
  warning: 'bg-warning-50 text-warning',
  info: 'bg-info-50 text-info',
};

/** A page that only says something (404, access denied, maintenance…): icon, code, words, links. */
export function MessagePage({
  icon: Icon,
  tone = 'primary',
  code,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone?: Tone;
  code?: string;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto mt-6 max-w-lg rounded-card bg-surface px-6 py-10 text-center shadow-card sm:mt-10 sm:px-10">
      <span
        className={`mx-auto grid size-16 place-items-center rounded-full ${iconTones[tone] ?? iconTones.primary}`}
      >
        <Icon aria-hidden="true" className="size-8" strokeWidth={1.75} />
      </span>
      {code ? <p className="mt-4 text-5xl font-semibold tracking-tight text-primary-500">{code}</p> : null}
      <h1 className="mt-3 text-xl font-semibold text-heading">{title}</h1>
      <p className="mt-2 text-balance text-muted">{children}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </section>
  );
}
