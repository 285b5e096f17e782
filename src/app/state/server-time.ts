import { proxy } from 'valtio';

/** Spec §4: the server time is fetched once, then advanced by one minute every 60 seconds. */
export const TICK_MS = 60_000;

export const serverTime = proxy({ now: 0 as number, fetched: false });

let timer: ReturnType<typeof setInterval> | undefined;

export function startServerClock(timestamp: number): void {
  serverTime.now = timestamp;
  serverTime.fetched = true;
  if (timer) clearInterval(timer);
  timer = setInterval(() => {
    serverTime.now += TICK_MS;
  }, TICK_MS);
}
