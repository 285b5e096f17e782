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

/** Now by the server's clock once it is known, else the device's. */
export function serverNow(snapshot: { now: number; fetched: boolean } = serverTime): number {
  return snapshot.fetched ? snapshot.now : Date.now();
}
