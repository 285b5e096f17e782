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

  it('leaves a failed download to the router: no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      setRouteChunkLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
      preloadMatchedChunks([{ routeId: '/system/status' }]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
