/**
 * The one search rule of every list (entity lists and bespoke ones alike): the text is trimmed once
 * where the query is read, split into at most MAX_SEARCH_WORDS words, and every word must occur in
 * the row's search text. The database compares both sides through f_unaccent(lower(…)), so
 * "hoa" finds "Hòa" and "HOA"; `%`, `_` and `\` are escaped, so they are searched literally.
 */

/** Longest search text accepted (characters, after trimming). */
export const MAX_SEARCH_LENGTH = 200;
/** Words matched; more are ignored (each word is one more LIKE over the search text). */
export const MAX_SEARCH_WORDS = 8;

/** The words a (trimmed) search text is matched by. */
export function searchWords(searchKey: string | undefined): string[] {
  return (searchKey ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** A word as a LIKE pattern's middle: `%`, `_` and the escape character stand for themselves. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
