import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import { fcmTopics } from './fcm-topics.ts';
import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push-provider.ts';

/** The fields of a Google service-account key file that FCM HTTP v1 needs. */
export const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export interface FcmOptions {
  account: ServiceAccount;
  /** FCM API origin; tests point it at a local server (FCM_API_URL). */
  apiUrl?: string;
  /** Instance ID API origin, which manages topic subscriptions (FCM_IID_URL). */
  iidUrl?: string;
  /** Public address of the app, to make the click link absolute (FCM requires https). */
  publicUrl?: string | undefined;
}

/** Sending needs firebase.messaging; the Instance ID API (topics) accepts cloud-platform. */
const SCOPE =
  'https://www.googleapis.com/auth/firebase.messaging https://www.googleapis.com/auth/cloud-platform';

/**
 * Firebase Cloud Messaging HTTP v1: an OAuth2 access token from a JWT signed with the service
 * account's key (RS256, the JWT-bearer grant), cached until shortly before it expires, then
 * `POST /v1/projects/{project}/messages:send`. A 404 or an UNREGISTERED error means the token is gone.
 */
export function fcmProvider(options: FcmOptions): PushProvider {
  const apiUrl = (options.apiUrl ?? 'https://fcm.googleapis.com').replace(/\/$/, '');
  const accessToken = cachedAccessToken(options.account);
  const sendTo = async (destination: FcmDestination, message: PushMessage): Promise<PushOutcome> => {
    try {
      const response = await fetch(`${apiUrl}/v1/projects/${options.account.project_id}/messages:send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: fcmMessage(destination, message, options.publicUrl) }),
      });
      if (response.ok) return { status: 'sent' };
      const error = (await response.json().catch(() => ({}))) as FcmErrorBody;
      if (response.status === 404 || isUnregistered(error)) return { status: 'gone' };
      return { status: 'failed', reason: `HTTP ${response.status} ${error.error?.status ?? ''}`.trim() };
    } catch (error) {
      return { status: 'failed', reason: (error as Error).message };
    }
  };
  return {
    kind: 'fcm',
    send: (target: PushTarget, message: PushMessage) => sendTo({ token: target.token }, message),
    topics: fcmTopics({
      iidUrl: options.iidUrl ?? 'https://iid.googleapis.com',
      accessToken,
      send: (topic, message) => sendTo({ topic }, message),
    }),
  };
}

/** A v1 message goes to one registration token or to everyone subscribed to a topic. */
export type FcmDestination = { token: string } | { topic: string };

interface FcmErrorBody {
  error?: { code?: number; status?: string; details?: { '@type'?: string; errorCode?: string }[] };
}

function isUnregistered(body: FcmErrorBody): boolean {
  return body.error?.details?.some((detail) => detail.errorCode === 'UNREGISTERED') ?? false;
}

/** The v1 message: data values must be strings; the web click opens the target. */
export function fcmMessage(destination: FcmDestination, message: PushMessage, publicUrl: string | undefined) {
  const data: Record<string, string> = {
    id: message.id,
    kind: message.kind,
    title: message.title,
    body: message.body,
    target: message.target ?? '',
    tenant: message.tenant,
  };
  const link =
    publicUrl?.startsWith('https://') && message.target ? `${publicUrl}${message.target}` : undefined;
  return {
    ...destination,
    notification: { title: message.title, body: message.body },
    data,
    webpush: { ...(link ? { fcm_options: { link } } : {}), data },
  };
}

/** Access tokens last an hour: fetch one when none or the last is within a minute of expiry. */
export function cachedAccessToken(account: ServiceAccount) {
  let current: { token: string; expiresAtMs: number } | undefined;
  return async (): Promise<string> => {
    if (current && current.expiresAtMs - 60_000 > Date.now()) return current.token;
    current = await fetchAccessToken(account);
    return current.token;
  };
}

async function fetchAccessToken(account: ServiceAccount): Promise<{ token: string; expiresAtMs: number }> {
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({
      alg: 'RS256',
      typ: 'JWT',
      ...(account.private_key_id ? { kid: account.private_key_id } : {}),
    })
    .setIssuer(account.client_email)
    .setAudience(account.token_uri)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importPKCS8(account.private_key, 'RS256'));
  const response = await fetch(account.token_uri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
  });
  if (!response.ok) throw new Error(`FCM OAuth token: HTTP ${response.status}`);
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error('FCM OAuth token: no access_token in the answer');
  return { token: body.access_token, expiresAtMs: Date.now() + (body.expires_in ?? 3600) * 1000 };
}
