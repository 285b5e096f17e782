import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchOnce } from './dashboard.queries.ts';

function counted() {
  const calls = { count: 0 };
  const options = {
    queryKey: ['dashboard', 'test'] as const,
    queryFn: async () => {
      calls.count += 1;
      return { n: calls.count };
    },
  };
  return { calls, options };
}

describe('prefetchOnce', () => {
  it('starts the query, and a dashboard rendering again does not ask again', async () => {
    const client = new QueryClient();
    const { calls, options } = counted();
    prefetchOnce(client, options);
    prefetchOnce(client, options);
    await client.fetchQuery({ ...options, staleTime: Number.POSITIVE_INFINITY });
    prefetchOnce(client, options);
    expect(calls.count).toBe(1);
    expect(client.getQueryData(options.queryKey)).toEqual({ n: 1 });
  });

  it('leaves a query the widget already holds as it is, even stale', async () => {
    const client = new QueryClient();
    const { calls, options } = counted();
    client.setQueryData(options.queryKey, { n: 0 });
    prefetchOnce(client, options);
    await Promise.resolve();
    expect(calls.count).toBe(0);
  });

  it('settles when the request already on its way has answered, without sending another', async () => {
    const client = new QueryClient();
    let answer: (value: { n: number }) => void = () => undefined;
    let asked = 0;
    const options = {
      queryKey: ['dashboard', 'slow'] as const,
      queryFn: () => {
        asked += 1;
        return new Promise<{ n: number }>((resolve) => {
          answer = resolve;
        });
      },
    };
    const first = prefetchOnce(client, options);
    let settled = false;
    const second = prefetchOnce(client, options).then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer({ n: 1 });
    await Promise.all([first, second]);
    expect(settled).toBe(true);
    expect(asked).toBe(1);
    expect(client.getQueryData(options.queryKey)).toEqual({ n: 1 });
  });

  it('settles, never fails, when the query fails', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = {
      queryKey: ['dashboard', 'broken'] as const,
      queryFn: () => Promise.reject(new Error('down')),
    };
    await expect(prefetchOnce(client, options)).resolves.toBeUndefined();
    await expect(prefetchOnce(client, options)).resolves.toBeUndefined();
  });
});
