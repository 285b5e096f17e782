import { describe, expect, it, vi } from 'vitest';
import { TenantCache } from './tenant-cache.ts';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TenantCache', () => {
  it('keeps a value per tenant for the TTL, then loads again', async () => {
    const time = clock();
    const cache = new TenantCache<string>('x', 30_000, time.now);
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    expect(await cache.get('demo', load)).toBe('v1');
    expect(await cache.get('khac', load)).toBe('v2');
    time.advance(29_999);
    expect(await cache.get('demo', load)).toBe('v1');
    time.advance(1);
    expect(await cache.get('demo', load)).toBe('v3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing when the load fails', async () => {
    const cache = new TenantCache<number>('x', 30_000);
    await expect(cache.get('nope', () => Promise.reject(new Error('404')))).rejects.toThrow('404');
    expect(await cache.get('nope', async () => 7)).toBe(7);
  });

  it("delete() forgets one tenant's value, and a load already under way does not bring it back", async () => {
    const cache = new TenantCache<string>('x', 30_000);
    await cache.get('demo', async () => 'old');
    await cache.get('khac', async () => 'other');
    let finish: (value: string) => void = () => {};
    cache.delete('demo');
    const inFlight = cache.get('demo', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.delete('demo');
    finish('read before the clear');
    expect(await inFlight).toBe('read before the clear');
    expect(await cache.get('demo', async () => 'fresh')).toBe('fresh');
    expect(await cache.get('khac', async () => 'reloaded')).toBe('other');
  });
});
