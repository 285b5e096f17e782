import { describe, expect, it } from 'vitest';
import { escapeLike, MAX_SEARCH_WORDS, searchWords } from './search-rule.ts';

describe('the search rule', () => {
  it('splits on any whitespace and drops empty words', () => {
    expect(searchWords('  Hòa \t  nguyễn\n')).toEqual(['Hòa', 'nguyễn']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });

  it('keeps at most a few words', () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(searchWords(many)).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('escapes %, _ and the escape character so they match literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('plain')).toBe('plain');
  });
});
