import type { AccessClaims } from '../modules/auth/tokens.ts';
import type { AuthUser } from './context.ts';

/**
 * Access tokens whose signature this process has verified, so a token is verified once, not on
 * every request. An entry lives until the token expires (then the token must be verified again,
 * which answers TOKEN_EXPIRED) and the map holds at most `max` tokens, dropping the oldest first,
 * so it cannot grow without bound. Keyed by the exact token text: nothing unverified is trusted.
 * Each entry also keeps the user row the session last answered (sign-in-check.ts).
 */
export interface TokenEntry {
  readonly claims: AccessClaims;
  readonly expiresAtMs: number;
  /** The session's user as last read from the database: its canonical JSON and what it means. */
  signedIn?: { rowText: string; user: AuthUser };
}

export class VerifiedTokens {
  private readonly entries = new Map<string, TokenEntry>();

  constructor(
    private readonly max = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The entry of a verified, unexpired token. */
  get(token: string): TokenEntry | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAtMs > this.now()) return entry;
    this.entries.delete(token);
    return undefined;
  }

  remember(token: string, claims: AccessClaims, expiresAtMs: number): TokenEntry {
    const entry: TokenEntry = { claims, expiresAtMs };
    if (expiresAtMs <= this.now()) return entry;
    this.entries.delete(token);
    this.entries.set(token, entry);
    // Maps iterate in insertion order: the first key is the oldest.
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return entry;
  }

  forget(token: string): void {
    this.entries.delete(token);
  }
}
