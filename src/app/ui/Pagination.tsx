import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';

/**
 * Page numbers to show around `current` (0-based), with null for a gap: 1 … 4 5 6 … 12. At most
 * `slots` places (numbers and gaps, made odd, at least 5): the first and last page always show.
 */
export function pageWindow(current: number, count: number, slots = 7): (number | null)[] {
  const max = Math.max(5, slots % 2 === 0 ? slots - 1 : slots);
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const half = (max - 5) / 2;
  const start = Math.max(1, Math.min(current - half, count - max + 2));
  const end = Math.min(count - 2, Math.max(current + half, max - 3));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [0, ...(start > 1 ? [null] : []), ...middle, ...(end < count - 2 ? [null] : []), count - 1];
}

/** Spec §9: at most 5 page buttons below 440 px, 7 below 576 px, otherwise 9. */
export function pageButtonsFor(width: number): number {
  if (width < 440) return 5;
  if (width < 576) return 7;
  return 9;
}

/** The page-button budget for the window's current width, following resizes and rotations. */
const readButtons = () => (typeof window === 'undefined' ? 9 : pageButtonsFor(window.innerWidth));

export function usePageButtons(): number {
  const [buttons, setButtons] = useState(readButtons);
  useEffect(() => {
    const onResize = () => setButtons(readButtons());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return buttons;
}

const pageClass =
  'grid h-8 min-w-8 cursor-pointer place-items-center rounded-md px-2 text-sm text-ink tabular-nums outline-none transition hover:bg-primary-50 hover:text-primary-ink focus-visible:outline-2 focus-visible:outline-primary-500 data-disabled:cursor-not-allowed data-disabled:opacity-40 data-disabled:hover:bg-transparent';

/** Previous, page numbers, next; `pageIndex` is 0-based, the numbers shown start at 1. */
export function Pagination({
  pageIndex,
  pageCount,
  onChange,
  maxButtons = 7,
}: {
  pageIndex: number;
  pageCount: number;
  onChange: (pageIndex: number) => void;
  /** Places for page numbers and gaps (see pageWindow). */
  maxButtons?: number;
}) {
  const { t } = useLingui();
  const count = Math.max(1, pageCount);
  return (
    <nav aria-label={t`Phân trang`} className="flex items-center gap-1">
      <Button
        aria-label={t`Trang trước`}
        isDisabled={pageIndex <= 0}
        onPress={() => onChange(pageIndex - 1)}
        className={pageClass}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      {pageWindow(pageIndex, count, maxButtons).map((page, index) => {
        if (page === null) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </span>
          );
        }
        const current = page === pageIndex;
        const number = page + 1;
        return (
          <Button
            key={page}
            aria-label={t`Trang ${number}`}
            aria-current={current ? 'page' : undefined}
            onPress={() => onChange(page)}
            className={`${pageClass} ${current ? 'bg-primary-500 font-medium text-white shadow-primary hover:bg-primary-500 hover:text-white' : ''}`}
          >
            {number}
          </Button>
        );
      })}
      <Button
        aria-label={t`Trang sau`}
        isDisabled={pageIndex >= count - 1}
        onPress={() => onChange(pageIndex + 1)}
        className={pageClass}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
