import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { Skeleton } from '../../ui/Skeleton.tsx';

/** The outlines of three items while they load: each its picture, then two lines of text. */
export function ItemOutlines({
  className,
  picture,
  lines: [first, second],
}: {
  className: string;
  picture: string;
  lines: readonly [string, string];
}) {
  return [0, 1, 2].map((i) => (
    <div key={i} className={className}>
      <Skeleton className={picture} />
      <div className="grid flex-1 gap-2">
        <Skeleton className={first} />
        <Skeleton className={second} />
      </div>
    </div>
  ));
}

/** Shown while a page's data loads: its outline in grey, and words for screen readers. */
export function RoutePending() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <div role="status" className="flex items-center gap-2 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary-500" />
        <Trans>Đang tải dữ liệu…</Trans>
      </div>
      <Skeleton className="h-8 w-64 max-w-full" />
      <div className="grid gap-4 md:grid-cols-3 md:gap-6">
        <ItemOutlines
          className="flex gap-4 rounded-card bg-surface p-5 shadow-card"
          picture="size-11 shrink-0"
          lines={['h-3.5 w-1/2', 'h-5 w-3/4']}
        />
      </div>
      <div className="grid gap-3 rounded-card bg-surface p-6 shadow-card">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

/**
 * Before the frame itself is ready (startup, then the first frame's background render): index.html's
 * boot screen drawn by React — the same markup and classes, so nothing moves or blinks when React
 * takes over — with words below it once the start takes a moment (after 300 ms, `sen-boot-late`).
 */
export function RootPending() {
  return (
    <div className="sen-boot" role="status">
      <img src="/icons/favicon.svg" alt="" width="56" height="56" />
      <span>Sen</span>
      <span className="sen-boot-bar" />
      <span className="sen-boot-late absolute inset-x-0 top-[calc(50%+4.5rem)] text-center text-sm font-normal text-muted">
        <Trans>Đang tải dữ liệu…</Trans>
      </span>
    </div>
  );
}
