import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from '../../db/secrets.ts';
import {
  type PushMessage,
  type PushOutcome,
  type PushProvider,
  type PushTarget,
  pushPayload,
} from './push-provider.ts';

export interface WebPushOptions {
  keys: VapidKeys;
  /** VAPID `sub` claim: a mailto: or https: contact for the push services. */
  subject: string;
  /** Seconds a push service keeps an undelivered message (default one day). */
  ttlSeconds?: number;
  /** HTTPS agent (tests trust a self-signed push endpoint through it). */
  agent?: Agent;
}

/**
 * Web Push with VAPID (RFC 8292), payload encrypted per RFC 8291 (aes128gcm) by the web-push
 * package. 404 and 410 mean the browser dropped the subscription.
 */
export function webPushProvider(options: WebPushOptions): PushProvider {
  return {
    kind: 'webpush',
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      let subscription: webPush.PushSubscription;
      try {
        subscription = JSON.parse(target.token) as webPush.PushSubscription;
      } catch {
        return { status: 'gone' };
      }
      try {
        await webPush.sendNotification(subscription, pushPayload(message), {
          vapidDetails: {
            subject: options.subject,
            publicKey: options.keys.publicKey,
            privateKey: options.keys.privateKey,
          },
          TTL: options.ttlSeconds ?? 86_400,
          contentEncoding: 'aes128gcm',
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return { status: 'sent' };
      } catch (error) {
        const statusCode = (error as { statusCode?: number }).statusCode;
        if (statusCode === 404 || statusCode === 410) return { status: 'gone' };
        return { status: 'failed', reason: statusCode ? `HTTP ${statusCode}` : (error as Error).message };
      }
    },
  };
}
