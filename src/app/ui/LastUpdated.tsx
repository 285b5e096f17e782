import { Trans } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import { type ShownAnswer, shownFromCache, updatedAtText } from '../data/freshness.ts';
import { useOnline } from '../state/network.ts';
import { serverNow, serverTime } from '../state/server-time.ts';

/**
 * 'Cập nhật lúc 14:05' under anything shown from the cache while offline, after a failed refresh,
 * or when old (data/freshness.ts): the rows may not be what the server holds now.
 */
export function LastUpdated({ answer, className = '' }: { answer: ShownAnswer; className?: string }) {
  const online = useOnline();
  // Re-renders with the clock's minute tick, so an answer turning old gets its hint.
  const clock = useSnapshot(serverTime);
  if (!shownFromCache(answer, online, Date.now())) return null;
  const when = updatedAtText(answer.dataUpdatedAt, serverNow(clock), BUSINESS_TIME_ZONE);
  return (
    <p data-testid="last-updated" className={`flex items-center gap-1.5 text-[13px] text-muted ${className}`}>
      <History aria-hidden="true" className="size-3.5 shrink-0" />
      <Trans>Cập nhật lúc {when}</Trans>
    </p>
  );
}
