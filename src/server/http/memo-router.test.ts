import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from './memo-router.ts';

function routes(router: MemoRouter<string> | TrieRouter<string>) {
  router.add('ALL', '/api/*', 'guard');
  router.add('GET', '/api/stock/units', 'list');
  router.add('GET', '/api/stock/units/lookup', 'lookup');
  router.add('GET', '/api/stock/units/:id', 'one');
  router.add('PUT', '/api/stock/units/:id', 'update');
  return router;
}

describe('MemoRouter', () => {
  it('answers what the trie router answers, the first time and the next', () => {
    const memo = routes(new MemoRouter<string>());
    const trie = routes(new TrieRouter<string>());
    for (const [method, path] of [
      ['GET', '/api/stock/units'],
      ['GET', '/api/stock/units/lookup'],
      ['GET', '/api/stock/units/01a2'],
      ['PUT', '/api/stock/units/01a2'],
      ['DELETE', '/api/stock/units/01a2'],
      ['GET', '/nowhere'],
    ] as const) {
      expect(memo.match(method, path)).toEqual(trie.match(method, path));
      expect(memo.match(method, path)).toEqual(trie.match(method, path));
    }
  });

  it('keeps method and path apart, and forgets its answers when a route is added', () => {
    const memo = routes(new MemoRouter<string>());
    const handlers = (method: string, path: string) => memo.match(method, path)[0].map(([h]) => h);
    expect(handlers('GET', '/api/stock/units/7')).toEqual(['guard', 'one']);
    expect(handlers('PUT', '/api/stock/units/7')).toEqual(['guard', 'update']);
    memo.add('GET', '/api/stock/units/7', 'special');
    expect(handlers('GET', '/api/stock/units/7')).toEqual(['guard', 'one', 'special']);
  });

  it('stays bounded: past its limit it starts over and still answers right', () => {
    const memo = routes(new MemoRouter<string>(3));
    for (let i = 0; i < 10; i++) {
      const [[first, second]] = memo.match('GET', `/api/stock/units/${i}`);
      expect(second?.[1]).toEqual({ id: String(i) });
      expect(first?.[0]).toBe('guard');
    }
  });

  it('serves a Hono app: params of each request are its own', async () => {
    const app = new Hono({ router: new MemoRouter() });
    app.get('/units/:id', (c) => c.text(c.req.param('id')));
    expect(await (await app.request('/units/a')).text()).toBe('a');
    expect(await (await app.request('/units/b')).text()).toBe('b');
    expect(await (await app.request('/units/a?x=1')).text()).toBe('a');
  });
});
