import type { Context } from 'hono';
import { fieldMessages } from '../../../contract/api/errors.ts';
import {
  type WebPushSubscription,
  webPushSubscriptionSchema,
} from '../../../contract/api/notifications.api.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { translate } from '../../i18n.ts';

/**
 * The `token` of tokens/register: a Web Push subscription (object or its JSON text), or else an
 * FCM registration token, which only a tenant whose pushes go through FCM accepts. Anything else
 * is a 400 naming the field, before anything is written.
 */
export function classifyToken(
  c: Context<AppEnv>,
  token: string | WebPushSubscription,
  usesFcm: boolean,
): { provider: 'webpush' | 'fcm'; token: string } {
  if (typeof token === 'object') return { provider: 'webpush', token: normalized(token) };
  if (token.startsWith('{')) {
    const parsed = webPushSubscriptionSchema.safeParse(parseJson(token));
    if (parsed.success) return { provider: 'webpush', token: normalized(parsed.data) };
    throw tokenError(c, fieldMessages.pushTokenInvalid);
  }
  if (usesFcm && /^[\w:.-]{20,4000}$/.test(token)) return { provider: 'fcm', token };
  throw tokenError(c, usesFcm ? fieldMessages.pushTokenInvalid : fieldMessages.pushFcmNotConfigured);
}

/** Only what sending needs, in a fixed key order (the same subscription hashes the same). */
function normalized(subscription: WebPushSubscription): string {
  return JSON.stringify({
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function tokenError(c: Context<AppEnv>, message: Parameters<typeof translate>[1]): ApiError {
  return new ApiError(400, 'VALIDATION', {
    fields: [{ field: 'token', message: translate(c.get('locale') ?? 'vi', message) }],
  });
}
