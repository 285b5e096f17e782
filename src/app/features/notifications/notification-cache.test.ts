import { describe, expect, it } from 'vitest';
import type { HistoriesResponse, NotificationItem } from '../../../contract/api/notifications.api.ts';
import { readEventOf, unreadLabel, withIncoming, withRead } from './notification-cache.ts';

const item = (id: string, is_read = false): NotificationItem => ({
  id,
  kind: 'broadcast',
  title: `Tiêu đề ${id}`,
  body: '',
  target: null,
  is_read,
  created_at: '2026-01-01T00:00:00.000Z',
});

const list = (items: NotificationItem[], total: number, total_unread: number): HistoriesResponse => ({
  notifications: items,
  total,
  total_unread,
});

describe('withIncoming', () => {
  it('puts a new one on top, counts it unread and keeps the page size', () => {
    const before = list([item('b'), item('a', true)], 5, 1);
    const after = withIncoming(before, item('c'), 2);
    expect(after.notifications.map((n) => n.id)).toEqual(['c', 'b']);
    expect(after.total).toBe(6);
    expect(after.total_unread).toBe(2);
  });

  it('counts a repeat delivery (after a reconnect) once', () => {
    const once = withIncoming(list([], 0, 0), item('c'), 8);
    expect(withIncoming(once, item('c'), 8)).toBe(once);
    expect(once.total_unread).toBe(1);
  });
});

describe('withRead', () => {
  it('marks the named ones read and takes the server count', () => {
    const after = withRead(list([item('a'), item('b')], 2, 2), { ids: ['a'], total_unread: 1 });
    expect(after.notifications.map((n) => n.is_read)).toEqual([true, false]);
    expect(after.total_unread).toBe(1);
  });

  it('marks every one read for view-all', () => {
    const after = withRead(list([item('a'), item('b')], 2, 2), { ids: 'all', total_unread: 0 });
    expect(after.notifications.every((n) => n.is_read)).toBe(true);
    expect(after.total_unread).toBe(0);
  });
});

describe('readEventOf', () => {
  it('accepts the hub payload and refuses anything else', () => {
    expect(readEventOf({ ids: 'all', total_unread: 0 })).toEqual({ ids: 'all', total_unread: 0 });
    expect(readEventOf({ ids: ['x'], total_unread: 3 })).toEqual({ ids: ['x'], total_unread: 3 });
    expect(readEventOf({ ids: [1], total_unread: 3 })).toBeNull();
    expect(readEventOf({ ids: 'all' })).toBeNull();
    expect(readEventOf(null)).toBeNull();
  });
});

describe('unreadLabel', () => {
  it('caps at 99+', () => {
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});
