import type { ReactNode } from 'react';

export function Card({
  title,
  children,
  className = '',
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-card bg-surface p-5 shadow-card ${className}`}>
      {title ? <h2 className="mb-4 text-lg font-medium">{title}</h2> : null}
      {children}
    </section>
  );
}
