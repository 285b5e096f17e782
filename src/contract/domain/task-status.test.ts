import { describe, expect, it } from 'vitest';
import { canMoveStatus, overlaps, withinShift } from './task-status.ts';

describe('task status', () => {
  it('moves forward and to cancelled, never out of done', () => {
    expect(canMoveStatus('scheduled', 'confirmed')).toBe(true);
    expect(canMoveStatus('confirmed', 'checked_in')).toBe(true);
    expect(canMoveStatus('checked_in', 'done')).toBe(true);
    expect(canMoveStatus('scheduled', 'done')).toBe(false);
    expect(canMoveStatus('done', 'scheduled')).toBe(false);
    expect(canMoveStatus('done', 'done')).toBe(true);
  });
});

describe('overlaps', () => {
  it('treats back-to-back bookings as free', () => {
    expect(overlaps(0, 60, 60, 120)).toBe(false);
    expect(overlaps(0, 61, 60, 120)).toBe(true);
    expect(overlaps(30, 40, 0, 120)).toBe(true);
  });
});

describe('withinShift', () => {
  it('checks a day shift', () => {
    expect(withinShift(8 * 60, 9 * 60, '08:00', '14:00')).toBe(true);
    expect(withinShift(13 * 60 + 30, 14 * 60 + 30, '08:00', '14:00')).toBe(false);
    expect(withinShift(7 * 60, 8 * 60, '08:00', '14:00')).toBe(false);
  });
  it('checks a shift that crosses midnight, from both days', () => {
    expect(withinShift(23 * 60, 24 * 60 + 30, '22:00', '06:00')).toBe(true);
    expect(withinShift(60, 120, '22:00', '06:00')).toBe(true);
    expect(withinShift(7 * 60, 8 * 60, '22:00', '06:00')).toBe(false);
  });
});
