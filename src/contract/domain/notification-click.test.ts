import { describe, expect, it } from 'vitest';
import { targetPathSchema } from '../api/notifications.api.ts';
import {
  type AppWindow,
  isOpenTargetMessage,
  OPEN_TARGET_MESSAGE,
  pushNotice,
  routeNotificationClick,
  safeTarget,
} from './notification-click.ts';

const ORIGIN = 'https://sen.example';

const window = (id: string, url: string, extra: Partial<AppWindow> = {}): AppWindow => ({
  id,
  url,
  focused: false,
  visibilityState: 'hidden',
  ...extra,
});

describe('routeNotificationClick', () => {
  it('opens a new window at the target when none of the app is open', () => {
    expect(routeNotificationClick('/crm/tasks/42', ORIGIN, [])).toEqual({
      action: 'open',
      url: 'https://sen.example/crm/tasks/42',
      target: '/crm/tasks/42',
    });
  });

  it('prefers the focused window, then a visible one, then the most recent', () => {
    const windows = [
      window('recent', `${ORIGIN}/dashboard`),
      window('visible', `${ORIGIN}/crm`, { visibilityState: 'visible' }),
      window('focused', `${ORIGIN}/user/todo`, { focused: true, visibilityState: 'visible' }),
    ];
    expect(routeNotificationClick('/x', ORIGIN, windows)).toMatchObject({
      action: 'focus',
      windowId: 'focused',
    });
    expect(routeNotificationClick('/x', ORIGIN, windows.slice(0, 2))).toMatchObject({ windowId: 'visible' });
    expect(routeNotificationClick('/x', ORIGIN, windows.slice(0, 1))).toMatchObject({
      action: 'focus',
      windowId: 'recent',
      url: `${ORIGIN}/x`,
    });
  });

  it('never uses a window of another origin', () => {
    const foreign = window('foreign', 'https://evil.example/', { focused: true });
    expect(routeNotificationClick('/crm', ORIGIN, [foreign])).toMatchObject({ action: 'open' });
  });

  it('sends a target that is not a path of the app to the home page', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      'crm/tasks',
      '/a b',
      '/a\\b',
      42,
      null,
    ]) {
      expect(routeNotificationClick(bad, ORIGIN, [])).toEqual({
        action: 'open',
        url: `${ORIGIN}/`,
        target: '/',
      });
    }
  });
});

describe('safeTarget', () => {
  it('agrees with the contract: what the server accepts is kept, the rest becomes /', () => {
    for (const candidate of [
      '/',
      '/crm/tasks/1?tab=2#x',
      '/user/notifications',
      '//x',
      '/ x',
      'x',
      '/a\\b',
    ]) {
      const accepted = targetPathSchema.safeParse(candidate).success;
      expect(safeTarget(candidate)).toBe(accepted ? candidate : '/');
    }
  });
});

describe('pushNotice', () => {
  it('reads the payload the server pushes', () => {
    const payload = {
      id: 'n1',
      kind: 'task',
      title: 'Lịch hẹn',
      body: '9:00',
      target: '/crm/tasks/7',
      tenant: 'demo',
    };
    expect(pushNotice(payload, 'Thông báo')).toEqual({
      title: 'Lịch hẹn',
      body: '9:00',
      target: '/crm/tasks/7',
      tag: 'n1',
    });
  });

  it('reads an FCM-wrapped payload, and falls back when nothing is readable', () => {
    const fcm = { notification: { title: 'A', body: 'B' }, data: { id: 'n2', target: '/x' } };
    expect(pushNotice(fcm, 'Thông báo')).toEqual({ title: 'A', body: 'B', target: '/x', tag: 'n2' });
    expect(pushNotice(null, 'Thông báo')).toEqual({
      title: 'Thông báo',
      body: '',
      target: '/',
      tag: undefined,
    });
  });
});

describe('isOpenTargetMessage', () => {
  it('accepts only the open-target message with a target', () => {
    expect(isOpenTargetMessage({ type: OPEN_TARGET_MESSAGE, target: '/x' })).toBe(true);
    expect(isOpenTargetMessage({ type: OPEN_TARGET_MESSAGE })).toBe(false);
    expect(isOpenTargetMessage({ type: 'other', target: '/x' })).toBe(false);
    expect(isOpenTargetMessage('x')).toBe(false);
  });
});
