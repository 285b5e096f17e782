import { instantToWallDate } from './cells.ts';

/** Today in the business time zone as 'YYYY-MM-DD' (file names of exports). */
export function businessToday(now = Date.now()): string {
  return (instantToWallDate(new Date(now).toISOString()) ?? new Date(now)).toISOString().slice(0, 10);
}
