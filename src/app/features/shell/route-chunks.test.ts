import { describe, expect, it } from 'vitest';
import { preloadMatchedChunks, setRouteChunkLoader } from './route-chunks.ts';

describe('preloadMatchedChunks', () => {
  it('asks the router for the code of every matched route, root to leaf', () => {
    const asked: string[] = [];
    setRouteChunkLoader((routeId) => {
      asked.push(routeId);
      return Promise.resolve();
    });
    preloadMatchedChunks([{ routeId: '__root__' }, { routeId: '/stock/units' }]);
    expect(asked).toEqual(['__root__', '/stock/units']);
  });

  it("fetches the code a matched route's loader imports, beside the route's own", () => {
    const asked: string[] = [];
    setRouteChunkLoader((routeId) => {
      asked.push(routeId);
      return Promise.resolve();
    });
    const loaderCode = () => {
      asked.push('loader code');
      return Promise.resolve();
    };
    preloadMatchedChunks([
      { routeId: '__root__' },
      { routeId: '/dashboard/analytics', staticData: { loaderCode } },
    ]);
    expect(asked).toEqual(['__root__', '/dashboard/analytics', 'loader code']);
  });

  it('leaves a failed download to the router: no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const failed = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      setRouteChunkLoader(failed);
      preloadMatchedChunks([{ routeId: '/system/status', staticData: { loaderCode: failed } }]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
