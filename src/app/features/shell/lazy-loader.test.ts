import { describe, expect, it, vi } from 'vitest';
import { lazyLoader } from './lazy-loader.ts';

describe('lazyLoader', () => {
  it("leaves the loader's code unfetched until a page of the route loads, then runs it with the router's arguments", async () => {
    const load = vi.fn((args: { context: { n: number } }) => Promise.resolve(args.context.n * 2));
    const code = vi.fn(() => Promise.resolve(load));
    const options = lazyLoader(code);
    expect(code).not.toHaveBeenCalled();
    // The same fetch route-chunks.ts starts with the route's chunks while startup runs.
    expect(options.staticData.loaderCode).toBe(code);
    await expect(options.loader({ context: { n: 21 } })).resolves.toBe(42);
    expect(load).toHaveBeenCalledWith({ context: { n: 21 } });
  });

  it("fails the route's load when its code cannot be fetched (the error boundary offers a retry)", async () => {
    const options = lazyLoader<(args: object) => Promise<void>>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(options.loader({})).rejects.toThrow(/dynamically imported/);
  });
});
