import { proxy } from 'valtio';
import { z } from 'zod/mini';
import { apiPost } from '../../data/api.ts';
import { deviceId } from '../../state/session.ts';

/** What this device can do about push, as the settings page shows it. */
export type DevicePush = 'unsupported' | 'denied' | 'default' | 'granted';

export function devicePushState(): DevicePush {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

interface DeviceState {
  state: DevicePush;
  registered: boolean;
  working: boolean;
}

let device: DeviceState | undefined;

/**
 * This device's push as last checked: the settings card shows it. Made on first use, not when the
 * frame's code loads: reading the permission is a synchronous call into the browser, which the
 * first screen should not wait for.
 */
export function pushDevice(): DeviceState {
  device ??= proxy({ state: devicePushState(), registered: false, working: false });
  return device;
}

interface PushSettings {
  push_enabled: boolean;
  push_provider: 'webpush' | 'fcm';
  vapid_public_key: string;
}

/** base64url (the VAPID public key as the server gives it) to the bytes PushManager wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/**
 * How the browser gets a push token. Web Push (VAPID) is the one built: the server pushes a Web
 * Push subscription through Web Push whatever its provider (push-delivery.ts), also when the
 * tenant's pushes go through FCM. An FCM browser token would need the Firebase web SDK and the
 * tenant's Firebase web config, which this install neither ships nor can reach (it calls
 * firebaseinstallations.googleapis.com), so `fcm` subscribes with Web Push too (docs/notifications.md).
 */
interface PushSubscriber {
  subscribe(registration: ServiceWorkerRegistration, settings: PushSettings): Promise<PushSubscriptionJSON>;
}

const webPushSubscriber: PushSubscriber = {
  async subscribe(registration, settings) {
    const key = keyBytes(settings.vapid_public_key);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (keys replaced on the server) cannot receive anything.
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return subscription.toJSON();
  },
};

const subscribers: Record<PushSettings['push_provider'], PushSubscriber> = {
  webpush: webPushSubscriber,
  fcm: webPushSubscriber,
};

/** The service worker's registration, if one is active within a few seconds (never in dev). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Subscribes this device and registers it (POST notifications/tokens/register): when push is on
 * for the user and the browser allows it — asking first only when `ask` (the user pressed the
 * button). Spec §8: a refused permission or a failed subscription is only logged. Returns the
 * device's state afterwards and whether it is registered.
 */
export async function registerPushIfAllowed(
  settings: PushSettings,
  options: { ask: boolean },
): Promise<{ state: DevicePush; registered: boolean }> {
  const shown = pushDevice();
  shown.working = true;
  try {
    const outcome = await register(settings, options);
    Object.assign(shown, outcome);
    return outcome;
  } finally {
    shown.working = false;
  }
}

async function register(
  settings: PushSettings,
  { ask }: { ask: boolean },
): Promise<{ state: DevicePush; registered: boolean }> {
  let state = devicePushState();
  if (!settings.push_enabled || state === 'unsupported' || state === 'denied')
    return { state, registered: false };
  try {
    if (state === 'default') {
      if (!ask) return { state, registered: false };
      state = await Notification.requestPermission();
      if (state !== 'granted') {
        console.info('[push] notifications not allowed on this device');
        return { state, registered: false };
      }
    }
    const registration = await activeRegistration();
    if (!registration) {
      console.warn('[push] no active service worker: push is not registered');
      return { state, registered: false };
    }
    const token = await subscribers[settings.push_provider].subscribe(registration, settings);
    await apiPost(
      'notifications/tokens/register',
      { os_type: 'browser', device_id: deviceId(), token },
      z.unknown(),
    );
    return { state, registered: true };
  } catch (error) {
    console.warn('[push] subscription failed', error);
    return { state, registered: false };
  }
}
