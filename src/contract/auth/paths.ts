/**
 * Route paths as the permission rules see them. Matching is on whole segments, so the command
 * '/crm/task' covers '/crm/task/calendar' but never '/crm/tasks'.
 */

/**
 * Lower-cases, drops the query string and fragment, collapses repeated slashes, resolves '.' and
 * '..' segments and removes the trailing slash. Always starts with '/'; the root is '/'.
 */
export function normalizePath(path: string): string {
  let normal = normalized.get(path);
  if (normal === undefined) {
    if (normalized.size >= MAX_REMEMBERED) normalized.clear();
    normal = normalize(path);
    normalized.set(path, normal);
  }
  return normal;
}

/*
 * Building the menu asks whether each entry is under one of the user's ~150 commands: tens of
 * thousands of calls over the same few hundred paths, so their normal forms are remembered.
 */
const MAX_REMEMBERED = 5000;
const normalized = new Map<string, string>();

function normalize(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const out: string[] = [];
  for (const segment of bare.toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/** True when `prefix` names the same path as `path` or one of its ancestors, segment by segment. */
export function isPathPrefix(prefix: string, path: string): boolean {
  const p = normalizePath(prefix);
  const target = normalizePath(path);
  if (p === '/') return target === '/';
  return target === p || target.startsWith(`${p}/`);
}

/** True when some entry of `prefixes` is a segment prefix of `path`. The root never covers others. */
export function underAny(prefixes: readonly string[], path: string): boolean {
  return prefixes.some((prefix) => isPathPrefix(prefix, path));
}
