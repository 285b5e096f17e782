import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Whether the browser has a network, shared with TanStack Query's online manager. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
  );
}

export type OfflineReadiness = 'ready' | 'preparing' | 'unsupported' | 'off';

function currentReadiness(): OfflineReadiness {
  if (import.meta.env.DEV) return 'off';
  if (!('serviceWorker' in navigator)) return 'unsupported';
  return navigator.serviceWorker.controller ? 'ready' : 'preparing';
}

/** 'ready' once the service worker that precaches the shell controls this page (DESIGN.md §7). */
export function useOfflineReadiness(): OfflineReadiness {
  const [state, setState] = useState(currentReadiness);
  useEffect(() => {
    if (currentReadiness() === 'off' || !('serviceWorker' in navigator)) return;
    const update = () => setState(currentReadiness());
    navigator.serviceWorker.addEventListener('controllerchange', update);
    void navigator.serviceWorker.ready.then(update);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', update);
  }, []);
  return state;
}
