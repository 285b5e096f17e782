import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens.ts';

const claims = (sub: string) => ({ sub, tnt: 'demo', sid: `s-${sub}` });

describe('VerifiedTokens', () => {
  it('keeps a verified token until it expires, then forgets it', () => {
    let now = 1_000;
    const tokens = new VerifiedTokens(10, () => now);
    tokens.remember('a', claims('u1'), 5_000);
    expect(tokens.get('a')?.claims.sub).toBe('u1');
    expect(tokens.get('b')).toBeUndefined();
    now = 5_000;
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('does not keep a token that has already expired', () => {
    const tokens = new VerifiedTokens(10, () => 9_000);
    tokens.remember('late', claims('u1'), 9_000);
    expect(tokens.get('late')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('holds at most `max` tokens, dropping the oldest first', () => {
    const tokens = new VerifiedTokens(2, () => 0);
    tokens.remember('a', claims('u1'), 10);
    tokens.remember('b', claims('u2'), 10);
    tokens.remember('c', claims('u3'), 10);
    expect(tokens.size).toBe(2);
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.get('b')?.claims.sub).toBe('u2');
    expect(tokens.get('c')?.claims.sub).toBe('u3');
  });
});
