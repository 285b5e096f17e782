import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queriesIdle } from './query-client.ts';

describe('createQueryClient', () => {
  afterEach(() => {
    vi.useRealTimers();
    // createQueryClient takes the platform's online state, which Node does not report.
    onlineManager.setOnline(true);
  });

  it('forgets a query unused for a day, and keeps it until then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const client = createQueryClient();
    for (let i = 0; i < 20; i++) await client.prefetchQuery({ queryKey: ['count', i], queryFn: () => i });
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
