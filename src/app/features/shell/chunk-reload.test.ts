import { describe, expect, it } from 'vitest';
import { claimChunkReload, clearChunkReload, isChunkLoadError, type ReloadStorage } from './chunk-reload.ts';

function memoryStorage(): ReloadStorage & { keys: () => string[] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    keys: () => [...map.keys()],
  };
}

const missing = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/status-abc.js',
);

describe('reloading for a chunk that failed to load (spec §4)', () => {
  it('knows a failed chunk from other errors in each browser', () => {
    expect(isChunkLoadError(missing)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once; a second failure before any successful load shows the error instead', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(missing, storage)).toBe(true);
    expect(claimChunkReload(missing, storage)).toBe(false);
    expect(
      claimChunkReload(new TypeError('Failed to fetch dynamically imported module: other.js'), storage),
    ).toBe(false);
  });

  it('tells the router its own reload for this error is done, so there is one reload, not two', () => {
    const storage = memoryStorage();
    claimChunkReload(missing, storage);
    expect(storage.getItem(`tanstack_router_reload:${missing.message}`)).toBe('1');
  });

  it('re-arms after a successful load, leaving other keys alone', () => {
    const storage = memoryStorage();
    storage.setItem('demo.access_token', 'x');
    claimChunkReload(missing, storage);
    clearChunkReload(storage);
    expect(storage.keys()).toEqual(['demo.access_token']);
    expect(claimChunkReload(missing, storage)).toBe(true);
  });
});
