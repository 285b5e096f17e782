import { add, neg } from '../../contract/domain/decimal.ts';

/**
 * What a balance table's upsert adds for some ledger rows: their decimal `amounts` summed per key
 * (negated when the rows are removed, sign −1), each sum with the `fields` of its key's first row.
 * One entry per key, so the one INSERT … ON CONFLICT never touches a balance row twice.
 */
export function signedSums<R, F extends object, A extends string>(
  rows: readonly R[],
  sign: 1 | -1,
  keyOf: (row: R) => string,
  fields: (row: R) => F,
  amounts: (row: R) => Record<A, string>,
): Map<string, F & Record<A, string>> {
  const sums = new Map<string, F & Record<A, string>>();
  for (const row of rows) {
    const key = keyOf(row);
    const signed = amounts(row);
    if (sign === -1) for (const name in signed) signed[name] = neg(signed[name]);
    const current = sums.get(key);
    if (!current) sums.set(key, { ...fields(row), ...signed });
    else for (const name in signed) (current as Record<A, string>)[name] = add(current[name], signed[name]);
  }
  return sums;
}
