import type { AccessClaims } from '../lib/tokens.ts';
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
  /** The session as last checked in the database (sign-in-check.ts). */
  signedIn?: SignedIn;
}

/** What a full sign-in check read, from one snapshot (sign-in-check.ts). */
export interface SessionState {
  /** The tenant's auth epoch then. */
  epoch: string;
  /** When the session ends (ms since 1970) unless it is refreshed. */
  endsAtMs: number;
  /** The user row's canonical JSON. */
  rowText: string;
}

/** A session state with the user its row means. */
export interface SignedIn extends SessionState {
  user: AuthUser;
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
