import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queriesIdle } from './query-client.ts';

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    // createQueryClient takes the platform's online state, which Node does not report.
    onlineManager.setOnline(true);
  });

  it('holds its queries’ timeouts on one platform timer, and still forgets a query unused for a day', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const client = createQueryClient();
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    for (let i = 0; i < 20; i++) await client.prefetchQuery({ queryKey: ['count', i], queryFn: () => i });
    // Query's own notification batching waits 0 ms on the platform; its gc and staleness do not.
    const delayed = setTimeoutSpy.mock.calls.filter(([, ms]) => (ms ?? 0) > 0);
    expect(delayed.length).toBeLessThanOrEqual(1);
    expect(client.getQueryCache().getAll()).toHaveLength(20);

    vi.advanceTimersByTime(24 * 60 * 60 * 1000 - 1_000);
    expect(client.getQueryCache().getAll()).toHaveLength(20);
    vi.advanceTimersByTime(2_000);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('queriesIdle', () => {
  it('resolves at once when nothing is being fetched', async () => {
    await expect(queriesIdle(new QueryClient())).resolves.toBeUndefined();
  });

  it('waits until every query being fetched has its answer', async () => {
    const client = new QueryClient();
    const answers: Record<string, () => void> = {};
    const ask = (key: string) =>
      client.prefetchQuery({
        queryKey: [key],
        queryFn: () => new Promise<string>((resolve) => (answers[key] = () => resolve(key))),
      });
    void ask('a');
    void ask('b');
    let idle = false;
    void queriesIdle(client).then(() => {
      idle = true;
    });
    answers.a?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(idle).toBe(false);
    answers.b?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(idle).toBe(true);
  });
});
