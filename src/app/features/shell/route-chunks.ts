/**
 * Starts downloading the code of the routes an address matched while startup's requests run (the
 * router itself would only ask for it after the root's beforeLoad, i.e. after startup): a first
 * visit then waits for the slower of the two, not for both one after the other. That includes the
 * code a route's loader imports (`staticData.loaderCode`: a dashboard's prefetch, an entity's
 * declaration), which the loader would otherwise start fetching only once startup is over.
 */

type ChunkLoader = (routeId: string) => Promise<void> | undefined;

let loadChunk: ChunkLoader | null = null;

/** router.tsx hands over the router's own loader (it caches what it fetched). */
export function setRouteChunkLoader(loader: ChunkLoader): void {
  loadChunk = loader;
}

interface MatchedRoute {
  routeId: unknown;
  staticData?: { loaderCode?: () => Promise<unknown> } | undefined;
}

export function preloadMatchedChunks(matches: readonly MatchedRoute[]): void {
  // A failure is the router's (or the loader's) to report when it needs the code (RouteError,
  // chunk-reload.ts).
  for (const match of matches) {
    void loadChunk?.(String(match.routeId))?.catch(() => undefined);
    void match.staticData?.loaderCode?.().catch(() => undefined);
  }
}
