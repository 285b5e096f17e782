import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queriesIdle } from './query-client.ts';

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
