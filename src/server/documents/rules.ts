import type { DocumentValues } from '../../contract/documents/define.ts';
import type { Tx } from '../db/with-tenant.ts';
import type { RequestScope } from '../entity-api/model.ts';

/**
 * Rules of a document type that need the database (a return's bill and its date, a discount
 * code's validity, a tenant setting): run in the write's transaction after the amounts are
 * recomputed and before anything is stored; a refusal throws the ApiError the client sees. The
 * module owning the type supplies them (app.ts), so the engine stays free of any one module.
 */
export interface DocumentRuleInput {
  readonly doc: DocumentValues;
  /** The stored document an update replaces (null on create). */
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly scope: RequestScope;
}

/**
 * Values a rule read from the database for the document to store (an invoice order's bills and
 * their amounts): merged over the header, and the details replacing the checked ones line by line.
 */
export interface DocumentRuleFill {
  readonly header?: Readonly<Record<string, unknown>>;
  readonly details?: readonly Readonly<Record<string, unknown>>[];
}

export type DocumentRule = (
  tx: Tx,
  input: DocumentRuleInput,
) => Promise<void> | Promise<DocumentRuleFill | undefined>;

/** Rules by document name ('sales.bills'). */
export type DocumentRules = Readonly<Record<string, DocumentRule>>;

/**
 * What a document's posting sets going outside the ledgers (a service slip's after-care
 * follow-ups): run in the write's transaction after the ledger rows are settled, with whether the
 * document now counts (`posted`: its status writes to the books; false once unposted, cancelled or
 * deleted). It must be idempotent: the same document settles again on every edit or repost.
 */
export interface DocumentEffectInput {
  readonly sttRec: string;
  readonly doc: DocumentValues;
  readonly posted: boolean;
  readonly scope: RequestScope;
}

export type DocumentEffect = (tx: Tx, input: DocumentEffectInput) => Promise<void>;

/** Effects by document name ('sales.services'). */
export type DocumentEffects = Readonly<Record<string, DocumentEffect>>;

/**
 * Whether a posted document may take stock below zero all the same: answers the header values that
 * flag it for the storekeeper (a till's offline sale when the tenant allows it), or undefined to
 * refuse as every other document is refused (400 naming the line).
 */
export type StockShortfallPolicy = (
  tx: Tx,
  input: { readonly doc: DocumentValues; readonly scope: RequestScope },
) => Promise<Readonly<Record<string, unknown>> | undefined>;

/** Policies by document name ('sales.retail-orders'). */
export type StockShortfallPolicies = Readonly<Record<string, StockShortfallPolicy>>;
