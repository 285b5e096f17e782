/**
 * Starts downloading the code of the routes an address matched while startup's requests run (the
 * router itself would only ask for it after the root's beforeLoad, i.e. after startup): a first
 * visit then waits for the slower of the two, not for both one after the other.
 */

type ChunkLoader = (routeId: string) => Promise<void> | undefined;

let loadChunk: ChunkLoader | null = null;

/** router.tsx hands over the router's own loader (it caches what it fetched). */
export function setRouteChunkLoader(loader: ChunkLoader): void {
  loadChunk = loader;
}

export function preloadMatchedChunks(matches: readonly { routeId: unknown }[]): void {
  if (!loadChunk) return;
  // A failure is the router's to report when it needs the chunk (RouteError, chunk-reload.ts).
  for (const match of matches) void loadChunk(String(match.routeId))?.catch(() => undefined);
}
