/**
 * Lower-case, without Vietnamese accents (đ → d), trimmed: how the client filters lists it holds,
 * matching the server's `f_unaccent` search ("nguyen" finds "Nguyễn").
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** Does `text` hold every word of `query`, accents and case aside? An empty query matches all. */
export function matchesWords(text: string, query: string): boolean {
  const haystack = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
