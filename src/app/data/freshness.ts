import { formatDateTime } from '../../contract/domain/datetime.ts';
import { formatWhen } from '../../contract/domain/format.ts';

/** Older than this, an answer on screen says when it was fetched even while online. */
export const OLD_ANSWER_MS = 5 * 60_000;

/** What a screen knows about the answer it shows (a TanStack Query result fits). */
export interface ShownAnswer {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
  isFetching: boolean;
}

/**
 * Whether the rows on screen may not be what the server holds now: shown offline, kept after a
 * refresh that failed, or old and not being refreshed. Then the screen says when they were fetched.
 */
export function shownFromCache(answer: ShownAnswer, online: boolean, now: number): boolean {
  if (answer.data === undefined || answer.dataUpdatedAt === 0) return false;
  if (!online || answer.isError) return true;
  return !answer.isFetching && now - answer.dataUpdatedAt > OLD_ANSWER_MS;
}

/** 'HH:mm' for an instant of today (spec §9), 'DD/MM/YYYY HH:mm' for any other day. */
export function updatedAtText(instant: number, now: number, timeZone: string): string {
  const short = formatWhen(new Date(instant).toISOString(), now, timeZone);
  return short.includes('/') ? formatDateTime(instant, timeZone, false) : short;
}
