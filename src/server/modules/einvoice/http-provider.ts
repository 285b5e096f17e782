import type {
  CancelRequest,
  EinvoiceProvider,
  IssuedInvoice,
  IssueRequest,
  ProviderAnswer,
  ProviderConfig,
} from './provider.ts';

/**
 * The HTTP provider protocol (docs/sales.md, E-invoices):
 * - `POST {base}/invoices` with the XML (`application/xml`), `Idempotency-Key: <key>` and the
 *   credentials (Basic user:password, or `Bearer <token>` without a user) → 200/201
 *   `{ number, lookupCode, issuedOn? }`; the same key again answers the same invoice.
 * - `POST {base}/invoices/{key}/cancel` with `{ number, reason }` → 200.
 * A 4xx answer is a refusal (`{ error: { message } }`); a 5xx, a timeout or a network error leaves
 * the outcome unknown.
 */

const TIMEOUT_MS = 30_000;

type Fetch = typeof fetch;

function authorization(config: ProviderConfig): string {
  if (!config.username) return `Bearer ${config.password}`;
  return `Basic ${Buffer.from(`${config.username}:${config.password}`, 'utf8').toString('base64')}`;
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
    const message = body.error?.message ?? body.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the text itself, cut short.
  }
  return text.slice(0, 300) || `HTTP ${response.status}`;
}

export class HttpEinvoiceProvider implements EinvoiceProvider {
  readonly name = 'http';
  constructor(
    private readonly config: ProviderConfig,
    private readonly fetcher: Fetch = fetch,
  ) {}

  private async call(path: string, init: RequestInit & { key: string }): Promise<ProviderAnswer<unknown>> {
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}${path}`;
    let response: Response;
    try {
      response = await this.fetcher(url, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          Authorization: authorization(this.config),
          'Idempotency-Key': init.key,
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, kind: 'unreachable', message: (error as Error).message };
    }
    if (response.status >= 500)
      return { ok: false, kind: 'unreachable', message: await errorMessage(response) };
    if (!response.ok) return { ok: false, kind: 'rejected', message: await errorMessage(response) };
    try {
      return { ok: true, value: await response.json() };
    } catch {
      return { ok: false, kind: 'unreachable', message: 'invalid JSON' };
    }
  }

  async issue(request: IssueRequest): Promise<ProviderAnswer<IssuedInvoice>> {
    const answer = await this.call('/invoices', {
      method: 'POST',
      key: request.key,
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
      body: request.xml,
    });
    if (!answer.ok) return answer;
    const body = answer.value as Record<string, unknown>;
    if (typeof body.number !== 'string' || !body.number || typeof body.lookupCode !== 'string')
      return { ok: false, kind: 'unreachable', message: 'answer without number or lookupCode' };
    const issuedOn = typeof body.issuedOn === 'string' ? body.issuedOn.slice(0, 10) : undefined;
    return { ok: true, value: { number: body.number, lookupCode: body.lookupCode, issuedOn } };
  }

  async cancel(request: CancelRequest): Promise<ProviderAnswer<null>> {
    const answer = await this.call(`/invoices/${encodeURIComponent(request.key)}/cancel`, {
      method: 'POST',
      key: request.key,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ number: request.number, reason: request.reason }),
    });
    return answer.ok ? { ok: true, value: null } : answer;
  }
}
