/** What a device is told: the notification and the path its click opens. */
export interface PushMessage {
  id: string;
  kind: string;
  title: string;
  body: string;
  target: string | null;
  tenant: string;
}

/** A registered device (push_subscriptions row). */
export interface PushTarget {
  id: string;
  provider: 'webpush' | 'fcm';
  /** Web Push: the subscription JSON; FCM: the registration token. */
  token: string;
}

/** sent; gone: the service says the subscription no longer exists (remove it); failed: logged only. */
export type PushOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; reason: string };

/** What a topic call did with each token: `gone` ones no longer exist (remove them). */
export interface TopicReport {
  done: number;
  gone: string[];
  failed: number;
}

/**
 * A push service's topics (spec §6: a browser token is subscribed to, or unsubscribed from, a
 * tenant topic; FCM has them, Web Push does not, so Sen fans out per subscription there).
 */
export interface PushTopics {
  subscribe(topic: string, tokens: readonly string[]): Promise<TopicReport>;
  unsubscribe(topic: string, tokens: readonly string[]): Promise<TopicReport>;
  send(topic: string, message: PushMessage): Promise<PushOutcome>;
}

/** A push service behind one interface: Web Push with VAPID (default) or Firebase Cloud Messaging. */
export interface PushProvider {
  readonly kind: 'webpush' | 'fcm';
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
  topics?: PushTopics | undefined;
}

/** The JSON a service worker receives: the notification with its target path (sw/ reads it). */
export function pushPayload(message: PushMessage): string {
  return JSON.stringify({
    id: message.id,
    kind: message.kind,
    title: message.title,
    body: message.body,
    target: message.target,
    tenant: message.tenant,
  });
}
