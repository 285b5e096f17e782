import { readFileSync } from 'node:fs';
import type { Env } from '../../env.ts';
import { serviceAccountSchema } from '../../realtime/push/fcm-provider.ts';
import type { NotificationsConfig } from './runtime.ts';

/** FCM_SERVICE_ACCOUNT holds the key file's JSON text, or a path to the file. */
function readServiceAccount(value: string) {
  const text = value.trim().startsWith('{') ? value : readFileSync(value, 'utf8');
  const parsed = serviceAccountSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`FCM_SERVICE_ACCOUNT is not a service-account key: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/**
 * The VAPID contact: VAPID_SUBJECT, else the public https address; without either the runtime's
 * NO_CONTACT_SUBJECT (push services accept it; they just cannot reach the operator).
 */
function vapidSubject(env: Env): string | undefined {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL;
  return undefined;
}

export function notificationsConfig(env: Env): NotificationsConfig {
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, '');
  return {
    vapidSubject: vapidSubject(env),
    fcmApiUrl: env.FCM_API_URL,
    fcmIidUrl: env.FCM_IID_URL,
    publicUrl,
    fcm: env.FCM_SERVICE_ACCOUNT
      ? {
          account: readServiceAccount(env.FCM_SERVICE_ACCOUNT),
          apiUrl: env.FCM_API_URL,
          iidUrl: env.FCM_IID_URL,
          publicUrl,
        }
      : undefined,
  };
}
