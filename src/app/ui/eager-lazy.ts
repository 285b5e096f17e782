import { type ComponentType, createElement, lazy, useState } from 'react';

/** A lazily loaded component that renders at once when its code is already here. */
export type EagerLazy<P> = ComponentType<P> & {
  /** Starts (once) loading the code; resolves when the component can render without suspending. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy suspends on its first render even when its import has long finished (it learns so in
 * a microtask), and a Suspense boundary that showed its fallback then holds the content back for
 * React's FALLBACK_THROTTLE_MS: the signed-in frame, fetched beside startup, delayed every first
 * screen by that throttle (docs/performance.md "Offline repeat visit"). Loaded
 * first (`preload`, or an earlier render), this renders the component itself; otherwise it
 * suspends like React.lazy. Each mounted instance keeps the kind it started with, so finishing the
 * load under a mounted fallback never swaps the element type (which would remount the subtree).
 */
export function eagerLazy<P extends object>(load: () => Promise<ComponentType<P>>): EagerLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      loading = load().then((component) => {
        loaded = component;
        return component;
      });
      // A failed load may be tried again (the chunk-reload logic decides what the user sees).
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per component at module level
  function Eager(props: P) {
    const [Type] = useState<ComponentType<P>>(() => loaded ?? (Suspending as unknown as ComponentType<P>));
    return createElement(Type, props);
  }
  return Object.assign(Eager, { preload });
}
