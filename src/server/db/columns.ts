import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The column kinds the hand-written tables share. A column's name in the database is its key in
 * the table's declaration; the helpers that take several names give each column that name, so a
 * table lists its plain text columns once instead of spelling every name twice.
 */

/** An instant (timestamp with time zone). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was written, set by the database. */
export const stamp = (name: string) => ts(name).notNull().defaultNow();

const requiredText = <N extends string>(name: N) => text(name).notNull();
const textList = <N extends string>(name: N) => text(name).array().notNull().default(sql`'{}'::text[]`);

function columnsNamed<N extends string, C>(names: readonly N[], column: (name: N) => C): Record<N, C> {
  return Object.fromEntries(names.map((name) => [name, column(name)])) as Record<N, C>;
}

/** Text columns that must hold a value (NOT NULL), in the order given. */
export const requiredTexts = <const N extends string>(...names: N[]) => columnsNamed(names, requiredText<N>);

/** Nullable text columns, in the order given. */
export const optionalTexts = <const N extends string>(...names: N[]) =>
  columnsNamed(names, (name: N) => text(name));

/** Text arrays, empty by default (menu-id lists of a user's rights). */
export const textLists = <const N extends string>(...names: N[]) => columnsNamed(names, textList<N>);
