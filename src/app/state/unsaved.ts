/**
 * Which forms on screen hold unsaved changes, for what reloads the page on its own (the new-version
 * prompt): `useLeaveGuard` registers its dirty flag here while mounted. A reload the user agreed
 * to lose the changes for is marked, so the browser's own "leave site?" question does not follow.
 */
type DirtyFlag = { readonly current: boolean };

const flags = new Set<DirtyFlag>();
let discarding = false;

/** Registers a form's dirty flag; the returned function forgets it (on unmount). */
export function trackUnsaved(flag: DirtyFlag): () => void {
  flags.add(flag);
  return () => {
    flags.delete(flag);
  };
}

export function hasUnsavedChanges(): boolean {
  for (const flag of flags) if (flag.current) return true;
  return false;
}

/** The user agreed to lose what is unsaved: the page is about to reload. */
export function discardUnsavedChanges(): void {
  discarding = true;
}

export function isDiscardingChanges(): boolean {
  return discarding;
}
