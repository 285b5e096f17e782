import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { BUSINESS_TIME_ZONE } from '../../contract/api/system.api.ts';
import { formatWhen } from '../../contract/domain/format.ts';
import { serverNow, serverTime } from '../state/server-time.ts';

/**
 * Spec §9 "today shows HH:mm": a formatter of instants against the server's clock in the business
 * time zone, so 'today' is the shop's today whatever the device says. Re-renders each clock tick.
 */
export function useFormatWhen(): (value: unknown) => string {
  const clock = useSnapshot(serverTime);
  const now = serverNow(clock);
  return useCallback((value: unknown) => formatWhen(value, now, BUSINESS_TIME_ZONE), [now]);
}
