import { Trans } from '@lingui/react/macro';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { hideLoadingOverlay, LOADING_OVERLAY_Z, popups, showLoadingOverlay } from '../state/popups.ts';

/**
 * The blocking "loading" layer of spec §4 (a reload on its way, a step the user must wait for):
 * above every popup, and hidden by each navigation (src/app/state/popups.ts).
 */
export function LoadingOverlay() {
  const { loading } = useSnapshot(popups);
  if (loading === 0) return null;
  return (
    <div
      role="status"
      data-testid="loading-overlay"
      style={{ zIndex: LOADING_OVERLAY_Z }}
      className="fixed inset-0 grid place-items-center bg-canvas/70 backdrop-blur-[1px]"
    >
      <span className="flex items-center gap-2 rounded-card bg-surface px-4 py-3 text-sm text-ink shadow-card">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary-500" />
        <Trans>Đang tải…</Trans>
      </span>
    </div>
  );
}

/** A Suspense fallback for a popup whose code is on its way: the loading overlay until it comes. */
export function LoadingWhileMounted() {
  useEffect(() => {
    showLoadingOverlay();
    return hideLoadingOverlay;
  }, []);
  return null;
}
