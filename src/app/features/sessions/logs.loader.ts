import { ensureListScreen, type LoadCause } from '../../entity-ui/list/list-screen.ts';
import { preloadDateFields } from '../../ui/LazyDateFields.tsx';
import type { QueryLoaderArgs } from '../shell/lazy-loader.ts';
import { logsScreen } from './logs.list.ts';

/** /system/logs's loader (through lazyLoader): the page the address names, the date fields with it. */
export function loadSystemLogs({
  context,
  deps,
  cause,
}: QueryLoaderArgs & { deps: Record<string, unknown>; cause: LoadCause }): Promise<void> {
  preloadDateFields();
  return ensureListScreen(context.queryClient, logsScreen, deps, cause);
}
