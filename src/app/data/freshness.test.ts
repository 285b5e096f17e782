import { describe, expect, it } from 'vitest';
import { OLD_ANSWER_MS, shownFromCache, updatedAtText } from './freshness.ts';

const TZ = 'Asia/Ho_Chi_Minh';
// 25/11/2026 14:05 in Hồ Chí Minh City.
const now = Date.parse('2026-11-25T07:05:00Z');
const answer = { data: { items: [] }, dataUpdatedAt: now - 60_000, isError: false, isFetching: false };

describe('shownFromCache', () => {
  it('says so for anything shown offline', () => {
    expect(shownFromCache(answer, false, now)).toBe(true);
  });

  it('says so for rows kept after a refresh that failed', () => {
    expect(shownFromCache({ ...answer, isError: true }, true, now)).toBe(true);
  });

  it('stays quiet for a fresh answer online, and for an old one being refreshed', () => {
    expect(shownFromCache(answer, true, now)).toBe(false);
    const old = { ...answer, dataUpdatedAt: now - OLD_ANSWER_MS - 1 };
    expect(shownFromCache(old, true, now)).toBe(true);
    expect(shownFromCache({ ...old, isFetching: true }, true, now)).toBe(false);
  });

  it('has nothing to say before any answer', () => {
    expect(shownFromCache({ ...answer, data: undefined, dataUpdatedAt: 0 }, false, now)).toBe(false);
  });
});

describe('updatedAtText', () => {
  it('reads HH:mm for today in the business time zone, the date too for another day', () => {
    expect(updatedAtText(Date.parse('2026-11-25T02:30:00Z'), now, TZ)).toBe('09:30');
    expect(updatedAtText(Date.parse('2026-11-24T16:59:00Z'), now, TZ)).toBe('24/11/2026 23:59');
    expect(updatedAtText(Date.parse('2026-11-24T17:00:00Z'), now, TZ)).toBe('00:00');
  });
});
