/** Spec §7 parameter rules, kept pure so they can be tested without a browser. */

type Scalar = string | number | boolean | Date | null | undefined;
export type QueryValue = Scalar | readonly Scalar[];
export type Query = Record<string, QueryValue>;

function scalarText(value: Scalar): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

/**
 * '?a=1&b=x,y' from a query object: strings are trimmed, arrays joined by commas, and empty or
 * null values (and arrays with nothing left) are dropped. '' when nothing remains.
 */
export function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const text = Array.isArray(value)
      ? value
          .map(scalarText)
          .filter((part) => part !== '')
          .join(',')
      : scalarText(value as Scalar);
    if (text !== '') params.append(name, text);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** A copy of `body` without null-valued properties, at any depth (array positions are kept). */
export function stripNulls(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(stripNulls);
  if (!isPlainObject(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) out[name] = stripNulls(value);
  }
  return out;
}

/** On POST, the selected branch fills ma_dvcs when the body has none (spec §7). */
export function fillBranch(body: unknown, branch: string | null): unknown {
  if (!branch || !isPlainObject(body)) return body;
  const current = body.ma_dvcs;
  if (current !== undefined && current !== null && current !== '') return body;
  return { ...body, ma_dvcs: branch };
}
