import { useLingui } from '@lingui/react/macro';
import { formatDay } from '../../entity-ui/format.ts';
import { Badge } from '../../ui/Badge.tsx';

const DAY = 86_400_000;
/** Batches expiring within this many days are flagged, as a storekeeper sells them first. */
export const SOON_DAYS = 30;

/** Days from `today` to `expiry` (both Y-m-d), negative once past. */
export function daysLeft(expiry: string, today: string): number {
  return Math.round((Date.parse(expiry) - Date.parse(today)) / DAY);
}

/** A batch's expiry with how it stands today: expired, expiring soon, or just the date. */
export function ExpiryBadge({ expiry, today }: { expiry: string | null; today: string }) {
  const { t } = useLingui();
  if (!expiry) return <span className="text-muted">—</span>;
  const left = daysLeft(expiry, today);
  const date = formatDay(expiry);
  if (left < 0) return <Badge tone="danger">{t`${date} · đã hết hạn`}</Badge>;
  if (left <= SOON_DAYS) return <Badge tone="warning">{t`${date} · còn ${left} ngày`}</Badge>;
  return <span className="tabular-nums">{date}</span>;
}
