import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * Renders a Drizzle SQL with its values written into the text, for statements that must travel
 * without bind parameters: several statements in one simple-protocol message (one round trip),
 * and the text a PL/pgSQL function EXPLAINs. Only plain values are accepted and each is quoted
 * strictly, so the text means exactly what the parameterised statement meant.
 */

const dialect = new PgDialect();

/** A string as an escape-string literal: correct whatever standard_conforming_strings says. */
export function quoteText(value: string): string {
  if (value.includes('\u0000')) throw new TypeError('A text value cannot contain NUL');
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

export function quoteValue(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return quoteText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'bigint') return `${value}`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`);
    // Parenthesised so a negative number never joins a preceding operator ("- -1").
    return value < 0 ? `(${value})` : `${value}`;
  }
  throw new TypeError(`Cannot inline a value of type ${typeof value}`);
}

/** The statement's text with every `$n` replaced by its quoted value. */
export function inlineSql(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // Drizzle writes placeholders only where values go; identifiers and literals are quoted by it,
  // and no `$` followed by digits occurs in the generated text otherwise.
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const position = Number(index) - 1;
    if (position < 0 || position >= params.length) throw new RangeError(`No value for $${index}`);
    return quoteValue(params[position]);
  });
}
