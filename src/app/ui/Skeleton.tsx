/** A grey placeholder block while content loads; decorative, so hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-shimmer rounded-md bg-subtle ${className}`} />;
}
