import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

/** Distinct method + path pairs remembered before the memo starts over (ids in paths churn it). */
const DEFAULT_LIMIT = 2000;

/**
 * Hono's trie router with its answers remembered per method and path. Sen registers about 900
 * routes, too many shapes for Hono's RegExp router (`/:id` beside `/lookup` under `*` middleware),
 * so every request walked the trie again: the largest single cost of a list request in Hono
 * (profiled under load). A list screen asks the same path over and over (the query string is not
 * part of the path), so its match is found once. Results are read-only to Hono (HonoRequest only
 * reads params through them), so one answer serves every request of that path.
 */
export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter';
  readonly #trie = new TrieRouter<T>();
  readonly #memo = new Map<string, Result<T>>();
  readonly #limit: number;

  constructor(limit = DEFAULT_LIMIT) {
    this.#limit = limit;
  }

  add(method: string, path: string, handler: T): void {
    this.#memo.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    const known = this.#memo.get(key);
    if (known) return known;
    const found = this.#trie.match(method, path);
    // Starting over is cheaper than an LRU and keeps memory bounded when paths carry ids.
    if (this.#memo.size >= this.#limit) this.#memo.clear();
    this.#memo.set(key, found);
    return found;
  }
}
