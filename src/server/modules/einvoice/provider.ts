/**
 * An e-invoice provider (the organisation that signs invoices and sends them to the tax authority).
 * Third-party providers plug in here, as SMS gateways do behind messaging/sender.ts; Sen ships one
 * HTTP implementation (http-provider.ts) configured by the tenant's `sale_invoice_provider_*`
 * settings. Every request carries the order's client key, so a retry after a lost answer gets the
 * invoice already issued, never a second one.
 */

export interface IssueRequest {
  /** The client key, stored on the order before the request leaves (Idempotency-Key). */
  readonly key: string;
  /** The invoice in the tax authority's XML data format (invoice-xml.ts). */
  readonly xml: string;
}

export interface IssuedInvoice {
  /** The invoice number the provider gave (SHDon). */
  readonly number: string;
  /** The code a buyer looks the invoice up with (mã tra cứu). */
  readonly lookupCode: string;
  /** Y-m-d the invoice was issued, when the provider says. */
  readonly issuedOn?: string | undefined;
}

export interface CancelRequest {
  readonly key: string;
  readonly number: string;
  readonly reason: string;
}

/**
 * `rejected`: the provider answered no (nothing was issued, the message says why);
 * `unreachable`: no usable answer (network, timeout, a server error): the outcome is unknown.
 */
export type ProviderAnswer<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly kind: 'rejected' | 'unreachable'; readonly message: string };

export interface EinvoiceProvider {
  readonly name: string;
  issue(request: IssueRequest): Promise<ProviderAnswer<IssuedInvoice>>;
  cancel(request: CancelRequest): Promise<ProviderAnswer<null>>;
}

/** Where and as whom the HTTP provider is called (tenant settings). */
export interface ProviderConfig {
  readonly baseUrl: string;
  readonly username: string;
  /** The password, or a token sent as Bearer when no username is set. */
  readonly password: string;
}
