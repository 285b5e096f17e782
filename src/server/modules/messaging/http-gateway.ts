import type { MessageSender, OutgoingMessage, SendResult } from './sender.ts';

export interface HttpGatewayOptions {
  /** SMS_GATEWAY_URL: where each message is POSTed. */
  url: string;
  /** SMS_GATEWAY_TOKEN: sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** SMS_BRANDNAME: the sender name the gateway shows (Vietnamese brandname SMS). */
  brandname?: string | undefined;
  /** Milliseconds before a request counts as failed (default 10 s). */
  timeoutMs?: number;
}

/**
 * An SMS / e-mail gateway reached over HTTP, behind the MessageSender interface. The request:
 * `POST <url>` with `Content-Type: application/json`, `Authorization: Bearer <token>` (when set) and
 * the body `{ "channel": "sms"|"email", "to": "0912345678", "text": "…", "brandname": "…",
 * "purpose": "broadcast" }`; a 2xx answer `{ "id": "<provider message id>" }` means sent, anything
 * else failed, with the status and the start of the answer as the reason. Most Vietnamese
 * brandname providers (and a small relay in front of any other) accept this shape.
 */
export class HttpGatewaySender implements MessageSender {
  readonly name = 'http';
  readonly deliversToLog = false;

  constructor(private readonly options: HttpGatewayOptions) {}

  async send(message: OutgoingMessage): Promise<SendResult> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const body = JSON.stringify({
      channel: message.channel,
      to: message.to,
      text: message.body,
      brandname: this.options.brandname,
      purpose: message.purpose,
    });
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      const text = await response.text();
      if (!response.ok) return { status: 'failed', error: `HTTP ${response.status}: ${text.slice(0, 200)}` };
      const id = (JSON.parse(text || '{}') as { id?: unknown }).id;
      return { status: 'sent', providerMessageId: id == null ? undefined : String(id) };
    } catch (error) {
      return { status: 'failed', error: error instanceof Error ? error.message.slice(0, 200) : 'error' };
    }
  }
}
