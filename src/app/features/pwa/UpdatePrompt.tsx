import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { appUpdate } from './app-update.ts';

// The banner and its confirmation load only when a new version is there: not in the first download.
const UpdateBanner = lazy(() => import('./UpdateBanner.tsx').then((m) => ({ default: m.UpdateBanner })));

/** Mounted over every frame by the root layout; shows the new-version banner when one waits. */
export function UpdatePrompt() {
  const { waiting } = useSnapshot(appUpdate);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
