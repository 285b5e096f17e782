import type { PushMessage, PushOutcome, PushTopics, TopicReport } from './push-provider.ts';

export interface FcmTopicsOptions {
  /** Instance ID API origin (https://iid.googleapis.com; tests point it at a local server). */
  iidUrl: string;
  /** The provider's cached OAuth token (the service account's, as for sending). */
  accessToken: () => Promise<string>;
  /** Sends a v1 message to `topic` (the provider's own send). */
  send: (topic: string, message: PushMessage) => Promise<PushOutcome>;
}

/** The Instance ID batch calls take at most 1000 registration tokens each. */
const BATCH = 1000;

/**
 * Per-token errors of a batch that mean the token no longer exists (or never was one): the
 * subscription holding it is removed, as a send answered UNREGISTERED would be.
 */
const GONE_ERRORS = new Set(['NOT_FOUND', 'INVALID_ARGUMENT']);

/**
 * FCM topics through the Instance ID server API, as Firebase's Admin SDK manages them:
 * `POST /iid/v1:batchAdd` and `:batchRemove` with `{to: '/topics/<name>', registration_tokens}`,
 * the service account's OAuth token and `access_token_auth: true`; the answer has one result per
 * token, `{}` or `{error}`. Failures are reported, never thrown (spec §8: only logged).
 */
export function fcmTopics(options: FcmTopicsOptions): PushTopics {
  const iidUrl = options.iidUrl.replace(/\/$/, '');
  const batch = async (action: 'batchAdd' | 'batchRemove', topic: string, tokens: readonly string[]) => {
    const report: TopicReport = { done: 0, gone: [], failed: 0 };
    for (let start = 0; start < tokens.length; start += BATCH) {
      const chunk = tokens.slice(start, start + BATCH);
      const results = await call(iidUrl, options.accessToken, action, topic, chunk);
      chunk.forEach((token, index) => {
        const result = results?.[index];
        if (!result) report.failed++;
        else if (!result.error) report.done++;
        else if (GONE_ERRORS.has(result.error)) report.gone.push(token);
        else report.failed++;
      });
    }
    return report;
  };
  return {
    subscribe: (topic, tokens) => batch('batchAdd', topic, tokens),
    unsubscribe: (topic, tokens) => batch('batchRemove', topic, tokens),
    send: options.send,
  };
}

/** One batch call: its per-token results, or null when the call itself failed (logged). */
async function call(
  iidUrl: string,
  accessToken: () => Promise<string>,
  action: 'batchAdd' | 'batchRemove',
  topic: string,
  tokens: readonly string[],
): Promise<{ error?: string }[] | null> {
  try {
    const response = await fetch(`${iidUrl}/iid/v1:${action}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        access_token_auth: 'true',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ to: `/topics/${topic}`, registration_tokens: tokens }),
    });
    const body = (await response.json().catch(() => null)) as { results?: { error?: string }[] } | null;
    if (response.ok && Array.isArray(body?.results)) return body.results;
    console.warn(`[push] FCM ${action} /topics/${topic}: HTTP ${response.status}`);
  } catch (error) {
    console.warn(`[push] FCM ${action} /topics/${topic}: ${(error as Error).message}`);
  }
  return null;
}
